/**
 * Favorites to put in localStorage: real ones from the demo API, or many synthetic ones; and a
 * library with shelves (stored version 4), real or synthetic.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Status } from '../src/features/favorites/state/status.ts';
import type { PageGlobals } from './browser.ts';

export interface FavoriteItem {
  imdbID: string;
  title: string;
  year: string;
  type: string;
  poster: string | null;
  /** When it was added: the stored value's version 2 keeps it (ISO time). */
  addedAt: string | null;
}

interface OmdbSearchItem {
  Title: string;
  Year: string;
  imdbID: string;
  Type: string;
  Poster: string;
}

interface OmdbSearchAnswer {
  Response: string;
  Search?: OmdbSearchItem[];
  totalResults?: string;
}

/** Up to `count` distinct titles found by `queries` on the running demo server, in the order found. */
async function searchTitles(
  origin: string,
  queries: readonly string[],
  count: number,
  type?: string,
): Promise<FavoriteItem[]> {
  const found = new Map<string, FavoriteItem>();
  for (const query of queries) {
    for (let page = 1; page <= 4 && found.size < count; page += 1) {
      const typed = type === undefined ? '' : `&type=${type}`;
      const url = `${origin}/api/omdb/?s=${encodeURIComponent(query)}&page=${page}${typed}`;
      const answer = (await (await fetch(url)).json()) as OmdbSearchAnswer;
      if (answer.Response !== 'True' || !answer.Search) break;
      for (const item of answer.Search) {
        if (found.size >= count) break;
        found.set(item.imdbID, {
          imdbID: item.imdbID,
          title: item.Title,
          year: item.Year,
          type: item.Type,
          poster: item.Poster === 'N/A' ? null : item.Poster,
          addedAt: addedAt(found.size),
        });
      }
    }
  }
  return [...found.values()];
}

/** The first `count` distinct titles found by a few searches on the running demo server. */
export async function realFavorites(origin: string, count = 50): Promise<FavoriteItem[]> {
  const found = await searchTitles(origin, ['star', 'batman', 'matrix', 'harry potter'], count);
  if (found.length < count)
    throw new Error(`only ${found.length} titles found for the favorites seed`);
  return found;
}

/** Words that between them find every series of the demo catalog (36 of them when this was written). */
const SERIES_QUERIES = [
  'the',
  'star',
  'batman',
  'game',
  'breaking',
  'black',
  'doctor',
  'friends',
  'sherlock',
  'squid',
  'severance',
  'shogun',
  'andor',
  'chernobyl',
  'alien',
  'pokemon',
  'mission',
  'stranger',
];

/** Up to `count` series of the demo catalog, found as a visitor finds them (a search, `type=series`). */
export function realSeries(origin: string, count: number): Promise<FavoriteItem[]> {
  return searchTitles(origin, SERIES_QUERIES, count, 'series');
}

const TYPES = ['movie', 'movie', 'movie', 'series', 'episode', 'game'] as const;

/**
 * `count` valid synthetic favorites: ids tt1000000…, years spread over 1950–2025 (series as ranges),
 * mixed types, one real poster URL for all (so every card draws an image, from cache), dated.
 */
export function syntheticFavorites(count: number): FavoriteItem[] {
  return Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length];
    const year = 1950 + ((index * 37) % 76);
    return {
      imdbID: `tt${String(1_000_000 + index).padStart(7, '0')}`,
      title: `Synthetic Title ${index + 1}`,
      year: type === 'series' ? `${year}–${Math.min(year + 5, 2025)}` : String(year),
      type,
      poster: '/api/posters/tt0133093.png',
      addedAt: addedAt(index),
    };
  });
}

/**
 * `watched` titles on «Просмотрено», each rated (1–10) with one watch day, every fourth with a
 * second (a rewatch), the days spread over 2001–2025; then `wanted` on «Хочу посмотреть». Every
 * tenth hearted, the rest on their shelf only. Built on syntheticFavorites: ids, years, types.
 */
export function syntheticLibrary(watched: number, wanted: number): LibraryItem[] {
  return syntheticFavorites(watched + wanted).map((film, index): LibraryItem => {
    const heart = index % 10 === 0 ? {} : { favorite: false as const };
    if (index >= watched) return { ...film, ...heart, status: 'want' };
    const first = day(2001 + (index % 25), 1 + (index % 12), 1 + (index % 27));
    const again = day(2001 + (index % 25), 1 + (index % 12), 28);
    return {
      ...film,
      ...heart,
      status: 'watched',
      rating: 1 + (index % 10),
      watched: index % 4 === 0 ? [first, again] : [first],
    };
  });
}

/** One favorite an hour from 2020 on, in the order of the list, as the app would have dated them. */
function addedAt(index: number): string {
  return new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString();
}

export function favoritesValue(items: readonly FavoriteItem[]): string {
  return JSON.stringify({ version: 2, items });
}

/**
 * A library entry as stored from version 4 on (src/data/local/storedFavorites.ts): `favorite: false`
 * is on a shelf only, an absent `favorite` is hearted; `episodes` maps "season:episode" to the day.
 */
export interface LibraryItem extends FavoriteItem {
  favorite?: false;
  status?: Status;
  /** 1–10. */
  rating?: number;
  /** `YYYY-MM-DD`, ascending, each once. */
  watched?: string[];
  episodes?: Record<string, string>;
}

