/**
 * All localStorage access goes through here: a failure is logged, never thrown into the UI, and
 * logged once — a full quota would otherwise print an error on every favorite toggle.
 */
import { storageKeys } from './storageKeys';

export { storageKeys };

/** What a key holds (null: nothing), or `ok: false` when storage could not be read at all. */
export type StoredValue = { ok: true; raw: string | null } | { ok: false };

export type FailureKind = 'read' | 'write' | 'unreadable';

// Failures already told to the console, as "kind:key"; a kind is forgotten once it works again.
const reported = new Set<string>();

export function reportOnce(kind: FailureKind, key: string, message: string, error?: unknown): void {
  const id = `${kind}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  if (error === undefined) console.error(message);
  else console.error(message, error);
}

function recovered(kind: FailureKind, key: string): void {
  reported.delete(`${kind}:${key}`);
}

/** For tests: each test starts with a console that has been told nothing. */
export function forgetStorageReports(): void {
  reported.clear();
}

export function backupKeyOf(key: string): string {
  return key + storageKeys.backupSuffix;
}

function getStorage(): Storage {
  // The getter itself throws when the browser blocks storage, and some embeds have none at all.
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  if (!storage) throw new Error('localStorage is not available');
  return storage;
}

export function readItem(key: string): StoredValue {
  try {
    const raw = getStorage().getItem(key);
    recovered('read', key);
    return { ok: true, raw: typeof raw === 'string' ? raw : null };
  } catch (error) {
    reportOnce('read', key, `[storage] could not read "${key}"; going on in memory`, error);
    return { ok: false };
  }
}

/** Writes without logging; returns the failure, or null on success. */
export function tryWriteItem(key: string, value: string): unknown {
  try {
    getStorage().setItem(key, value);
    return null;
  } catch (error) {
    return error ?? new Error('write failed');
  }
}

/** Logs the first failure for a key and stays quiet until a write to it succeeds again. */
export function writeItem(key: string, value: string): boolean {
  const error = tryWriteItem(key, value);
  if (error === null) {
    recovered('write', key);
    return true;
  }
  reportOnce('write', key, `[storage] could not write "${key}"; going on in memory`, error);
  return false;
}
