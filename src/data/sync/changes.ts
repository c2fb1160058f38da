import { isHearted, type FavoriteMovie } from '../../features/favorites/state/favoriteMovie';
import type { CollectionState, FilmInfo, FilmState, Register } from './collection';
import type { Stamp } from './hlc';

function infoOf({ title, year, type, poster }: FavoriteMovie): FilmInfo {
  return { title, year, type, poster };
}

function sameInfo(a: FilmInfo, b: FilmInfo): boolean {
  return a.title === b.title && a.year === b.year && a.type === b.type && a.poster === b.poster;
}

function daysRecord(
  entries: Iterable<readonly [string, boolean]>,
  nextStamp: () => Stamp,
): Record<string, Register<boolean>> | undefined {
  const days: Record<string, Register<boolean>> = {};
  let any = false;
  for (const [day, on] of entries) {
    days[day] = [on, nextStamp()];
    any = true;
  }
  return any ? days : undefined;
}

/** The episodes' registers for the marks given (a day, or null for one taken back). */
function episodesRecord(
  marks: Iterable<readonly [string, string | null]>,
  nextStamp: () => Stamp,
): Record<string, Register<string | null>> | undefined {
  const episodes: Record<string, Register<string | null>> = {};
  let any = false;
  for (const [key, day] of marks) {
    episodes[key] = [day, nextStamp()];
    any = true;
  }
  return any ? episodes : undefined;
}

/** What changed between two episode lists: new or changed days, and those taken back. */
function episodeMarks(
  before: Readonly<Record<string, string>> = {},
  after: Readonly<Record<string, string>> = {},
): [string, string | null][] {
  const marks: [string, string | null][] = [];
  for (const [key, day] of Object.entries(after)) if (before[key] !== day) marks.push([key, day]);
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) marks.push([key, null]);
  return marks;
}

/**
 * A film newly in the library. Its heart, status, rating and note are written even when empty: a
 * film added again after a removal starts clean, whatever an older register of it held.
 */
function addedFilm(movie: FavoriteMovie, nextStamp: () => Stamp): FilmState {
  const film: FilmState = {
    fav: [isHearted(movie), nextStamp()],
    status: [movie.status ?? null, nextStamp()],
    info: [infoOf(movie), nextStamp()],
    added: movie.addedAt,
    rating: [movie.rating ?? null, nextStamp()],
    note: [movie.note ?? null, nextStamp()],
  };
  const days = daysRecord(
    (movie.watched ?? []).map((day) => [day, true] as const),
    nextStamp,
  );
  if (days) film.days = days;
  const episodes = episodesRecord(episodeMarks(undefined, movie.episodes), nextStamp);
  if (episodes) film.episodes = episodes;
  return film;
}

/** A film gone from the library: the tombstone, with its status and personal data cleared. */
function removedFilm(movie: FavoriteMovie, nextStamp: () => Stamp): FilmState {
  const film: FilmState = {
    fav: [false, nextStamp()],
    status: [null, nextStamp()],
    rating: [null, nextStamp()],
    note: [null, nextStamp()],
  };
  const days = daysRecord(
    (movie.watched ?? []).map((day) => [day, false] as const),
    nextStamp,
  );
  if (days) film.days = days;
  const episodes = episodesRecord(episodeMarks(movie.episodes, undefined), nextStamp);
  if (episodes) film.episodes = episodes;
  return film;
}

/** The fields of an entry kept in both libraries that changed; null when none did. */
function editedFilm(
  before: FavoriteMovie,
  after: FavoriteMovie,
  nextStamp: () => Stamp,
): FilmState | null {
  const film: FilmState = {};
  const info = infoOf(after);
  if (!sameInfo(infoOf(before), info)) film.info = [info, nextStamp()];
  if (before.addedAt !== after.addedAt) film.added = after.addedAt;
  if (isHearted(before) !== isHearted(after)) film.fav = [isHearted(after), nextStamp()];
  if (before.status !== after.status) film.status = [after.status ?? null, nextStamp()];
  if (before.rating !== after.rating) film.rating = [after.rating ?? null, nextStamp()];
  if (before.note !== after.note) film.note = [after.note ?? null, nextStamp()];
  const was = new Set(before.watched);
  const is = new Set(after.watched);
  const days = daysRecord(
    [
      ...[...is].filter((day) => !was.has(day)).map((day) => [day, true] as const),
      ...[...was].filter((day) => !is.has(day)).map((day) => [day, false] as const),
    ],
    nextStamp,
  );
  if (days) film.days = days;
  const episodes = episodesRecord(episodeMarks(before.episodes, after.episodes), nextStamp);
  if (episodes) film.episodes = episodes;
  return Object.keys(film).length > 0 ? film : null;
}

/**
 * The fragment that records a local edit, from the library as it was to the library as it is
 * (both as the favorites slice holds them). Merged into a state whose projection is `before`,
 * it gives one whose projection is `after`. Every field written gets a fresh stamp.
 */
export function changesBetween(
  before: Readonly<Record<string, FavoriteMovie>>,
  after: Readonly<Record<string, FavoriteMovie>>,
  nextStamp: () => Stamp,
): CollectionState {
  const fragment: Record<string, FilmState> = {};
  for (const id of Object.keys(after)) {
    const known = Object.hasOwn(before, id) ? before[id] : undefined;
    const film = known ? editedFilm(known, after[id], nextStamp) : addedFilm(after[id], nextStamp);
    if (film) fragment[id] = film;
  }
  for (const id of Object.keys(before)) {
    if (!Object.hasOwn(after, id)) fragment[id] = removedFilm(before[id], nextStamp);
  }
  return fragment;
}

/** The state of a library kept before sync was turned on: every entry, freshly stamped. */
export function fromFavorites(
  items: Readonly<Record<string, FavoriteMovie>>,
  nextStamp: () => Stamp,
): CollectionState {
  return changesBetween({}, items, nextStamp);
}
