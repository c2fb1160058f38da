/** The engine's side of a full localStorage: IndexedDB then holds the newer copy of the library. */
import { setStorageHealth } from '../storage/storageHealth';

export interface LocalFullParts {
  /** Records the edits not yet recorded. */
  record: () => Promise<void>;
  /** Marks the durable copy as newer than localStorage's (`stale`), with the state as it is. */
  keepStale: () => Promise<void>;
  /** localStorage has the last word again. */
  clearStale: () => Promise<void>;
}

/**
 * While localStorage refuses the library, the durable copy is the only one: the engine records
 * each edit at once instead of gathering them (`refused()`), so a reload right after it still
 * finds it, and the visitor is told where their edits are kept (storageHealth.ts).
 */
export function createLocalFull({ record, keepStale, clearStale }: LocalFullParts) {
  let refused = false;
  return {
    refused: () => refused,
    /** localStorage refused (written false) or took again (true) the library. */
    async saved(written: boolean): Promise<void> {
      refused = !written;
      if (written) {
        setStorageHealth({ localFull: false, keptInDb: false });
        await clearStale();
        return;
      }
      setStorageHealth({ localFull: true });
      await record();
      try {
        await keepStale();
        setStorageHealth({ keptInDb: true });
      } catch (error) {
        console.error('[sync] the library could not be kept in IndexedDB either', error);
        setStorageHealth({ keptInDb: false });
      }
    },
  };
}
