import { useCallback } from 'react';
import type { MovieSummary, SeriesSeason } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { episodesMarked, selectLibraryEntry, type Episodes } from '../favorites';
import { finishesSeries, type KnownSeasons, type Marks } from './episodeOrder';
import type { SeasonCatalog } from './useSeasonCatalog';

export interface SeriesMarks {
  episodes: Episodes | undefined;
  /**
   * Applies marks in one change. `known` adds seasons loaded since the last render (a caller that
   * just fetched them); the last episode of the last season marked puts the series on «Просмотрено».
   */
  mark: (marks: Marks, known?: KnownSeasons, totalSeasons?: number | null) => void;
}

export function useSeriesMarks(movie: MovieSummary, catalog: SeasonCatalog): SeriesMarks {
  const dispatch = useAppDispatch();
  const episodes = useAppSelector((state) => selectLibraryEntry(state, movie.imdbID))?.episodes;
  const mark = useCallback(
    (marks: Marks, known?: KnownSeasons, totalSeasons?: number | null) => {
      if (Object.keys(marks).length === 0) return;
      const seasons = known ?? catalog.known;
      const total = totalSeasons ?? catalog.totalSeasons;
      dispatch(episodesMarked(movie, marks, finishesSeries(episodes, marks, seasons, total)));
    },
    [dispatch, movie, episodes, catalog.known, catalog.totalSeasons],
  );
  return { episodes, mark };
}

/**
 * The seasons 1..`last` loaded (those not yet asked for fetched side by side) with those already
 * known, and the series' number of seasons as the answers tell it.
 */
export async function loadSeasonsUpTo(
  catalog: SeasonCatalog,
  last: number,
): Promise<{ known: KnownSeasons; totalSeasons: number | null }> {
  const known = new Map(catalog.known);
  const missing = Array.from({ length: last }, (_, index) => index + 1).filter(
    (season) => !known.has(season),
  );
  const loaded = await Promise.all(missing.map((season) => catalog.load(season)));
  missing.forEach((season, index) => known.set(season, loaded[index]));
  return { known, totalSeasons: catalog.totalSeasons ?? answeredTotal(loaded) };
}

export function answeredTotal(seasons: readonly (SeriesSeason | null)[]): number | null {
  const totals = seasons.map((season) => season?.totalSeasons ?? 0).filter((total) => total > 0);
  return totals.length > 0 ? Math.max(...totals) : null;
}