export function libraryValue(items: readonly LibraryItem[]): string {
  return JSON.stringify({ version: 4, items });
}

/** The film page «Хочу посмотреть», «Просмотрено сегодня» and «В избранное» are pressed on. */
export const PRESSED_FILM = 'tt0133093';
/** The one series whose seasons the demo catalog knows (server/omdb/catalog/seasons/). */
export const SERIES_WITH_SEASONS = 'tt0944947';

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** Episodes 1…`count` of season 1, watched one a day from `first` (a day of 2025). */
function firstEpisodes(count: number, month: number, first: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `1:${index + 1}`,
      day(2025, month, first + index),
    ]),
  );
}

/** A series' summary as the demo server answers a lookup by id. */
async function lookupTitle(origin: string, imdbID: string): Promise<FavoriteItem> {
  const answer = (await (await fetch(`${origin}/api/omdb/?i=${imdbID}`)).json()) as Partial<
    OmdbSearchItem & { Response: string }
  >;
  if (answer.Response !== 'True' || !answer.Title)
    throw new Error(`the demo server does not know ${imdbID}`);
  return {
    imdbID,
    title: answer.Title,
    year: answer.Year ?? '',
    type: answer.Type ?? 'series',
    poster: !answer.Poster || answer.Poster === 'N/A' ? null : answer.Poster,
    addedAt: addedAt(100),
  };
}

/**
 * A visitor's library of real titles from the demo server: four only hearted, six wanted (one of
 * them hearted), six watched with a rating and watch days (two hearted), two dropped, and three
 * series in progress with episodes marked: Game of Thrones (S01E01–S01E03, the latest watched, so
 * first on «Смотрю») and two others. The pressed film is left out, so its toggles start off.
 */
export async function realLibrary(origin: string): Promise<LibraryItem[]> {
  const films = (await realFavorites(origin, 24)).filter(
    (film) => film.imdbID !== PRESSED_FILM && film.imdbID !== SERIES_WITH_SEASONS,
  );
  const shelved = films.slice(0, 18).map((film, index): LibraryItem => {
    if (index < 4) return film;
    if (index < 10) return { ...film, status: 'want', ...(index > 4 && { favorite: false }) };
    if (index < 16)
      return {
        ...film,
        status: 'watched',
        rating: 5 + (index % 6),
        watched:
          index % 2 === 0 ? [day(2025, 3, index)] : [day(2024, 7, index), day(2025, 5, index)],
        ...(index > 11 && { favorite: false }),
      };
    return { ...film, status: 'dropped', favorite: false };
  });
  // Another commit's catalog may lack it: its summary as the catalog had it when this was written.
  const thrones = await lookupTitle(origin, SERIES_WITH_SEASONS).catch((): FavoriteItem => ({
    imdbID: SERIES_WITH_SEASONS,
    title: 'Game of Thrones',
    year: '2011–2019',
    type: 'series',
    poster: null,
    addedAt: addedAt(100),
  }));
  const others = (await realSeries(origin, 6))
    .filter((series) => series.imdbID !== SERIES_WITH_SEASONS)
    .slice(0, 2);
  const watching: LibraryItem[] = [
    { ...thrones, status: 'watching', favorite: false, episodes: firstEpisodes(3, 10, 1) },
    ...others.map((series, index): LibraryItem => ({
      ...series,
      status: 'watching',
      favorite: false,
      episodes: firstEpisodes(2, 6, 1 + index * 5),
    })),
  ];
  return [...shelved, ...watching];
}

/**
 * `count` series in progress, each with episodes of season 1 marked on days of its own: every
 * series the demo catalog has, found by searches (Game of Thrones the latest watched), then, past
 * those, synthetic series (ids tt9900001…) that the demo server does not know. «Смотрю» fetches
 * nothing of them to list them; only «Следующая серия» pressed asks for a season.
 */
export async function watchingShows(origin: string, count: number): Promise<LibraryItem[]> {
  const real = await realSeries(origin, count);
  const synthetic = Array.from(
    { length: Math.max(0, count - real.length) },
    (_, index): FavoriteItem => ({
      imdbID: `tt${9_900_001 + index}`,
      title: `Synthetic Series ${index + 1}`,
      year: `${2000 + (index % 20)}–`,
      type: 'series',
      poster: '/api/posters/tt0133093.png',
      addedAt: addedAt(200 + index),
    }),
  );
  return [...real, ...synthetic].slice(0, count).map((series, index) => ({
    ...series,
    status: 'watching',
    ...(index % 5 !== 0 && { favorite: false }),
    episodes:
      series.imdbID === SERIES_WITH_SEASONS
        ? firstEpisodes(3, 12, 1)
        : firstEpisodes(1 + (index % 4), 1 + (index % 11), 1 + (index % 20)),
  }));
}

/** Writes `favorites` (or clears storage with null) through a page on the app's origin that runs no app code. */
export async function seedStorage(page: Page, origin: string, value: string | null): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((v) => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    storage.clear();
    if (v !== null) storage.setItem('favorites', v);
  }, value);
}

/** The same for a whole context, on a throwaway page. */
export async function seedContext(
  context: BrowserContext,
  origin: string,
  value: string | null,
): Promise<void> {
  const page = await context.newPage();
  await seedStorage(page, origin, value);
  await page.close();
}
