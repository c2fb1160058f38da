import { readImportText } from './readImport';

function read(text: string, fileName = '') {
  const result = readImportText(text, fileName);
  if (!result.ok) throw new Error(`expected rows, got: ${result.error}`);
  return result;
}

const RATINGS_HEADER =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
const OLD_RATINGS_HEADER =
  'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
const LIST_HEADER =
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated';
const OLD_LIST_HEADER =
  'Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';

describe('reading IMDb ratings', () => {
  it('reads the current export: ids, titles, years, types and the dates rated', () => {
    const file = [
      RATINGS_HEADER,
      'tt0133093,9,2023-05-14,The Matrix,The Matrix,https://www.imdb.com/title/tt0133093/,Movie,8.7,136,1999,"Action, Sci-Fi",2171000,1999-03-24,"Lana Wachowski, Lilly Wachowski"',
      'tt0903747,10,2024-01-02,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,45,2008,"Crime, Drama, Thriller",2200000,2008-01-20,',
      'tt0211915,8,2022-12-01,,"Le fabuleux destin d\'Amélie Poulain",https://www.imdb.com/title/tt0211915/,Movie,8.3,122,2001,"Comedy, Romance",800000,2001-04-25,Jean-Pierre Jeunet',
    ].join('\n');
    expect(read(file)).toEqual({
      ok: true,
      format: 'imdb-ratings',
      rows: [
        {
          line: 2,
          imdbID: 'tt0133093',
          title: 'The Matrix',
          year: '1999',
          type: 'movie',
          addedAt: '2023-05-14T00:00:00.000Z',
          personal: { rating: 9, watched: ['2023-05-14'] },
          status: 'watched',
        },
        {
          line: 3,
          imdbID: 'tt0903747',
          title: 'Breaking Bad',
          year: '2008',
          type: 'series',
          addedAt: '2024-01-02T00:00:00.000Z',
          personal: { rating: 10, watched: ['2024-01-02'] },
          status: 'watched',
        },
        {
          line: 4,
          imdbID: 'tt0211915',
          title: "Le fabuleux destin d'Amélie Poulain",
          year: '2001',
          type: 'movie',
          addedAt: '2022-12-01T00:00:00.000Z',
          personal: { rating: 8, watched: ['2022-12-01'] },
          status: 'watched',
        },
      ],
    });
  });

  it('reads an older export without Original Title and with camel-case title types', () => {
    const file = [
      OLD_RATINGS_HEADER,
      'tt0944947,9,2019-05-20,Game of Thrones,https://www.imdb.com/title/tt0944947/,tvSeries,9.2,57,2011,"Action, Adventure, Drama",2300000,2011-04-17,',
      'tt0795176,8,2018-01-03,Planet Earth,https://www.imdb.com/title/tt0795176/,tvMiniSeries,9.4,50,2006,Documentary,230000,2006-03-05,',
    ].join('\r\n');
    const result = read(file);
    expect(result.format).toBe('imdb-ratings');
    expect(result.rows.map(({ title, type, year }) => [title, type, year])).toEqual([
      ['Game of Thrones', 'series', '2011'],
      ['Planet Earth', 'series', '2006'],
    ]);
  });
});

describe('reading what IMDb says of your ratings', () => {
  const rated = (rating: string, date: string) =>
    read(`${RATINGS_HEADER}\ntt0133093,${rating},${date},The Matrix,,,Movie,,,1999,,,,`).rows[0]
      .personal;

  it.each([
    ['1', 1],
    ['10', 10],
    ['7', 7],
    ['0', undefined],
    ['11', undefined],
    ['7.5', undefined],
    ['', undefined],
  ])('takes "Your Rating" %s as %s', (rating, expected) => {
    expect(rated(rating, '2023-05-14')?.rating).toBe(expected);
  });

  it('takes the day rated as a watch day only with a rating, and never a day to come', () => {
    expect(rated('8', '2023-05-14')).toEqual({ rating: 8, watched: ['2023-05-14'] });
    expect(rated('', '2023-05-14')).toBeUndefined();
    expect(rated('8', '2999-01-01')).toEqual({ rating: 8 });
    expect(rated('8', '30.04.2024')).toEqual({ rating: 8, watched: ['2024-04-30'] });
  });
});

