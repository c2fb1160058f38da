import type { Status } from '../../features/favorites/state/status';
import type { Stamp } from './hlc';

/**
 * The visitor's collection as a state-based CRDT, after Actual Budget's design: every field is a
 * last-writer-wins register, a value with the clock stamp (hlc.ts) of the edit that wrote it.
 * Merging two states keeps each register's later write, so devices that have seen the same edits,
 * in any order and any number of times, hold the same state. Nothing is ever deleted: a removed film
 * keeps `fav: [false, stamp]` (a tombstone), so an older state cannot bring it back.
 * Plain JSON throughout; the same shape is a device's whole state and an edit's fragment.
 * A field this version does not know (a later version's) is kept and merged by its shape: a
 * register, or a map of registers like `days`. So an older copy of the app never erases it.
 */
export type Register<T> = readonly [value: T, stamp: Stamp];

export interface FilmInfo {
  title: string;
  year: string;
  type: string;
  poster: string | null;
}

export interface FilmState {
  /** Hearted, in «Избранное» (true), or not (false, also the tombstone of a removed favorite). */
  fav?: Register<boolean>;
  /** Its status (favorites/state/status.ts), or none (null). */
  status?: Register<Status | null>;
  info?: Register<FilmInfo>;
  /** When it was first added (ISO time): the earliest known wins; null for a favorite of old. */
  added?: string | null;
  rating?: Register<number | null>;
  note?: Register<string | null>;
  /** Each watch day (`YYYY-MM-DD`) on its own register: watched (true) or taken back (false). */
  days?: Readonly<Record<string, Register<boolean>>>;
  /** Each episode (`"<season>:<episode>"`) on its own register: the day watched, or taken back (null). */
  episodes?: Readonly<Record<string, Register<string | null>>>;
  /** A later version's fields: registers, or maps of registers (validate.ts checks the shapes). */
  readonly [later: string]: unknown;
}

type RegisterMap = Readonly<Record<string, Register<unknown>>>;

/** Keyed by imdbID. */
export type CollectionState = Readonly<Record<string, FilmState>>;

/** Whether a field's value is one register (else a map of registers, as `days`). */
function isRegister(value: unknown): value is Register<unknown> {
  return Array.isArray(value);
}

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

/** One field of a film merged: the later register, the union of maps, the earliest `added`. */
function mergeField(key: string, a: unknown, b: unknown): unknown {
  if (key === 'added')
    return earliest(a as string | null | undefined, b as string | null | undefined);
  if (a === undefined || a === b) return b ?? a;
  if (b === undefined) return a;
  if (isRegister(a) || isRegister(b)) return later(a as Register<unknown>, b as Register<unknown>);
  return mergeRecords(a as RegisterMap, b as RegisterMap);
}

function mergeFilm(a: FilmState, b: FilmState): FilmState {
  if (a === b) return a;
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const value = mergeField(key, own(a, key), own(b, key));
    if (value !== undefined) merged[key] = value;
  }
  if (sameFilm(merged, a)) return a;
  return sameFilm(merged, b) ? b : merged;
}

function own(film: FilmState, key: string): unknown {
  return Object.hasOwn(film, key) ? film[key] : undefined;
}

function sameFilm(merged: FilmState, other: FilmState): boolean {
  const keys = Object.keys(merged);
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => Object.hasOwn(other, key) && merged[key] === other[key])
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
    for (const [key, value] of Object.entries(film)) {
      if (key === 'added' || value === null || typeof value !== 'object') continue;
      if (isRegister(value)) see(value);
      else for (const register of Object.values(value as RegisterMap)) see(register);
    }
  }
  return latest;
}
