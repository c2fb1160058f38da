import { Suspense } from 'react';
import type { MovieSummary } from '../../api/types';
import { LazyPersonalEditor } from '../../features/favorites/personal/lazyEditor';
import { useHydrated } from '../../shared/lib/useHydrated';

/**
 * The visitor's rating, watch days and note. The server knows no one's favorites, so it renders
 * nothing here; the editor comes once the app runs, at the end of the page's column, where its
 * arrival moves nothing above it.
 */
export function PersonalSection({ movie }: { movie: MovieSummary }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {/* Another film is another editor: a note still being typed is saved to the film it was for. */}
      <LazyPersonalEditor key={movie.imdbID} movie={movie} titled />
    </Suspense>
  );
}
