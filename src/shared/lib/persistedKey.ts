import {
  backupKeyOf,
  readItem,
  reportOnce,
  tryWriteItem,
  writeItem,
  type StoredValue,
} from './storage';

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
}

export function createPersistedKey({
  key,
  isReadable,
  isSame = (a, b) => a === b,
}: PersistedKeyOptions): PersistedKey {
  let blocked = false;

  function keptAside(raw: string): boolean {
    const backupKey = backupKeyOf(key);
    const backup = readItem(backupKey);
    if (backup.ok && backup.raw === raw) return true;
    const error = tryWriteItem(backupKey, raw);
    if (error === null) return true;
    // The same kind as start-up's report of the unreadable value, which already said as much.
    reportOnce(
      'unreadable',
      key,
      `[storage] "${key}" holds a value this app cannot read and it could not be copied to "${backupKey}"; ` +
        `"${key}" is left as it is and not saved this session`,
      error,
    );
    return false;
  }

  return {
    read: () => readItem(key),
    save(next, current) {
      if (blocked) return 'blocked';
      if (isSame(current, next)) return 'unchanged';
      if (current !== null && !isReadable(current) && !keptAside(current)) {
        blocked = true;
        return 'blocked';
      }
      return writeItem(key, next) ? 'written' : 'failed';
    },
  };
}
