import { lazyPart } from '../../shared/lib/loading';

/**
 * A series' seasons, a chunk of their own: only a series' page needs them, and it shows them once
 * the app runs, as the episodes watched live in the browser.
 */
export const LazySeriesSeasons = lazyPart(() =>
  import('./SeriesSeasons').then((module) => module.SeriesSeasons),
);
