/**
 * The backups of unreadable stored values kept since the page loaded (storage.ts keeps them;
 * start-up keeps them before any view is drawn), for the favorites page's notice. A module of its
 * own, so the page does not take the saving code with it.
 */
export interface KeptBackup {
  key: string;
  backupKey: string;
}

let kept: readonly KeptBackup[] = [];
const listeners = new Set<() => void>();

/** The backups kept since the page loaded; the same array until another is kept. */
export function keptBackups(): readonly KeptBackup[] {
  return kept;
}

/** Hears of every backup kept from now on (for useSyncExternalStore with keptBackups). */
export function onBackupKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteBackupKept(backup: KeptBackup): void {
  kept = [...kept, backup];
  for (const listener of listeners) listener();
}

/** For tests: a page that has kept nothing. */
export function forgetKeptBackups(): void {
  kept = [];
}

/** What a backup key holds, or null when storage cannot say. */
export function readBackup(backupKey: string): string | null {
  try {
    return window.localStorage.getItem(backupKey);
  } catch {
    return null;
  }
}
