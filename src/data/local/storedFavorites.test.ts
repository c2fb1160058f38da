import { pickSummary } from '../../api/types';
import { makeFilm } from '../../test/factories';
import type { FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import { parseStoredFavorites, serializeFavorites } from './storedFavorites';

const matrix: FavoriteMovie = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: '/p.svg',
  addedAt: '2026-11-20T10:15:00.000Z',
};
const alien: FavoriteMovie = {
  imdbID: 'tt0078748',
  title: 'Alien',
  year: '1979',
  type: 'movie',
  poster: null,
  addedAt: null,
};
const summary = (movie: FavoriteMovie) => pickSummary(movie);
const byId = (...movies: FavoriteMovie[]) =>
  Object.fromEntries(movies.map((movie) => [movie.imdbID, movie]));

describe('favorites in storage', () => {
  it('round-trips the items in order, with version 4 and the dates', () => {
    const raw = serializeFavorites(byId(matrix, alien));
    expect(JSON.parse(raw)).toEqual({ version: 4, items: [matrix, alien] });
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(true);
    expect(Object.values(parsed.items)).toEqual([matrix, alien]);
  });

  it('starts empty and intact when nothing is stored', () => {
    expect(parseStoredFavorites(null)).toEqual({ items: {}, intact: true });
  });

  it.each(['{not json', '"text"', '42', 'null', '{"version":1}', '{"version":2}'])(
    'treats %s as unreadable',
    (raw) => {
      expect(parseStoredFavorites(raw)).toEqual({ items: {}, intact: false });
    },
  );

  it('keeps the valid items of a partly valid list', () => {
    const raw = JSON.stringify({ version: 2, items: [matrix, { imdbID: 'bad' }, 7, alien] });
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(false);
    expect(Object.keys(parsed.items)).toEqual(['tt0133093', 'tt0078748']);
  });

  it('reads a bare list or a keyed record, but marks them for backup', () => {
    expect(parseStoredFavorites(JSON.stringify([summary(matrix)])).items).toEqual({
      tt0133093: { ...matrix, addedAt: null },
    });
    const keyed = parseStoredFavorites(JSON.stringify({ items: { tt0078748: summary(alien) } }));
    expect(keyed).toEqual({ items: { tt0078748: alien }, intact: false });
  });

  it('drops a date that is not a time and keeps one in another notation, as UTC', () => {
    const raw = JSON.stringify({
      version: 2,
      items: [
        { ...matrix, addedAt: 'yesterday' },
        { ...alien, addedAt: '2026-11-20T13:15:00+03:00' },
      ],
    });
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(false);
    expect(parsed.items.tt0133093.addedAt).toBeNull();
    expect(parsed.items.tt0078748.addedAt).toBe('2026-11-20T10:15:00.000Z');
  });
});

describe('migrating version 1 (no dates) to version 4', () => {
  const films = Array.from({ length: 30 }, (_, index) =>
    makeFilm(9_000_000 - index * 7919, {
      title: `Film ${index}`,
      year: String(1950 + index),
      type: index % 3 === 0 ? 'series' : 'movie',
      poster: index % 4 === 0 ? null : `/api/posters/${index}.svg`,
    }),
  );

  it('keeps the same films in the same order, each dated null, and counts as intact', () => {
    const parsed = parseStoredFavorites(JSON.stringify({ version: 1, items: films }));
    expect(parsed.intact).toBe(true);
    expect(Object.values(parsed.items)).toEqual(films.map((film) => ({ ...film, addedAt: null })));
  });

  it('writes the migrated list as version 4, which reads back unchanged', () => {
    const migrated = parseStoredFavorites(JSON.stringify({ version: 1, items: films })).items;
    const raw = serializeFavorites({ ...migrated });
    expect(JSON.parse(raw).version).toBe(4);
    expect(parseStoredFavorites(raw)).toEqual({ items: migrated, intact: true });
  });

  it('reads a version 1 list that already mixes in dated items (written by two app versions)', () => {
    const raw = JSON.stringify({ version: 1, items: [summary(alien), matrix] });
    expect(Object.values(parseStoredFavorites(raw).items)).toEqual([alien, matrix]);
  });
});

