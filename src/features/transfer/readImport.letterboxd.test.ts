import { readImportText } from './readImport';

function read(text: string, fileName = '') {
  const result = readImportText(text, fileName);
  if (!result.ok) throw new Error(`expected rows, got: ${result.error}`);
  return result;
}

const matrix = {
  line: 2,
  imdbID: null,
  title: 'The Matrix',
  year: '1999',
  type: null,
  addedAt: '2023-05-14T00:00:00.000Z',
};

describe("reading Letterboxd's export", () => {
  // Each file of a Letterboxd export, as the browser names it (likes/films.csv is "films.csv").
  it.each([
    [
      'watched.csv',
      'Date,Name,Year,Letterboxd URI',
      '2023-05-14,The Matrix,1999,https://boxd.it/29Ps',
      { status: 'watched' },
    ],
    [
      'ratings.csv',
      'Date,Name,Year,Letterboxd URI,Rating',
      '2023-05-14,The Matrix,1999,https://boxd.it/29Ps,4.5',
      { personal: { rating: 9 }, status: 'watched' },
    ],
    [
      'diary.csv',
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2023-05-14,The Matrix,1999,https://letterboxd.com/me/film/the-matrix/,5,Yes,"sci-fi, rewatch",2023-05-10',
      { personal: { rating: 10, watched: ['2023-05-10'] }, status: 'watched' },
    ],
    [
      'reviews.csv',
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date',
      '2023-05-14,The Matrix,1999,https://boxd.it/29Ps,0.5,,"Whoa, again.",,2023-05-12',
      { personal: { rating: 1, watched: ['2023-05-12'], note: 'Whoa, again.' }, status: 'watched' },
    ],
    [
      'films.csv',
      'Date,Name,Year,Letterboxd URI',
      '2023-05-14,The Matrix,1999,https://boxd.it/29Ps',
      { heart: true },
    ],
    [
      'watchlist.csv',
      'Date,Name,Year,Letterboxd URI',
      '2023-05-14,The Matrix,1999,https://boxd.it/29Ps',
      { status: 'want' },
    ],
  ])('reads %s by title and year, dated by Date, onto its shelf', (name, header, row, brought) => {
    expect(read(`${header}\n${row}\n`, name)).toEqual({
      ok: true,
      format: 'letterboxd-export',
      rows: [{ ...matrix, ...brought }],
    });
  });

  it.each([
    ['letterboxd-export-2024/likes-films.csv', { heart: true }],
    ['My Favorites.csv', { heart: true }],
    ['WATCHLIST (1).csv', { status: 'want' }],
    ['export.csv', { status: 'watched' }],
    ['', { status: 'watched' }],
  ])('puts the films of a file named "%s" where its name says', (name, brought) => {
    const file = 'Date,Name,Year,Letterboxd URI\n2023-05-14,The Matrix,1999,https://boxd.it/29Ps';
    expect(read(file, name).rows).toEqual([{ ...matrix, ...brought }]);
  });

  it('marks a rated or logged film of a likes or watchlist file watched, as the app does', () => {
    const file = [
      'Date,Name,Year,Letterboxd URI,Rating,Watched Date',
      '2023-05-14,The Matrix,1999,https://boxd.it/a,4,',
      '2023-05-14,Alien,1979,https://boxd.it/b,,2023-05-01',
      '2023-05-14,Heat,1995,https://boxd.it/c,,',
    ].join('\n');
    const placed = (name: string) =>
      read(file, name).rows.map(({ status, heart }) => [status, heart]);
    expect(placed('watchlist.csv')).toEqual([
      ['watched', undefined],
      ['watched', undefined],
      ['want', undefined],
    ]);
    expect(placed('films.csv')).toEqual([
      ['watched', true],
      ['watched', true],
      [undefined, true],
    ]);
  });

  it('folds the diary rows of one film into its watch days, the latest rating winning', () => {
    const file = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2023-01-02,The Matrix,1999,https://boxd.it/a1,3,No,,2023-01-01',
      '2023-02-02,Alien,1979,https://boxd.it/a2,4,No,,2023-02-01',
      '2023-03-02,the matrix,1999,https://boxd.it/a3,4.5,Yes,,2023-03-01',
      '2023-04-02,The Matrix,1999,https://boxd.it/a4,,Yes,,2023-01-01',
      '2023-05-02,The Matrix,2003,https://boxd.it/a5,2,No,,2023-05-01',
    ].join('\n');
    expect(
      read(file).rows.map(({ line, title, year, addedAt, personal }) => [
        line,
        title,
        year,
        addedAt,
        personal,
      ]),
    ).toEqual([
      [
        2,
        'The Matrix',
        '1999',
        '2023-01-02T00:00:00.000Z',
        { rating: 9, watched: ['2023-01-01', '2023-03-01'] },
      ],
      [3, 'Alien', '1979', '2023-02-02T00:00:00.000Z', { rating: 8, watched: ['2023-02-01'] }],
      [6, 'The Matrix', '2003', '2023-05-02T00:00:00.000Z', { rating: 4, watched: ['2023-05-01'] }],
    ]);
  });

  it.each([
    ['4.5', 9],
    ['0,5', 1],
    ['5', 10],
    ['2.0', 4],
    ['3.3', undefined],
    ['0', undefined],
    ['5.5', undefined],
    ['', undefined],
  ])('maps the stars %s to %s on the 1–10 scale', (stars, rating) => {
    const [row] = read(
      `Date,Name,Year,Letterboxd URI,Rating\n2023-05-14,The Matrix,1999,x,"${stars}"\n`,
    ).rows;
    expect(row.personal?.rating).toBe(rating);
  });

  it('reads a watchlist with a title full of commas, quotes and a line break', () => {
    const file = [
      'Date,Name,Year,Letterboxd URI',
      '2024-02-01,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1a',
      '2024-02-02,"The ""Burbs""\nDirector\'s Cut",1989,https://boxd.it/1b',
      '2024-02-03,Alien,,https://boxd.it/1c',
    ].join('\r\n');
    expect(read(file).rows.map(({ line, title, year }) => [line, title, year])).toEqual([
      [2, 'Crouching Tiger, Hidden Dragon', '2000'],
      [3, 'The "Burbs"\nDirector\'s Cut', '1989'],
      [5, 'Alien', null],
    ]);
  });
});

