import { keepBackup, readItem, reportOnce, writeItem, type StoredValue } from '../storage/storage';

export type SaveResult = 'written' | 'unchanged' | 'failed' | 'blocked';

export interface PersistedKeyOptions {
  key: string;
  /** Whether this app fully understands a stored value; anything else is backed up before it is overwritten. */
  isReadable: (raw: string) => boolean;
  /** Whether storage (null: nothing stored) already says what we are about to write; then nothing is written. */
  isSame?: (stored: string | null, next: string) => boolean;
}

export interface PersistedKey {
  read(): StoredValue;
  /**
   * Stores `next` over `current` (what `read` just gave). Never rewrites an equal value, so two tabs
   * cannot echo each other; backs up a value it cannot read first, and when even that fails leaves
   * the key alone for the rest of the session.
   */
  save(next: string, current: string | null): SaveResult;
  /** Tells the key that `raw` was fully read; a later save over it needs no second look. */
  markReadable(raw: string): void;
}

export function createPersistedKey({
  key,
  isReadable,
  isSame = (a, b) => a === b,
}: PersistedKeyOptions): PersistedKey {
  let blocked = false;
  // A value known to be readable and in this app's own form: written by this tab, or marked.
  let known: string | null = null;

  function keptAside(raw: string): boolean {
    const backup = keepBackup(key, raw);
    if (backup.ok) return true;
    // The same kind as start-up's report of the unreadable value, which already said as much.
    reportOnce(
      'unreadable',
      key,
      `[storage] "${key}" holds a value this app cannot read and it could not be backed up; ` +
        `"${key}" is left as it is and not saved this session`,
      backup.error,
    );
    return false;
  }

  return {
    read: () => readItem(key),
    save(next, current) {
      if (blocked) return 'blocked';
      // Storage still holding a known value (the usual case) needs no parsing: it is readable, and in
      // the form `next` is written in, so comparing the strings is enough.
      const ours = current !== null && current === known;
      if (ours ? current === next : isSame(current, next)) return 'unchanged';
      if (!ours && current !== null && !isReadable(current) && !keptAside(current)) {
        blocked = true;
        return 'blocked';
      }
      if (!writeItem(key, next)) return 'failed';
      known = next;
      return 'written';
    },
    markReadable(raw) {
      known = raw;
    },
  };
}
