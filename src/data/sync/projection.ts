import { readEpisodes } from '../../features/favorites/state/episodes';
import { isKept, type FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import { normalizePersonal } from '../../features/favorites/state/personal';
import { merge, type CollectionState, type FilmState } from './collection';

/** The library entry a film's state shows, or null when it holds nothing (see isKept). */
export function projectFilm(imdbID: string, film: FilmState): FavoriteMovie | null {
  if (!film.info) return null;
  const { title, year, type, poster } = film.info[0];
  const watched = Object.entries(film.days ?? {})
    .filter(([, [on]]) => on)
    .map(([day]) => day);
  const personal = normalizePersonal({
    rating: film.rating?.[0] ?? undefined,
    watched,
    note: film.note?.[0] ?? undefined,
  });
  const entry: FavoriteMovie = {
    imdbID,
    title,
    year,
    type,
    poster,
    addedAt: film.added ?? null,
    ...personal,
  };
  if (film.fav?.[0] !== true) entry.favorite = false;
  const episodes = readEpisodes(
    Object.fromEntries(
      Object.entries(film.episodes ?? {}).flatMap(([key, [day]]) => (day ? [[key, day]] : [])),
    ),
  );
  if (episodes) entry.episodes = episodes;
  const status = film.status?.[0];
  if (status) entry.status = status;
  return isKept(entry) ? entry : null;
}

/** Favorites of old (no time) first, as the app keeps them; then by time added, then by id. */
function byAdded(a: FavoriteMovie, b: FavoriteMovie): number {
  const left = a.addedAt ?? '';
  const right = b.addedAt ?? '';
  if (left !== right) return left < right ? -1 : 1;
  return a.imdbID < b.imdbID ? -1 : a.imdbID > b.imdbID ? 1 : 0;
}

/**
 * The library, keyed by imdbID in the order the entries were added, in the app's canonical form
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
  /** Entries that would appear. */
  added: number;
  /** Entries shown now whose data would change. */
  updated: number;
  /** Entries shown now that would go (another device removed them later). */
  removed: number;
}

/** What joining a store would do to the library shown now: the import preview's counts. */
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
