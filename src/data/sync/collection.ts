import type { Stamp } from './hlc';

/**
 * The visitor's collection as a state-based CRDT, after Actual Budget's design: every field is a
 * last-writer-wins register, a value with the clock stamp (hlc.ts) of the edit that wrote it.
 * Merging two states keeps each register's later write, so devices that have seen the same edits,
 * in any order and any number of times, hold the same state. Nothing is ever deleted: a removed film
 * keeps `fav: [false, stamp]` (a tombstone), so an older state cannot bring it back.
 * Plain JSON throughout; the same shape is a device's whole state and an edit's fragment.
 */
export type Register<T> = readonly [value: T, stamp: Stamp];

export interface FilmInfo {
  title: string;
  year: string;
  type: string;
  poster: string | null;
}

export interface FilmState {
  /** In the collection (true) or removed (false, a tombstone kept for ever). */
  fav?: Register<boolean>;
  info?: Register<FilmInfo>;
  /** When it was first added (ISO time): the earliest known wins; null for a favorite of old. */
  added?: string | null;
  rating?: Register<number | null>;
  note?: Register<string | null>;
  /** Each watch day (`YYYY-MM-DD`) on its own register: watched (true) or taken back (false). */
  days?: Readonly<Record<string, Register<boolean>>>;
}

/** Keyed by imdbID. */
export type CollectionState = Readonly<Record<string, FilmState>>;

const REGISTERS = ['fav', 'info', 'rating', 'note'] as const;

/** The JSON of a value with its object keys sorted, so equal values compare equal. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries.map(([key, field]) => [key, canonical(field)]));
}

/**
 * The later write of two, returned as given (never copied). Equal stamps with different values
 * should not happen (a stamp is one device's one edit) but still resolve the same way everywhere:
 * by the values' JSON, so `true` beats `false` and a day register is add-wins on a tie.
 */
export function later<T>(a: Register<T> | undefined, b: Register<T> | undefined) {
  if (!a) return b;
  if (!b || a === b) return a;
  if (a[1] !== b[1]) return a[1] > b[1] ? a : b;
  return canonical(b[0]) > canonical(a[0]) ? b : a;
}

function earliest(a: string | null | undefined, b: string | null | undefined) {
  if (typeof a === 'string' && typeof b === 'string') return a <= b ? a : b;
  if (typeof a === 'string' || typeof b === 'string') return typeof a === 'string' ? a : b;
  return a === null || b === null ? null : undefined;
}

/** Merges two maps of registers; returns `a` or `b` itself when it already holds the other. */
function mergeRecords<T>(
  a: Readonly<Record<string, Register<T>>> | undefined,
  b: Readonly<Record<string, Register<T>>> | undefined,
): Readonly<Record<string, Register<T>>> | undefined {
  if (!a || a === b) return b ?? a;
  if (!b) return a;
  const merged: Record<string, Register<T>> = { ...a };
  let sameAsA = true;
  for (const key of Object.keys(b)) {
    const winner = later(Object.hasOwn(a, key) ? a[key] : undefined, b[key]) as Register<T>;
    if (winner !== merged[key]) sameAsA = false;
    merged[key] = winner;
  }
  if (sameAsA) return a;
  const sameAsB = Object.keys(merged).every(
    (key) => Object.hasOwn(b, key) && merged[key] === b[key],
  );
  return sameAsB ? b : merged;
}

function mergeFilm(a: FilmState, b: FilmState): FilmState {
  if (a === b) return a;
  const merged: FilmState = {};
  for (const field of REGISTERS) {
    const winner = later<unknown>(a[field], b[field]);
    if (winner) (merged as Record<string, unknown>)[field] = winner;
  }
  const added = earliest(a.added, b.added);
  if (added !== undefined) merged.added = added;
  const days = mergeRecords(a.days, b.days);
  if (days) merged.days = days;
  if (sameFilm(merged, a)) return a;
  return sameFilm(merged, b) ? b : merged;
}

function sameFilm(merged: FilmState, other: FilmState): boolean {
  return (
    REGISTERS.every((field) => merged[field] === other[field]) &&
    merged.added === other.added &&
    merged.days === other.days
  );
}

/**
 * The two states merged: commutative, associative and idempotent. Inputs are never changed; when
 * one already holds everything of the other it is returned itself (an echo of our own edits costs
 * a walk, no copy).
 */
export function merge(a: CollectionState, b: CollectionState): CollectionState {
  if (a === b) return a;
  const merged: Record<string, FilmState> = { ...a };
  let sameAsA = true;
  for (const id of Object.keys(b)) {
    const film = Object.hasOwn(a, id) ? mergeFilm(a[id], b[id]) : b[id];
    if (film !== merged[id]) sameAsA = false;
    merged[id] = film;
  }
  if (sameAsA) return a;
  const ids = Object.keys(merged);
  const sameAsB = ids.length === Object.keys(b).length && ids.every((id) => merged[id] === b[id]);
  return sameAsB ? b : merged;
}

/** The films of `local` that would change `remote` if merged into it: what joining must send. */
export function additions(local: CollectionState, remote: CollectionState): CollectionState {
  const added: Record<string, FilmState> = {};
  for (const [id, film] of Object.entries(local)) {
    if (!Object.hasOwn(remote, id) || mergeFilm(remote[id], film) !== remote[id]) added[id] = film;
  }
  return added;
}

/** The latest stamp a state holds, or null: what the clock must receive (hlc.ts) once it is seen. */
export function latestStamp(state: CollectionState): Stamp | null {
  let latest: Stamp | null = null;
  const see = (register: Register<unknown> | undefined) => {
    if (register && (latest === null || register[1] > latest)) latest = register[1];
  };
  for (const film of Object.values(state)) {
    for (const field of REGISTERS) see(film[field]);
    for (const day of Object.values(film.days ?? {})) see(day);
  }
  return latest;
}
