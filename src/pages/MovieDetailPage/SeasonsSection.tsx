import { Suspense } from 'react';
import type { MovieDetail } from '../../api/types';
import { LazySeriesSeasons } from '../../features/seasons';
import { useHydrated } from '../../shared/lib/useHydrated';

/**
 * OMDb's `totalSeasons` of a series, when the details carry it; else null, and the section learns
 * it from the first season's answer.
 */
function totalSeasonsOf(movie: MovieDetail): number | null {
  const total: unknown = 'totalSeasons' in movie ? movie.totalSeasons : null;
  return typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : null;
}

/**
 * A series' seasons, episode by episode. Like the personal editor, it shows once the app runs (the
 * episodes watched live in the browser), at the end of the page's column.
 */
export function SeasonsSection({ movie }: { movie: MovieDetail }) {
  const hydrated = useHydrated();
  if (!hydrated || movie.type !== 'series') return null;
  return (
    <Suspense fallback={null}>
      {/* Another series is another catalog of seasons. */}
      <LazySeriesSeasons key={movie.imdbID} movie={movie} totalSeasons={totalSeasonsOf(movie)} />
    </Suspense>
  );
}
