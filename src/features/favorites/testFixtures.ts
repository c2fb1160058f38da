import { vi } from 'vitest';
import type { MovieSummary } from '../../api/types';
import type { PreloadedState } from '../../app/store';

/** `count` distinct movies: "Movie 1", "Movie 2", … with ids tt0000001, tt0000002, … */
export function makeMovies(count: number): MovieSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    imdbID: `tt${String(index + 1).padStart(7, '0')}`,
    title: `Movie ${index + 1}`,
    year: String(1990 + (index % 30)),
    type: 'movie',
    poster: null,
  }));
}

export function favoritesState(movies: readonly MovieSummary[]): PreloadedState {
  const items = Object.fromEntries(movies.map((movie) => [movie.imdbID, movie]));
  return { favorites: { items, loading: false, error: null } };
}

/** A matchMedia stand-in that answers `prefers-reduced-motion: reduce` as told. */
export function stubReducedMotion(reduce: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
