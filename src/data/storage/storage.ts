/**
 * All localStorage access goes through here: a failure is logged, never thrown into the UI, and
 * logged once — a full quota would otherwise print an error on every favorite toggle.
 */
import { forgetKeptBackups, noteBackupKept } from './keptBackups';
import { storageKeys } from './storageKeys';

export { keptBackups, onBackupKept } from './keptBackups';

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

/** Whether the last write of `key` was refused (and none has worked since). */
export function writeFailing(key: string): boolean {
  return reported.has(`write:${key}`);
}

function recovered(kind: FailureKind, key: string): void {
  reported.delete(`${kind}:${key}`);
}

/** For tests: each test starts with a console that has been told nothing. */
export function forgetStorageReports(): void {
  reported.clear();
  forgetKeptBackups();
}

export function backupKeyOf(key: string): string {
  return key + storageKeys.backupSuffix;
}

export type BackupResult = { ok: true; backupKey: string } | { ok: false; error: unknown };

/** The backup keys of `key` that exist: `key.backup` and the dated `key.backup.<time>`. */
function backupKeysOf(storage: Storage, key: string): string[] {
  const prefix = backupKeyOf(key);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const name = storage.key(index);
    if (name !== null && (name === prefix || name.startsWith(`${prefix}.`))) keys.push(name);
  }
  return keys;
}

/**
 * Keeps `raw`, a value of `key` this app cannot fully read, before anything writes over it. It goes
 * to `key.backup`, or where that holds another value, to `key.backup.<ISO time>`: a backup is never
 * written over, so two different unreadable values are both kept. A value already kept under any
 * backup key is not written again.
 */
export function keepBackup(key: string, raw: string, now = new Date()): BackupResult {
  let storage: Storage;
  try {
    storage = getStorage();
    const existing = backupKeysOf(storage, key);
    const same = existing.find((name) => storage.getItem(name) === raw);
    if (same !== undefined) return { ok: true, backupKey: same };
    let backupKey = backupKeyOf(key);
    for (let extra = 0; existing.includes(backupKey); extra++) {
      backupKey = `${backupKeyOf(key)}.${now.toISOString()}${extra > 0 ? `-${extra}` : ''}`;
    }
    storage.setItem(backupKey, raw);
    noteBackupKept({ key, backupKey });
    return { ok: true, backupKey };
  } catch (error) {
    return { ok: false, error: error ?? new Error('backup failed') };
  }
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

function setItem(key: string, value: string): unknown {
  try {
    getStorage().setItem(key, value);
    return null;
  } catch (error) {
    return error ?? new Error('write failed');
  }
}

/**
 * Writes without logging; returns the failure, or null on success. A write refused for room first
 * gives up the favorites page's stored first screen, which only saves a moment, and tries again.
 */
export function tryWriteItem(key: string, value: string): unknown {
  const error = setItem(key, value);
  if (error === null || key === storageKeys.firstScreen) return error;
  try {
    const storage = getStorage();
    if (storage.getItem(storageKeys.firstScreen) === null) return error;
    storage.removeItem(storageKeys.firstScreen);
  } catch {
    return error;
  }
  return setItem(key, value);
}

type WriteListener = (key: string, written: boolean) => void;
const writeListeners = new Set<WriteListener>();

/**
 * Hears of every write of writeItem, done or refused: a refused save must never be silent (the
 * favorites' durable copy and the page's notice listen).
 */
export function onWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** Logs the first failure for a key and stays quiet until a write to it succeeds again. */
export function writeItem(key: string, value: string): boolean {
  const error = tryWriteItem(key, value);
  for (const listener of writeListeners) listener(key, error === null);
  if (error === null) {
    recovered('write', key);
    return true;
  }
  reportOnce('write', key, `[storage] could not write "${key}"; going on in memory`, error);
  return false;
}

/**
 * Whether `next` would fit in place of what `key` holds now, found by writing a probe of the
 * difference under a key of its own and removing it at once: browsers say nothing of their quota
 * (5 MB for a site in most), and only a write tells. Nothing stored is changed.
 */
export function wouldFit(key: string, next: string): boolean {
  const current = readItem(key);
  const growth = next.length - (current.ok ? (current.raw?.length ?? 0) : 0);
  if (growth <= 0) return true;
  const probeKey = `${key}${storageKeys.probeSuffix}`;
  const error = tryWriteItem(probeKey, 'x'.repeat(growth));
  try {
    getStorage().removeItem(probeKey);
  } catch {
    // Storage that cannot remove cannot have written either.
  }
  return error === null;
}
