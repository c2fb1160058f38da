/**
 * Where the visitor was in each entry of the history that showed results: how many pages were
 * loaded and how far down the page was scrolled. Kept per history entry (React Router's location
 * key, which the browser keeps across reloads) in sessionStorage, so Back from a film — even after
 * a reload — finds the same place.
 */
export interface SearchPlace {
  /** The entry's address: a place applies only to the search it was taken on. */
  search: string;
  pages: number;
  scrollY: number;
}

const STORAGE_KEY = 'filmoteka:searchPlaces';
const MAX_PLACES = 50;

function readAll(): Record<string, SearchPlace> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null
      ? (stored as Record<string, SearchPlace>)
      : {};
  } catch {
    return {};
  }
}

export function placeOf(entryKey: string, search: string): SearchPlace | null {
  const place = readAll()[entryKey];
  if (typeof place !== 'object' || place === null || place.search !== search) return null;
  const pages = Number.isInteger(place.pages) && place.pages > 0 ? Math.min(place.pages, 100) : 1;
  const scrollY = Number.isFinite(place.scrollY) && place.scrollY > 0 ? place.scrollY : 0;
  return { search, pages, scrollY };
}

export function rememberPlace(
  entryKey: string,
  search: string,
  change: Partial<Omit<SearchPlace, 'search'>>,
): void {
  const places = readAll();
  const known = places[entryKey]?.search === search ? places[entryKey] : undefined;
  const place = { pages: 1, scrollY: 0, ...known, ...change, search };
  delete places[entryKey]; // re-inserted last: the oldest entries are the first to go
  places[entryKey] = place;
  const keys = Object.keys(places);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PLACES))) delete places[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(places));
  } catch {
    // Without sessionStorage, Back still shows the results; only the place is not kept.
  }
}
