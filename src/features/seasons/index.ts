// What other features and pages may use of the seasons (lint allows them nothing else).
export { LazySeriesSeasons } from './lazySeriesSeasons';
export { NextEpisode } from './NextEpisode';
export { lastWatchedDay, sortByRecentlyWatched } from './recentlyWatched';
export { episodeCode } from './seasonsText';