describe('where IMDb files put their films', () => {
  const rated = 'tt0133093,9,2023-05-14,The Matrix,The Matrix,,Movie,8.7,136,1999,,,,';
  it.each(['ratings.csv', 'My Favorites.csv', 'watchlist.csv', ''])(
    'a ratings file named "%s" is «Просмотрено», never the heart',
    (name) => {
      const [row] = read(`${RATINGS_HEADER}\n${rated}`, name).rows;
      expect([row.status, row.heart]).toEqual(['watched', undefined]);
    },
  );

  const listed = '1,tt1375666,2023-03-10,2023-03-10,,Inception,Inception,,Movie,8.8,148,2010,,,,,,';
  it.each([
    ['WATCHLIST.csv', 'want', undefined],
    ['Top 250.csv', 'want', undefined],
    ['favorites.csv', undefined, true],
  ])('a list or watchlist named "%s" goes to %s, heart %s', (name, status, heart) => {
    const [row] = read(`${LIST_HEADER}\n${listed}`, name).rows;
    expect([row.status, row.heart]).toEqual([status, heart]);
  });
});

describe('reading IMDb lists and the watchlist', () => {
  it('reads the current list export, dated by Created', () => {
    const file = [
      LIST_HEADER,
      '1,tt1375666,2023-03-10,2023-03-10,,Inception,Inception,https://www.imdb.com/title/tt1375666/,Movie,8.8,148,2010,"Action, Adventure, Sci-Fi",2500000,2010-07-08,Christopher Nolan,,',
      '2,tt2861424,2023-04-01,2023-04-02,great,Rick and Morty,Rick and Morty,https://www.imdb.com/title/tt2861424/,TV Series,9.1,23,2013,"Animation, Comedy",600000,2013-12-02,,9,2023-05-01',
    ].join('\n');
    const result = read(file);
    expect(result.format).toBe('imdb-list');
    expect(result.rows).toEqual([
      {
        line: 2,
        imdbID: 'tt1375666',
        title: 'Inception',
        year: '2010',
        type: 'movie',
        addedAt: '2023-03-10T00:00:00.000Z',
        status: 'want',
      },
      {
        line: 3,
        imdbID: 'tt2861424',
        title: 'Rick and Morty',
        year: '2013',
        type: 'series',
        addedAt: '2023-04-01T00:00:00.000Z',
        personal: { rating: 9, watched: ['2023-05-01'] },
        // Rated: seen, as a rating in the app marks it.
        status: 'watched',
      },
    ]);
  });

  it('reads an old watchlist with dates as Date.parse reads them', () => {
    const file = [
      OLD_LIST_HEADER,
      '1,tt0068646,Mon Jan 27 00:00:00 2014,Mon Jan 27 00:00:00 2014,,The Godfather,https://www.imdb.com/title/tt0068646/,movie,9.2,175,1972,"Crime, Drama",1900000,1972-03-14,Francis Ford Coppola',
      '2,tt0959621,not a date,,,Pilot,https://www.imdb.com/title/tt0959621/,tvEpisode,8.2,58,2008,Drama,40000,2008-01-20,',
    ].join('\n');
    const result = read(file);
    expect(result.format).toBe('imdb-list');
    expect(result.rows[0].addedAt).toBe(new Date(2014, 0, 27).toISOString());
    expect(result.rows[1]).toMatchObject({ type: 'episode', addedAt: null });
  });

  it.each([
    ['movie', 'movie'],
    ['TV Movie', 'movie'],
    ['tvMovie', 'movie'],
    ['Short', 'movie'],
    ['video', 'movie'],
    ['TV Special', 'movie'],
    ['tvShort', 'movie'],
    ['Music Video', 'movie'],
    ['TV Mini-Series', 'series'],
    ['TV Mini Series', 'series'],
    ['TV Episode', 'episode'],
    ['Video Game', 'game'],
    ['videoGame', 'game'],
    ['Podcast Series', null],
    ['', null],
  ])('maps the title type "%s" to %s', (titleType, type) => {
    const result = read(`Const,Title,Title Type\ntt0133093,The Matrix,${titleType}`);
    expect(result.rows[0].type).toBe(type);
  });

  it('takes the original title when Title is empty, and a year only when it is one year', () => {
    const file = 'const, TITLE ,Original Title,Year\ntt0133093,,Матрица,1999–2003\ntt0133093,X,,19';
    const result = read(file);
    expect(result.format).toBe('imdb-list');
    expect(result.rows.map(({ title, year }) => [title, year])).toEqual([
      ['Матрица', null],
      ['X', null],
    ]);
  });

  it('keeps a name id or a short id aside as invalidId and lower-cases TT', () => {
    const file =
      'Const,Title\nnm0000206,Keanu Reeves\ntt123,Short id\nTT0133093,The Matrix\n,No id';
    expect(read(file).rows.map(({ imdbID, invalidId }) => [imdbID, invalidId])).toEqual([
      [null, 'nm0000206'],
      [null, 'tt123'],
      ['tt0133093', undefined],
      [null, undefined],
    ]);
  });
});