describe('version 3: the rating, the watch days and the note', () => {
  const rated: FavoriteMovie = {
    ...matrix,
    rating: 9,
    watched: ['2024-05-03', '2026-11-20'],
    note: 'Смотреть с субтитрами.',
  };

  it('migrates version 2 unchanged: every film, every date, no personal fields', () => {
    const films = [matrix, alien];
    const parsed = parseStoredFavorites(JSON.stringify({ version: 2, items: films }));
    expect(parsed.intact).toBe(true);
    expect(Object.values(parsed.items)).toEqual(films);
    for (const film of Object.values(parsed.items)) {
      expect(Object.keys(film)).not.toContain('rating');
      expect(Object.keys(film)).not.toContain('watched');
      expect(Object.keys(film)).not.toContain('note');
    }
    const raw = serializeFavorites({ ...parsed.items });
    expect(JSON.parse(raw)).toEqual({ version: 4, items: films });
  });

  it('migrates version 3: every favorite stays hearted with its fields, and a rated or watched one is watched', () => {
    const noted: FavoriteMovie = { ...alien, note: 'Только заметка.' };
    const parsed = parseStoredFavorites(JSON.stringify({ version: 3, items: [rated, noted] }));
    expect(parsed.intact).toBe(true);
    expect(parsed.items).toEqual(byId({ ...rated, status: 'watched' }, noted));
    const onlyDay = { ...matrix, watched: ['2024-05-03'] };
    const days = parseStoredFavorites(JSON.stringify({ version: 3, items: [onlyDay] }));
    expect(days.items.tt0133093).toEqual({ ...onlyDay, status: 'watched' });
  });

  it('round-trips a rating, watch days and a note, and writes nothing for a favorite without them', () => {
    const raw = serializeFavorites(byId(rated, alien));
    expect(JSON.parse(raw).items[1]).toEqual(alien);
    expect(parseStoredFavorites(raw)).toEqual({ items: byId(rated, alien), intact: true });
  });
});

describe('version 4: the library, each entry with its heart and status', () => {
  const wanted: FavoriteMovie = { ...alien, favorite: false, status: 'want' };
  const watchedLoved: FavoriteMovie = { ...matrix, status: 'watched', rating: 8 };

  it('round-trips entries hearted or not, with every status, and writes the heart only when it is off', () => {
    const dropped: FavoriteMovie = {
      ...makeFilm(1),
      addedAt: null,
      favorite: false,
      status: 'dropped',
    };
    const watching: FavoriteMovie = { ...makeFilm(2), addedAt: null, status: 'watching' };
    const items = byId(wanted, watchedLoved, dropped, watching);
    const raw = serializeFavorites(items);
    expect(JSON.parse(raw).items[1]).not.toHaveProperty('favorite');
    expect(JSON.parse(raw).items[0]).toMatchObject({ favorite: false, status: 'want' });
    expect(parseStoredFavorites(raw)).toEqual({ items, intact: true });
  });

  it('does not make a version 4 entry watched for its rating: its status is as stored', () => {
    const raw = JSON.stringify({ version: 4, items: [{ ...alien, rating: 6, favorite: false }] });
    expect(parseStoredFavorites(raw)).toEqual({
      items: byId({ ...alien, rating: 6, favorite: false }),
      intact: true,
    });
  });

  it('reads an unknown status as none and an odd heart as on, drops an entry left with nothing, and keeps the value aside', () => {
    const raw = JSON.stringify({
      version: 4,
      items: [
        { ...matrix, status: 'someday' },
        { ...alien, favorite: false },
        { ...makeFilm(3), addedAt: null, favorite: 'no', status: 'want' },
      ],
    });
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(false);
    expect(Object.keys(parsed.items)).toEqual(['tt0133093', 'tt0000003']);
    expect(parsed.items.tt0133093).toEqual(matrix);
    expect(parsed.items.tt0000003).toEqual({ ...makeFilm(3), addedAt: null, status: 'want' });
  });

  it('puts values out of canonical form right and keeps the stored value aside', () => {
    const raw = JSON.stringify({
      version: 3,
      items: [
        { ...matrix, rating: 11, watched: ['2026-11-20', 'вчера', '2024-05-03', '2026-11-20'] },
        { ...alien, rating: 7.5, watched: '2024-05-03', note: 'x'.repeat(1500) },
      ],
    });
    const parsed = parseStoredFavorites(raw);
    expect(parsed.intact).toBe(false);
    expect(parsed.items.tt0133093).toEqual({
      ...matrix,
      watched: ['2024-05-03', '2026-11-20'],
      status: 'watched',
    });
    expect(parsed.items.tt0078748).toEqual({ ...alien, note: 'x'.repeat(1000) });
  });

  it('drops a day that is not in the calendar', () => {
    const raw = JSON.stringify({ version: 3, items: [{ ...matrix, watched: ['2023-02-29'] }] });
    expect(parseStoredFavorites(raw).items.tt0133093).toEqual(matrix);
  });

  it('round-trips a series’ episodes, and drops a corrupted or absurdly large list, keeping the value aside', () => {
    const show: FavoriteMovie = {
      ...makeFilm(903747, { type: 'series' }),
      addedAt: null,
      favorite: false,
      status: 'watching',
      episodes: { '1:1': '2026-11-20', '1:2': '2026-11-21' },
    };
    expect(parseStoredFavorites(serializeFavorites(byId(show)))).toEqual({
      items: byId(show),
      intact: true,
    });
    const huge = Object.fromEntries(
      Array.from({ length: 20_001 }, (_, index) => [`1:${index + 1}`, '2026-11-20']),
    );
    for (const episodes of [huge, { '1:1': 'вчера' }, ['1:1']]) {
      const parsed = parseStoredFavorites(
        JSON.stringify({ version: 4, items: [{ ...show, episodes }] }),
      );
      expect(parsed.intact).toBe(false);
      expect(parsed.items[show.imdbID]).toEqual({ ...show, episodes: undefined });
    }
  });
});