describe("reading Letterboxd's import format", () => {
  it('reads every column Letterboxd documents', () => {
    const file = [
      'LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review',
      'https://boxd.it/29Ps,603,tt0133093,The Matrix,1999,"Lana Wachowski, Lilly Wachowski",5,10,2023-05-14,false,,"Whoa."',
    ].join('\n');
    expect(read(file)).toEqual({
      ok: true,
      format: 'letterboxd-import',
      rows: [
        {
          ...matrix,
          imdbID: 'tt0133093',
          personal: { rating: 10, watched: ['2023-05-14'], note: 'Whoa.' },
          status: 'watched',
        },
      ],
    });
  });

  it('reads a subset of the columns in any case, with Name for the title', () => {
    const result = read('IMDBID,name,YEAR\ntt0078748,Alien,1979\n');
    expect(result.format).toBe('letterboxd-import');
    expect(result.rows).toEqual([
      {
        line: 2,
        imdbID: 'tt0078748',
        title: 'Alien',
        year: '1979',
        type: null,
        addedAt: null,
        status: 'watched',
      },
    ]);
  });

  it('reads a file of ids alone and one of titles alone', () => {
    const watched = { status: 'watched' };
    expect(read('imdbID\ntt0078748\nnm0000206').rows).toEqual([
      {
        line: 2,
        imdbID: 'tt0078748',
        title: null,
        year: null,
        type: null,
        addedAt: null,
        ...watched,
      },
      {
        line: 3,
        imdbID: null,
        invalidId: 'nm0000206',
        title: null,
        year: null,
        type: null,
        addedAt: null,
        ...watched,
      },
    ]);
    expect(read('Title\n  Alien  \n').rows[0].title).toBe('Alien');
  });

  it('reads a semicolon CSV saved by Excel, with dotted Russian dates', () => {
    const file =
      '\uFEFFimdbID;Title;Year;WatchedDate\r\ntt0133093;Матрица, перезагрузка;2003;14.05.2023\r\n';
    expect(read(file).rows).toEqual([
      {
        line: 2,
        imdbID: 'tt0133093',
        title: 'Матрица, перезагрузка',
        year: '2003',
        type: null,
        addedAt: '2023-05-14T00:00:00.000Z',
        personal: { watched: ['2023-05-14'] },
        status: 'watched',
      },
    ]);
  });

  it('skips empty rows but counts their lines', () => {
    const file = 'Title,Year\n\n,\n , \nAlien,1979\n\n';
    expect(read(file).rows).toEqual([
      {
        line: 5,
        imdbID: null,
        title: 'Alien',
        year: '1979',
        type: null,
        addedAt: null,
        status: 'watched',
      },
    ]);
  });

  it.each([
    ['2023-05-14T10:15:00+03:00', '2023-05-14T07:15:00.000Z'],
    ['2023-02-30', null],
    ['31.02.2023', null],
    ['soon', null],
    ['', null],
  ])('reads the date "%s" as %s', (date, addedAt) => {
    expect(read(`Title,WatchedDate\nAlien,${date}`).rows[0].addedAt).toBe(addedAt);
  });
});

describe('telling the CSV formats apart', () => {
  it('prefers IMDb when a file has Const as well as Letterboxd columns', () => {
    expect(read('Const,Name,Letterboxd URI,imdbID\ntt0133093,x,y,tt0078748').format).toBe(
      'imdb-list',
    );
  });

  it("prefers Letterboxd's export over its import format", () => {
    expect(read('Name,Letterboxd URI,imdbID\nAlien,u,tt0078748').format).toBe('letterboxd-export');
  });

  it('reads Letterboxd export columns without a URI as the import format', () => {
    expect(read('Date,Name,Year\n2023-05-14,Alien,1979').format).toBe('letterboxd-import');
  });
});
