import { makeFilm } from '../../../test/factories';
import { EPISODES_MAX, readEpisodes, withEpisodeMarks } from './episodes';
import { episodesMarked, favoritesSlice, initialFavoritesState } from './favoritesSlice';

const reduce = favoritesSlice.reducer;
const show = makeFilm(903747, { title: 'Breaking Bad', year: '2008–2013', type: 'series' });

describe('a series’ episodes', () => {
  it('marks a whole season in one change and puts the show on «Смотрю», never hearting it', () => {
    const season = Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [`1:${index + 1}`, '2026-11-20']),
    );
    const state = reduce(initialFavoritesState, episodesMarked(show, season));
    const entry = state.items[show.imdbID];
    expect(Object.keys(entry.episodes ?? {})).toEqual(Object.keys(season));
    expect(entry).toMatchObject({ status: 'watching', favorite: false });
  });

  it('keeps the first day of an episode marked again, takes one back with null, and finishes with the last', () => {
    let state = reduce(initialFavoritesState, episodesMarked(show, { '2:1': '2026-11-20' }));
    state = reduce(state, episodesMarked(show, { '2:1': '2026-11-22', '1:3': '2026-11-21' }));
    expect(state.items[show.imdbID].episodes).toEqual({ '1:3': '2026-11-21', '2:1': '2026-11-20' });
    state = reduce(state, episodesMarked(show, { '1:3': null }, true));
    expect(state.items[show.imdbID]).toMatchObject({
      episodes: { '2:1': '2026-11-20' },
      status: 'watched',
    });
  });

  it('lets an unhearted show with nothing left go, and keeps a dropped one dropped', () => {
    let state = reduce(initialFavoritesState, episodesMarked(show, { '1:1': '2026-11-20' }));
    state = reduce(state, episodesMarked(show, { '1:1': null }));
    expect(state.items[show.imdbID]).toMatchObject({ status: 'watching' });
    expect(state.items[show.imdbID]).not.toHaveProperty('episodes');
    const dropped = reduce(
      initialFavoritesState,
      favoritesSlice.actions.statusSet(show, 'dropped'),
    );
    expect(
      reduce(dropped, episodesMarked(show, { '1:1': '2026-11-20' })).items[show.imdbID].status,
    ).toBe('dropped');
  });

  it('reads a stored list in episode order, and refuses one out of shape or absurdly large', () => {
    expect(
      readEpisodes({ '10:1': '2024-01-01', '2:10': '2024-01-02', '2:9': '2024-01-03' }),
    ).toEqual({ '2:9': '2024-01-03', '2:10': '2024-01-02', '10:1': '2024-01-01' });
    expect(Object.keys(readEpisodes({ '2:10': '2024-01-02', '2:9': '2024-01-03' }) ?? {})).toEqual([
      '2:9',
      '2:10',
    ]);
    expect(readEpisodes({})).toBeUndefined();
    expect(readEpisodes(undefined)).toBeUndefined();
    for (const bad of [
      [],
      'x',
      { '0:1': '2024-01-01' },
      { '1:1': 'вчера' },
      { s1e1: '2024-01-01' },
    ])
      expect(readEpisodes(bad)).toBeNull();
    const huge = Object.fromEntries(
      Array.from({ length: EPISODES_MAX + 1 }, (_, index) => [`1:${index + 1}`, '2024-01-01']),
    );
    expect(readEpisodes(huge)).toBeNull();
    expect(withEpisodeMarks(undefined, { bad: '2024-01-01', '1:1': 'no' })).toBeUndefined();
  });
});
