import { useEffect } from 'react';
import type { MovieDetail } from '../../api/types';

/**
 * Keeps an opened film's details in the details store, so the statistics never fetch it again.
 * Nothing is awaited: the page shows the film whatever the store does.
 */
export function useRememberDetail(movie: MovieDetail | null): void {
  useEffect(() => {
    if (!movie) return;
    // Loaded after the film is on screen: the page itself never waits for the store.
    void import('./detailsStore')
      .then(({ detailsStore }) => detailsStore())
      .then((store) => store.save(movie));
  }, [movie]);
}
