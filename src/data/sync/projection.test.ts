import { makeFavorite } from '../../test/factories';
import type { CollectionState, FilmInfo, FilmState, Register } from './collection';
import { project, summarize } from './projection';
import { stampAt } from './states.fixtures';

const info = (title: string): Register<FilmInfo> => [
  { title, year: '1979', type: 'movie', poster: null },
  stampAt(1),
];
const film = (title: string, extra: FilmState = {}): FilmState => ({
  fav: [true, stampAt(1)],
  info: info(title),
  added: null,
  ...extra,
});

describe('project', () => {
  it('shows the films in the collection with their personal fields in canonical form', () => {
    const state: CollectionState = {
      tt0000002: film('Movie 2', {
        added: '2024-05-01T00:00:00.000Z',
        rating: [8, stampAt(2)],
        note: ['  ', stampAt(2)],
        days: {
          '2024-03-01': [true, stampAt(2)],
          '2024-01-01': [true, stampAt(2)],
          '2024-02-01': [false, stampAt(2)],
        },
      }),
      tt0000001: film('Movie 1', { rating: [null, stampAt(2)], note: ['да', stampAt(2)] }),
      tt0000003: film('Movie 3', { fav: [false, stampAt(2)] }),
      tt0000004: { rating: [5, stampAt(2)] },
    };
    const items = project(state);
    expect(Object.keys(items)).toEqual(['tt0000001', 'tt0000002']);
    expect(items.tt0000001).toEqual(
      makeFavorite(1, { title: 'Movie 1', year: '1979', note: 'да' }),
    );
    expect(items.tt0000002).toEqual(
      makeFavorite(2, {
        year: '1979',
        addedAt: '2024-05-01T00:00:00.000Z',
        rating: 8,
        watched: ['2024-01-01', '2024-03-01'],
      }),
    );
  });
});

describe('summarize', () => {
  it('counts the films joining would add, update and remove', () => {
    const local: CollectionState = {
      tt0000001: film('A'),
      tt0000002: film('B'),
      tt0000003: film('C'),
    };
    const incoming: CollectionState = {
      tt0000001: { rating: [6, stampAt(3)] },
      tt0000002: { info: [{ title: 'B', year: '1979', type: 'movie', poster: null }, stampAt(3)] },
      tt0000003: { fav: [false, stampAt(3)] },
      tt0000004: film('D'),
      tt0000005: film('E'),
      tt0000006: film('F', { fav: [false, stampAt(1)] }),
    };
    expect(summarize(local, incoming)).toEqual({ added: 2, updated: 1, removed: 1 });
    expect(summarize(local, local)).toEqual({ added: 0, updated: 0, removed: 0 });
  });
});
