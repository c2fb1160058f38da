import { lazyPart } from '../../shared/lib/loading';

/**
 * A series' seasons, a chunk of their own: only a series' page needs them, and it shows them once
 * the app runs, as the episodes watched live in the browser.
 */
export const LazySeriesSeasons = lazyPart(() =>
  import('./SeriesSeasons').then((module) => module.SeriesSeasons),
);

/**
 * «Следующая серия» for a shelf of shows, a chunk of its own too: a page that imports this index
 * carries neither it nor the library's actions it dispatches until it draws one.
 */
export const LazyNextEpisode = lazyPart(() =>
  import('./NextEpisode').then((module) => module.NextEpisode),
);
