import type { SeriesSeason } from '../../api/types';
import {
  finishesSeries,
  lastMarked,
  marksUpTo,
  nextEpisode,
  progress,
  seasonMarks,
  seasonUnmarks,
  type KnownSeasons,
} from './episodeOrder';

/** A season with the given episode numbers, titled "E<n>", in the order given. */
function season(number: number, episodes: number[], totalSeasons: number | null = 3): SeriesSeason {
  return {
    seriesTitle: 'Show',
    season: number,
    totalSeasons,
    episodes: episodes.map((episode) => ({
      episode,
      title: `E${episode}`,
      released: null,
      imdbRating: null,
      imdbID: null,
    })),
  };
}

const threeSeasons: KnownSeasons = new Map([
  [1, season(1, [1, 2, 3])],
  [2, season(2, [1, 2])],
  [3, season(3, [1, 2, 3, 4])],
]);
const DAY = '2026-11-29';

describe('the last episode watched', () => {
  it('is the latest in season and episode order, not by day', () => {
    expect(lastMarked({ '1:3': '2026-01-05', '2:1': '2026-01-01', '1:10': '2026-02-01' })).toEqual({
      season: 2,
      episode: 1,
    });
    expect(lastMarked(undefined)).toBeNull();
  });
});

describe('the next episode', () => {
  it('is the first of the first season when nothing is watched', () => {
    expect(nextEpisode(undefined, threeSeasons, 3)).toEqual({
      kind: 'episode',
      ref: { season: 1, episode: 1, title: 'E1' },
    });
  });

  it('follows the last watched, across the end of a season', () => {
    expect(nextEpisode({ '1:1': DAY, '1:2': DAY }, threeSeasons, 3)).toMatchObject({
      ref: { season: 1, episode: 3 },
    });
    expect(nextEpisode({ '1:3': DAY }, threeSeasons, 3)).toMatchObject({
      ref: { season: 2, episode: 1 },
    });
  });

  it('skips a gap in OMDb’s numbering', () => {
    const gappy: KnownSeasons = new Map([[1, season(1, [1, 2, 5, 6])]]);
    expect(nextEpisode({ '1:2': DAY }, gappy, 1)).toMatchObject({ ref: { season: 1, episode: 5 } });
  });

  it('asks for a season not loaded yet', () => {
    const firstOnly: KnownSeasons = new Map([[1, season(1, [1, 2])]]);
    expect(nextEpisode({ '1:2': DAY }, firstOnly, 3)).toEqual({ kind: 'season', season: 2 });
    expect(nextEpisode({ '4:2': DAY }, firstOnly, null)).toEqual({ kind: 'season', season: 4 });
  });

  it('is done after the last episode of the last season, or at a season OMDb has not', () => {
    expect(nextEpisode({ '3:4': DAY }, threeSeasons, 3)).toEqual({ kind: 'done' });
    const ended: KnownSeasons = new Map([
      [1, season(1, [1])],
      [2, null],
    ]);
    expect(nextEpisode({ '1:1': DAY }, ended, null)).toEqual({ kind: 'done' });
  });

  it('passes over a season with no episode listed', () => {
    const hollow: KnownSeasons = new Map([
      [1, season(1, [1])],
      [2, season(2, [])],
      [3, season(3, [1])],
    ]);
    expect(nextEpisode({ '1:1': DAY }, hollow, 3)).toMatchObject({
      ref: { season: 3, episode: 1 },
    });
  });
});

describe('marks', () => {
  it('of a season are its episodes not yet watched, and taking it back is those watched', () => {
    const list = season(2, [1, 2]);
    expect(seasonMarks(2, list, { '2:1': '2026-01-01' }, DAY)).toEqual({ '2:2': DAY });
    expect(seasonUnmarks(2, list, { '2:1': '2026-01-01', '1:1': DAY })).toEqual({ '2:1': null });
  });

  it('up to an episode are the earlier seasons whole and that season up to it', () => {
    expect(
      marksUpTo(threeSeasons, { season: 2, episode: 1 }, { '1:2': '2026-01-01' }, DAY),
    ).toEqual({ '1:1': DAY, '1:3': DAY, '2:1': DAY });
  });

  it('finish the series when the last episode of the last season ends up watched', () => {
    expect(finishesSeries(undefined, { '3:4': DAY }, threeSeasons, 3)).toBe(true);
    expect(finishesSeries({ '3:4': DAY }, { '3:1': DAY }, threeSeasons, 3)).toBe(true);
    expect(finishesSeries({ '3:4': DAY }, { '3:4': null }, threeSeasons, 3)).toBe(false);
    expect(finishesSeries(undefined, { '3:3': DAY }, threeSeasons, 3)).toBe(false);
    // The last season not loaded, or the number of seasons unknown: no one can say.
    expect(finishesSeries(undefined, { '1:3': DAY }, new Map([[1, season(1, [1, 2, 3])]]), 1)).toBe(
      true,
    );
    expect(finishesSeries(undefined, { '3:4': DAY }, threeSeasons, null)).toBe(false);
  });
});

describe('progress', () => {
  it('counts the episodes watched out of those known, a watched one of an unknown season included', () => {
    const firstOnly: KnownSeasons = new Map([[1, season(1, [1, 2, 3])]]);
    expect(progress({ '1:1': DAY, '4:7': DAY }, firstOnly)).toEqual({ watched: 2, total: 4 });
    expect(progress(undefined, threeSeasons)).toEqual({ watched: 0, total: 9 });
  });
});
