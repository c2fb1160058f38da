import type { FavoriteMovie } from '../favorites/state/favoriteMovie';
import type { OmdbClient } from '../../api/omdbClient';
import { pickSummary } from '../../api/types';
import { buildExport } from './exportFiles';
import { buildPreview, filmsToAdd } from './importPreview';
import { matchRows } from './match';
import { readImportText } from './readImport';
import { buildShelfExport } from './shelfExport';

const now = new Date(2026, 10, 24, 12, 0);
const entry = (imdbID: string, title: string, more: Partial<FavoriteMovie>): FavoriteMovie => ({
  imdbID,
  title,
  year: '1999',
  type: 'movie',
  poster: null,
  addedAt: '2026-01-02T03:04:05.006Z',
  ...more,
});
/** A library of every kind of entry: each status, hearted or not, with and without notes. */
const library: FavoriteMovie[] = [
  entry('tt0133093', 'The Matrix', {
    status: 'watched',
    rating: 9,
    watched: ['2024-01-05', '2024-05-03'],
    note: 'Red, "pill"\nagain',
  }),
  entry('tt0078748', 'Alien', { favorite: false, status: 'want' }),
  entry('tt0903747', 'Breaking Bad', {
    favorite: false,
    status: 'watching',
    type: 'series',
    year: '2008–2013',
  }),
  entry('tt0079944', 'Stalker', { favorite: false, status: 'dropped', rating: 4, addedAt: null }),
  entry('tt0111161', 'The Shawshank Redemption', {
    poster: 'https://m.media-amazon.com/images/M/x.jpg',
  }),
  entry('tt0068646', 'The Godfather', { favorite: false, note: 'Later.' }),
];

/** OMDb as far as a CSV's rows need it: each film's summary by its id. */
const client = {
  lookup: async (id: string) => {
    const movie = library.find((known) => known.imdbID === id);
    return { movies: movie ? [pickSummary(movie)] : [] };
  },
} as unknown as OmdbClient;

/** What importing the text into an empty library adds. */
async function importedFrom(text: string, fileName = ''): Promise<FavoriteMovie[]> {
  const read = readImportText(text, fileName);
  if (!read.ok) throw new Error(read.error);
  const { outcomes } = await matchRows(read.rows, client, {
    signal: new AbortController().signal,
    now: null,
    retryPauseMs: 0,
  });
  return filmsToAdd(buildPreview(outcomes, {}), new Set());
}

describe('our JSON of the whole library', () => {
  it('comes back exactly: heart, status, rating, days, note, poster and dates', async () => {
    const file = buildExport('json', library, now);
    expect(await importedFrom(file.content)).toEqual(library);
  });
});

describe("a shelf's export", () => {
  const want = library.filter((movie) => movie.status === 'want');

  it("writes «Хочу посмотреть» as a watchlist for Letterboxd's importer: imdbID, Title, Year", () => {
    const file = buildShelfExport('want', 'letterboxd', [...want, library[2]], now);
    expect(file.fileName).toBe('filmoteka-watchlist-2026-11-24.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(file.content).toBe(
      ['imdbID,Title,Year', 'tt0078748,Alien,1999', 'tt0903747,Breaking Bad,2008', ''].join('\r\n'),
    );
  });

  it('puts the watchlist back on «Хочу посмотреть» when imported again', async () => {
    const file = buildShelfExport('want', 'letterboxd', want, now);
    const back = await importedFrom(file.content, file.fileName);
    expect(back.map(({ imdbID, status, favorite }) => [imdbID, status, favorite])).toEqual([
      ['tt0078748', 'want', false],
    ]);
  });

  it('writes «Просмотрено» as a Letterboxd diary that comes back watched, with its days', async () => {
    const watched = library.filter((movie) => movie.status === 'watched');
    const file = buildShelfExport('watched', 'letterboxd', watched, now);
    expect(file.fileName).toBe('filmoteka-watched-2026-11-24.csv');
    expect(file.content.split('\r\n')[0]).toBe(
      'imdbID,Title,Year,Rating,Rating10,WatchedDate,Rewatch,Review',
    );
    const [back] = await importedFrom(file.content, file.fileName);
    expect([back.status, back.rating, back.watched, back.favorite]).toEqual([
      'watched',
      9,
      ['2024-01-05', '2024-05-03'],
      false,
    ]);
  });

  it('writes any shelf as our JSON, named after it, lossless', async () => {
    const dropped = library.filter((movie) => movie.status === 'dropped');
    const file = buildShelfExport('dropped', 'json', dropped, now);
    expect(file.fileName).toBe('filmoteka-dropped-2026-11-24.json');
    expect(await importedFrom(file.content)).toEqual(dropped);
  });
});
