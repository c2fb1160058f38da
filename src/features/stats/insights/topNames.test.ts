import { genreStats, peopleStats, placeStats, TOP_NAMES } from './topNames';
import { library } from './insights.fixtures';

describe('genreStats', () => {
  it('is empty for no favorites', () => {
    expect(genreStats([], new Map())).toEqual({ top: [], known: 0, distinct: 0 });
  });

  it('counts a film for each of its genres, with shares of the films whose genre is known', () => {
    const { favorites, details } = library([
      { genre: 'Action, Sci-Fi' },
      { genre: 'Drama' },
      { genre: 'Sci-Fi, Drama' },
      { genre: null },
      { genre: 'N/A' },
    ]);
    const ids = favorites.map((film) => film.imdbID);
    const stats = genreStats(favorites, details);
    expect(stats.known).toBe(3);
    expect(stats.distinct).toBe(3);
    expect(stats.top).toEqual([
      { name: 'Drama', count: 2, share: 2 / 3, films: [ids[1], ids[2]] },
      { name: 'Sci-Fi', count: 2, share: 2 / 3, films: [ids[0], ids[2]] },
      { name: 'Action', count: 1, share: 1 / 3, films: [ids[0]] },
    ]);
  });

  it('does not count favorites whose details are not loaded yet', () => {
    const { favorites, details } = library([{ genre: 'Drama' }, null, null]);
    expect(genreStats(favorites, details)).toEqual({
      top: [{ name: 'Drama', count: 1, share: 1, films: [favorites[0].imdbID] }],
      known: 1,
      distinct: 1,
    });
  });

  it('counts a name once per film, whatever the spacing or repetition', () => {
    const { favorites, details } = library([
      { genre: 'Drama, Drama,  Drama ' },
      { genre: 'Drama , Comedy' },
    ]);
    const [drama] = genreStats(favorites, details).top;
    expect(drama).toMatchObject({ name: 'Drama', count: 2, share: 1 });
    expect(drama.films).toHaveLength(2);
  });

  it('breaks ties by name in Russian collation, not by code point', () => {
    const { favorites, details } = library([{ genre: 'Zed, adam, Éva, Bob, Драма, Аниме' }]);
    const names = genreStats(favorites, details).top.map((bucket) => bucket.name);
    expect(names).toEqual(['Аниме', 'Драма', 'adam', 'Bob', 'Éva', 'Zed']);
  });

  it('keeps the 10 most frequent names, the tie at the cut decided by name', () => {
    // Genre G01 in 12 films, G02 in 11, … G12 in 1; and three more genres tied with G09 (4 films).
    const entries = Array.from({ length: 12 }, (_, film) => ({
      genre: Array.from({ length: 12 - film }, (_, g) => `G${String(g + 1).padStart(2, '0')}`)
        .concat(film < 4 ? ['A-tie', 'Z-tie', 'M-tie'] : [])
        .join(', '),
    }));
    const { favorites, details } = library(entries);
    const stats = genreStats(favorites, details);
    expect(stats.distinct).toBe(15);
    expect(stats.top).toHaveLength(TOP_NAMES);
    expect(stats.top.map((bucket) => `${bucket.name}:${bucket.count}`)).toEqual([
      'G01:12',
      'G02:11',
      'G03:10',
      'G04:9',
      'G05:8',
      'G06:7',
      'G07:6',
      'G08:5',
      'A-tie:4',
      'G09:4',
    ]);
  });
});

describe('peopleStats', () => {
  it('drops notes such as "(co-director)" and merges the same person', () => {
    const { favorites, details } = library([
      { director: 'Lana Wachowski (co-director), Lilly Wachowski (co-director)' },
      { director: 'Lana Wachowski, Tom Tykwer' },
      { director: 'N/A' },
    ]);
    const stats = peopleStats(favorites, details, 'director');
    expect(stats.known).toBe(2);
    expect(stats.top.map(({ name, count }) => [name, count])).toEqual([
      ['Lana Wachowski', 2],
      ['Lilly Wachowski', 1],
      ['Tom Tykwer', 1],
    ]);
  });

  it('reads the cast, a duplicated actor counting once', () => {
    const { favorites, details } = library([
      { actors: 'Keanu Reeves, Keanu  Reeves, Carrie-Anne Moss (uncredited)' },
      { actors: 'Keanu Reeves' },
    ]);
    const stats = peopleStats(favorites, details, 'actors');
    expect(stats.top.map(({ name, count, share }) => [name, count, share])).toEqual([
      ['Keanu Reeves', 2, 1],
      ['Carrie-Anne Moss', 1, 0.5],
    ]);
  });
});

describe('placeStats', () => {
  it('counts countries and languages separately', () => {
    const { favorites, details } = library([
      { country: 'United States, United Kingdom', language: 'English' },
      { country: 'United States', language: 'English, Spanish' },
      { country: 'France', language: 'n/a' },
    ]);
    const countries = placeStats(favorites, details, 'country');
    expect(countries.known).toBe(3);
    expect(countries.top[0]).toMatchObject({ name: 'United States', count: 2, share: 2 / 3 });
    const languages = placeStats(favorites, details, 'language');
    expect(languages.known).toBe(2);
    expect(languages.top.map(({ name, share }) => [name, share])).toEqual([
      ['English', 1],
      ['Spanish', 0.5],
    ]);
  });

  it('reuses a repeated field without counting its films together', () => {
    const { favorites, details } = library([
      { country: 'Japan' },
      { country: 'Japan' },
      { country: 'Japan, Japan' },
    ]);
    const [japan] = placeStats(favorites, details, 'country').top;
    expect(japan.count).toBe(3);
    expect(japan.films).toEqual(favorites.map((film) => film.imdbID));
  });
});
