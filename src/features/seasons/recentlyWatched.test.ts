import { makeFavorite } from '../../test/factories';
import { lastWatchedDay, sortByRecentlyWatched } from './recentlyWatched';

describe('the shows most recently watched first', () => {
  it('go by the latest day an episode was watched, then the one added later, then by title', () => {
    const early = { ...makeFavorite(1), episodes: { '1:1': '2026-03-01', '1:2': '2026-01-01' } };
    const late = { ...makeFavorite(2), episodes: { '1:1': '2026-05-01' } };
    const none = { ...makeFavorite(3), addedAt: '2026-06-01T00:00:00.000Z' };
    const noneOlder = { ...makeFavorite(4), addedAt: '2025-06-01T00:00:00.000Z' };
    expect(lastWatchedDay(early)).toBe('2026-03-01');
    expect(lastWatchedDay(none)).toBeNull();
    const sorted = sortByRecentlyWatched([noneOlder, early, none, late]);
    expect(sorted.map((entry) => entry.imdbID)).toEqual([
      late.imdbID,
      early.imdbID,
      none.imdbID,
      noneOlder.imdbID,
    ]);
  });
});
