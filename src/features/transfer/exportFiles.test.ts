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
    poster: '/api/posters/tt12345678.svg',
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
  it('writes every stored field of every favorite to JSON, in order', () => {
    const file = buildExport('json', favorites, now);
    expect(file.fileName).toBe('filmoteka-favorites-2026-11-24.json');
    expect(file.mimeType).toBe('application/json;charset=utf-8');
    expect(file.content).toContain('\n  "format": "filmoteka-favorites",\n');
    expect(JSON.parse(file.content)).toEqual({
      format: 'filmoteka-favorites',
      version: 1,
      exportedAt: now.toISOString(),
      items: favorites,
    });
  });

  it("writes Letterboxd's import format with one year per film", () => {
    const file = buildExport('letterboxd', favorites, now);
    expect(file.fileName).toBe('filmoteka-letterboxd-2026-11-24.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(file.content).toBe(
      [
        'imdbID,Title,Year,WatchedDate',
        'tt0133093,The Matrix,1999,',
        'tt0903747,"Title, ""with"" quotes",2008,',
        'tt12345678,"Two\nlines",2021,',
        'tt0097723,Indiana Jones,,',
        '',
      ].join('\r\n'),
    );
  });

  it("writes IMDb's list columns with positions, dates, URLs and title types", () => {
    const file = buildExport('imdb', favorites, now);
    expect(file.fileName).toBe('filmoteka-imdb-2026-11-24.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe(
      'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
    );
    expect(lines[1]).toBe(
      '1,tt0133093,2026-11-20,2026-11-20,,The Matrix,,https://www.imdb.com/title/tt0133093/,Movie,,,1999,,,,',
    );
    expect(lines[2]).toBe(
      '2,tt0903747,,,,"Title, ""with"" quotes",,https://www.imdb.com/title/tt0903747/,TV Series,,,2008,,,,',
    );
    expect(lines[4]).toBe(
      '4,tt0097723,,,,Indiana Jones,,https://www.imdb.com/title/tt0097723/,Video Game,,,,,,,',
    );
    expect(lines.slice(5)).toEqual(['']);
    expect(file.content.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('keeps a type IMDb has no name for as it is', () => {
    const content = buildExport('imdb', [{ ...favorites[0], type: 'documentary' }], now).content;
    expect(content).toContain('/,documentary,');
  });

  it('writes just the header when there are no favorites', () => {
    expect(buildExport('letterboxd', [], now).content).toBe('imdbID,Title,Year,WatchedDate\r\n');
  });
});

describe('reading our exports back', () => {
  it('gives back exactly the favorites from the JSON', () => {
    const result = read(buildExport('json', favorites, now).content);
    expect(result.format).toBe('filmoteka');
    expect(result.rows).toEqual(favorites.map((movie, index) => ({ line: index + 1, ...movie })));
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
      expect(clicked[0].download).toBe('filmoteka-letterboxd-2026-11-24.csv');
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
