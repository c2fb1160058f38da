import { Suspense } from 'react';
import type { MovieSummary } from '../../api/types';
import { LazyPersonalEditor } from '../../features/favorites/personal/lazyEditor';
import { StatusPicker } from '../../features/favorites/StatusPicker';
import { useHydrated } from '../../shared/lib/useHydrated';

/**
 * The film's status, and the visitor's rating, watch days and note. The server knows no one's
 * library, so it renders nothing here; they come once the app runs, at the end of the page's
 * column, where their arrival moves nothing above them.
 */
export function PersonalSection({ movie }: { movie: MovieSummary }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <StatusPicker movie={movie} />
      <Suspense fallback={null}>
        {/* Another film is another editor: a note still being typed is saved to the film it was for. */}
        <LazyPersonalEditor key={movie.imdbID} movie={movie} titled />
      </Suspense>
    </>
  );
}
