import type { FavoriteMovie } from '../favorites/state/favoriteMovie';
import { buildExport, downloadFile } from './exportFiles';
import { readImportText } from './readImport';

const favorites: FavoriteMovie[] = [
  {
    imdbID: 'tt0133093',
    title: 'The Matrix',
    year: '1999',
    type: 'movie',
    poster: 'https://m.media-amazon.com/images/M/matrix.jpg',
    addedAt: '2026-11-20T23:15:00.000Z',
  },
  {
    imdbID: 'tt0903747',
    title: 'Title, "with" quotes',
    year: '2008–2013',
    type: 'series',
    poster: null,
    addedAt: null,
  },
  {
    imdbID: 'tt12345678',
    title: 'Two\nlines',
    year: '2021–',
    type: 'episode',
    poster: '/api/posters/tt12345678.png',
    addedAt: '2026-01-02T03:04:05.006Z',
  },
  {
    imdbID: 'tt0097723',
    title: 'Indiana Jones',
    year: '',
    type: 'game',
    poster: null,
    addedAt: null,
  },
];
// Local time: the file name carries the user's date, whatever the UTC date is.
const now = new Date(2026, 10, 24, 23, 30);

function read(text: string) {
  const result = readImportText(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('building export files', () => {
  it('writes every stored field of every entry to JSON, in order', () => {
    const file = buildExport('json', favorites, now);
    expect(file.fileName).toBe('filmoteka-library-2026-11-24.json');
    expect(file.mimeType).toBe('application/json;charset=utf-8');
    expect(file.content).toContain('\n  "format": "filmoteka-favorites",\n');
    expect(JSON.parse(file.content)).toEqual({
      format: 'filmoteka-favorites',
      version: 3,
      exportedAt: now.toISOString(),
      items: favorites,
    });
  });

  it("writes Letterboxd's import format with one year per film", () => {
    const file = buildExport('letterboxd', favorites, now);
    expect(file.fileName).toBe('filmoteka-favorites-letterboxd-2026-11-24.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(file.content).toBe(
      [
        'imdbID,Title,Year,Rating,Rating10,WatchedDate,Rewatch,Review',
        'tt0133093,The Matrix,1999,,,,,',
        'tt0903747,"Title, ""with"" quotes",2008,,,,,',
        'tt12345678,"Two\nlines",2021,,,,,',
        'tt0097723,Indiana Jones,,,,,,',
        '',
      ].join('\r\n'),
    );
  });

  it("writes IMDb's list columns with positions, dates, URLs and title types", () => {
    const file = buildExport('imdb', favorites, now);
    expect(file.fileName).toBe('filmoteka-favorites-imdb-2026-11-24.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe(
      'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
    );
    expect(lines[1]).toBe(
      '1,tt0133093,2026-11-20,2026-11-20,,The Matrix,,https://www.imdb.com/title/tt0133093/,Movie,,,1999,,,,,,',
    );
    expect(lines[2]).toBe(
      '2,tt0903747,,,,"Title, ""with"" quotes",,https://www.imdb.com/title/tt0903747/,TV Series,,,2008,,,,,,',
    );
    expect(lines[4]).toBe(
      '4,tt0097723,,,,Indiana Jones,,https://www.imdb.com/title/tt0097723/,Video Game,,,,,,,,,',
    );
    expect(lines.slice(5)).toEqual(['']);
    expect(file.content.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('keeps a type IMDb has no name for as it is', () => {
    const content = buildExport('imdb', [{ ...favorites[0], type: 'documentary' }], now).content;
    expect(content).toContain('/,documentary,');
  });

  it('writes just the header when there are no favorites', () => {
    expect(buildExport('letterboxd', [], now).content).toBe(
      'imdbID,Title,Year,Rating,Rating10,WatchedDate,Rewatch,Review\r\n',
    );
  });
});

describe('reading our exports back', () => {
  it('gives back exactly the favorites from the JSON', () => {
    const result = read(buildExport('json', favorites, now).content);
    expect(result.format).toBe('filmoteka');
    expect(result.rows).toEqual(
      favorites.map((movie, index) => ({ line: index + 1, ...movie, heart: true })),
    );
  });

  it('gives back ids, titles and first years from the Letterboxd CSV', () => {
    const result = read(buildExport('letterboxd', favorites, now).content);
    expect(result.format).toBe('letterboxd-import');
    expect(result.rows.map(({ imdbID, title, year }) => [imdbID, title, year])).toEqual([
      ['tt0133093', 'The Matrix', '1999'],
      ['tt0903747', 'Title, "with" quotes', '2008'],
      ['tt12345678', 'Two\nlines', '2021'],
      ['tt0097723', 'Indiana Jones', null],
    ]);
  });

  it('gives back ids, titles, first years, types and days added from the IMDb CSV', () => {
    const result = read(buildExport('imdb', favorites, now).content);
    expect(result.format).toBe('imdb-list');
    expect(result.rows.map(({ imdbID, title, year, type }) => [imdbID, title, year, type])).toEqual(
      [
        ['tt0133093', 'The Matrix', '1999', 'movie'],
        ['tt0903747', 'Title, "with" quotes', '2008', 'series'],
        ['tt12345678', 'Two\nlines', '2021', 'episode'],
        ['tt0097723', 'Indiana Jones', null, 'game'],
      ],
    );
    expect(result.rows.map(({ line, addedAt }) => [line, addedAt])).toEqual([
      [2, '2026-11-20T00:00:00.000Z'],
      [3, null],
      [4, '2026-01-02T00:00:00.000Z'],
      [6, null],
    ]);
  });
});

describe("the visitor's ratings, watch days and notes in each export", () => {
  const [matrix, series, episode, game] = favorites;
  const rated: FavoriteMovie[] = [
    // Rated, watched three times, with a note that needs quoting.
    {
      ...matrix,
      rating: 9,
      watched: ['2024-01-05', '2024-03-01', '2024-05-03'],
      note: 'Red, "pill"\nagain',
    },
    // Rated and never marked watched; an odd rating (half stars).
    { ...series, rating: 7 },
    // Watched once, not rated.
    { ...episode, watched: ['2025-12-31'] },
    // Nothing of the visitor's.
    game,
  ];

  it('writes a Letterboxd row per watch, the rating on each, the note on the last', () => {
    const lines = buildExport('letterboxd', rated, now).content.split('\r\n');
    expect(lines.slice(1)).toEqual([
      'tt0133093,The Matrix,1999,4.5,9,2024-01-05,,',
      'tt0133093,The Matrix,1999,4.5,9,2024-03-01,true,',
      'tt0133093,The Matrix,1999,4.5,9,2024-05-03,true,"Red, ""pill""\nagain"',
      'tt0903747,"Title, ""with"" quotes",2008,3.5,7,,,',
      'tt12345678,"Two\nlines",2021,,,2025-12-31,,',
      'tt0097723,Indiana Jones,,,,,,',
      '',
    ]);
  });

  it('writes IMDb\'s "Your Rating", dated by the last watch day, or undated', () => {
    const rows = read(buildExport('imdb', rated, now).content).rows;
    const lines = buildExport('imdb', rated, now).content.split('\r\n');
    expect(lines[1].endsWith(',9,2024-05-03')).toBe(true);
    expect(lines[2].endsWith(',7,')).toBe(true);
    expect(lines[3].endsWith(',,')).toBe(true);
    expect(rows.map((row) => row.personal)).toEqual([
      { rating: 9, watched: ['2024-05-03'] },
      { rating: 7 },
      undefined,
      undefined,
    ]);
  });

  it('reads back from JSON every field exactly', () => {
    const rows = read(buildExport('json', rated, now).content).rows;
    expect(rows.map((row) => row.personal)).toEqual([
      {
        rating: 9,
        watched: ['2024-01-05', '2024-03-01', '2024-05-03'],
        note: 'Red, "pill"\nagain',
      },
      { rating: 7 },
      { watched: ['2025-12-31'] },
      undefined,
    ]);
  });

  it('reads back from Letterboxd every rating, watch day and note, a row per film', () => {
    const rows = read(buildExport('letterboxd', rated, now).content).rows;
    expect(rows.map(({ line, imdbID, personal }) => [line, imdbID, personal])).toEqual([
      [
        2,
        'tt0133093',
        {
          rating: 9,
          watched: ['2024-01-05', '2024-03-01', '2024-05-03'],
          note: 'Red, "pill"\nagain',
        },
      ],
      // The note's line break moves the later rows a line down; the title's, one more.
      [6, 'tt0903747', { rating: 7 }],
      [7, 'tt12345678', { watched: ['2025-12-31'] }],
      [9, 'tt0097723', undefined],
    ]);
  });

  it("maps every rating to Letterboxd's stars and back exactly", () => {
    const all = Array.from({ length: 10 }, (_, index) => ({
      ...matrix,
      imdbID: `tt00000${10 + index}`,
      rating: index + 1,
    }));
    const content = buildExport('letterboxd', all, now).content;
    expect(
      content
        .split('\r\n')
        .slice(1, 11)
        .map((line) => line.split(',')[3]),
    ).toEqual(['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5']);
    // Stars alone, as Letterboxd's own files give them.
    const starsOnly = content.replace(/^(([^,]*,){4})[^,]*/gm, '$1').replace('Rating10', 'Ignored');
    expect(read(starsOnly).rows.map((row) => row.personal?.rating)).toEqual(
      all.map((movie) => movie.rating),
    );
  });
});

// jsdom's Blob has no text(); its FileReader reads one.
function readBlob(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result));
    reader.readAsText(blob);
  });
}

describe('downloading a file', () => {
  it('clicks a temporary download link and revokes its URL afterwards', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs to spy on: they are put in place and taken away again.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      downloadFile(buildExport('letterboxd', favorites, now));
      expect(clicked).toHaveLength(1);
      expect(clicked[0].download).toBe('filmoteka-favorites-letterboxd-2026-11-24.csv');
      expect(clicked[0].href).toBe('blob:export');
      expect(clicked[0].isConnected).toBe(false);
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
      vi.useRealTimers();
      expect(await readBlob(blobs[0])).toBe(buildExport('letterboxd', favorites, now).content);
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
      vi.useRealTimers();
    }
  });
});
