import type { MovieSummary } from '../../api/types';
import { NextEpisodeControl } from './NextEpisodeControl';
import { useSeasonCatalog } from './useSeasonCatalog';

/**
 * «Следующая серия» for a show on its own (a shelf's card): it loads the seasons it needs as it is
 * pressed, starting from the one of the last episode watched.
 */
export function NextEpisode({ movie }: { movie: MovieSummary }) {
  const catalog = useSeasonCatalog(movie.imdbID, null);
  return <NextEpisodeControl movie={movie} catalog={catalog} />;
}
