import { normalizePersonal, type FavoriteMovie } from '../../features/favorites';
import { merge, type CollectionState, type FilmState } from './collection';

/** The favorite a film's state shows, or null when it is not in the collection. */
export function projectFilm(imdbID: string, film: FilmState): FavoriteMovie | null {
  if (film.fav?.[0] !== true || !film.info) return null;
  const { title, year, type, poster } = film.info[0];
  const watched = Object.entries(film.days ?? {})
    .filter(([, [on]]) => on)
    .map(([day]) => day);
  const personal = normalizePersonal({
    rating: film.rating?.[0] ?? undefined,
    watched,
    note: film.note?.[0] ?? undefined,
  });
  return { imdbID, title, year, type, poster, addedAt: film.added ?? null, ...personal };
}

/** Favorites of old (no time) first, as the app keeps them; then by time added, then by id. */
function byAdded(a: FavoriteMovie, b: FavoriteMovie): number {
  const left = a.addedAt ?? '';
  const right = b.addedAt ?? '';
  if (left !== right) return left < right ? -1 : 1;
  return a.imdbID < b.imdbID ? -1 : a.imdbID > b.imdbID ? 1 : 0;
}

/**
 * The visible favorites, keyed by imdbID in the order they were added, in the app's canonical form
 * (favorites/state/personal.ts): what the favorites slice holds.
 */
export function project(state: CollectionState): Record<string, FavoriteMovie> {
  const movies: FavoriteMovie[] = [];
  for (const id of Object.keys(state)) {
    const movie = projectFilm(id, state[id]);
    if (movie) movies.push(movie);
  }
  movies.sort(byAdded);
  const items: Record<string, FavoriteMovie> = {};
  for (const movie of movies) items[movie.imdbID] = movie;
  return items;
}

export interface JoinSummary {
  /** Films that would appear. */
  added: number;
  /** Films shown now whose data would change. */
  updated: number;
  /** Films shown now that would go (another device removed them later). */
  removed: number;
}

/** What joining a store would do to the favorites shown now: the import preview's counts. */
export function summarize(local: CollectionState, incoming: CollectionState): JoinSummary {
  const merged = merge(local, incoming);
  const summary: JoinSummary = { added: 0, updated: 0, removed: 0 };
  if (merged === local) return summary;
  const ids = new Set([...Object.keys(local), ...Object.keys(incoming)]);
  for (const id of ids) {
    const before = Object.hasOwn(local, id) ? projectFilm(id, local[id]) : null;
    const after = projectFilm(id, merged[id]);
    if (!before && after) summary.added++;
    else if (before && !after) summary.removed++;
    else if (before && after && JSON.stringify(before) !== JSON.stringify(after)) summary.updated++;
  }
  return summary;
}
