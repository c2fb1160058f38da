/**
 * The favorites page's first screen as the app last drew it, kept in localStorage so that the boot
 * script can draw it before the app starts (docs/performance.md, «The favorites from the first
 * frame»). It is drawn only when it was made from the very favorites stored now, for the same
 * address, under the same stylesheet; React then replaces it in the commit that draws the page.
 */

export const FIRST_SCREEN_KEY = 'favoritesFirstScreen';

export interface StoredFirstScreen {
  /** The page's address: its path and query. */
  address: string;
  /** The stylesheet it was drawn under: another build may draw another page. */
  styles: string;
  /** `fingerprintOf` the stored favorites it was drawn from. */
  favorites: string;
  /** The page's `<main>`, as drawn. */
  html: string;
}

/**
 * A fingerprint of a stored value: its length and an FNV-1a hash of every character. Not a
 * cryptographic hash: it tells one saved list from the next, at about 2 ms for 2 MB on a laptop.
 */
export function fingerprintOf(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash = Math.imul(hash ^ value.charCodeAt(index), 0x01000193);
  }
  return `${value.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

/**
 * The styles the page runs under, as a fingerprint: the build inlines its stylesheet into the
 * page's head (a linked one is named by its content hash), and another build may draw another page.
 */
export function currentStyles(doc: Document): string {
  const linked = doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href');
  return linked ?? fingerprintOf(doc.querySelector('head > style')?.textContent ?? '');
}

/** The stored first screen, when it is one and fits the page as it is now; else null. Never throws. */
export function readFirstScreen(
  storage: Storage,
  favoritesKey: string,
  address: string,
  styles: string,
): string | null {
  try {
    const raw = storage.getItem(FIRST_SCREEN_KEY);
    const favorites = storage.getItem(favoritesKey);
    if (raw === null || favorites === null) return null;
    const stored = JSON.parse(raw) as Partial<StoredFirstScreen> | null;
    if (
      typeof stored?.html !== 'string' ||
      stored.address !== address ||
      stored.styles !== styles ||
      stored.favorites !== fingerprintOf(favorites)
    )
      return null;
    return stored.html;
  } catch {
    return null;
  }
}

/** Keeps the first screen, or quietly nothing when storage refuses: it only saves a moment. */
export function writeFirstScreen(storage: Storage, screen: StoredFirstScreen): void {
  try {
    storage.setItem(FIRST_SCREEN_KEY, JSON.stringify(screen));
  } catch {
    // Full or blocked: the next visit waits for the app, as before.
  }
}

/** The favorites' key (data/storage/storageKeys.ts, which this layer cannot import). */
const FAVORITES_KEY = 'favorites';

/**
 * Into the favorites page's `main` as the HTML gave it, draws the first screen the app last drew
 * there, when it was drawn from the favorites stored now: the films show from the first frames
 * rather than when the app has started. Run by the boot script as it runs, on that page only, so
 * the page's first layout holds the films (a chunk of its own would draw them a layout later). Presses on
 * it are held as on any page before the app takes over (boot/takeover.ts); React replaces it in the
 * commit that draws the page, and a `main` the app has replaced already is left alone.
 */
export function drawStoredFirstScreen(main: HTMLElement | null, doc: Document = document): boolean {
  if (!main?.isConnected) return false;
  let storage: Storage;
  try {
    storage = doc.defaultView!.localStorage;
  } catch {
    return false;
  }
  const { pathname, search } = doc.location;
  const html = readFirstScreen(storage, FAVORITES_KEY, pathname + search, currentStyles(doc));
  if (html === null) return false;
  main.innerHTML = html;
  main.dataset.firstScreen = 'stored';
  return true;
}
