import { createAppThunk, fail } from '../../api/appThunk';
import type { SeriesSeason } from '../../api/types';

/**
 * One season of a series through the store's OMDb client (which keeps the answer): the season,
 * or null when OMDb has no such season. The answer stays out of the store: a page holds the
 * seasons it opened (useSeasonCatalog).
 */
export const fetchSeason = createAppThunk<
  SeriesSeason | null,
  { seriesId: string; season: number }
>('seasons/season', async ({ seriesId, season }, { extra, signal }) => {
  try {
    return await extra.omdb.season(seriesId, season, signal);
  } catch (error) {
    return fail('season', error, signal);
  }
});
