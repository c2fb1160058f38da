// What other features and pages may use of the seasons (lint allows them nothing else). The
// components are lazy parts: render them inside <Suspense>.
export { LazyNextEpisode, LazySeriesSeasons } from './lazySeriesSeasons';
export { lastWatchedDay, sortByRecentlyWatched } from './recentlyWatched';
