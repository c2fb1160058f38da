import { onWrite, storageKeys, writeFailing } from '../storage/storage';
import { createSyncEngine, type SyncEngine, type SyncStore } from './engine';

let engine: Promise<SyncEngine | null> | null = null;

/** Asks the browser not to evict the site's storage; it decides (and may not ask the visitor). */
export function askToPersist(): void {
  navigator.storage?.persist?.().catch(() => {});
}

const holdsPersonalData = (store: SyncStore) =>
  Object.values(store.getState().favorites.items).some(
    (movie) =>
      movie.rating !== undefined ||
      movie.watched !== undefined ||
      movie.note !== undefined ||
      movie.status !== undefined,
  );

/**
 * The one sync engine of this page, started once (the app starts it when start-up is over; the
 * sync dialog may ask first). Null where the browser offers no IndexedDB: the app then goes on
 * with localStorage alone, as before.
 */
export function syncEngineFor(store: SyncStore): Promise<SyncEngine | null> {
  engine ??= createSyncEngine(store).then(
    (created) => {
      let lastWritten = !writeFailing(storageKeys.favorites);
      if (!lastWritten) void created.localSaved(false);
      onWrite((key, written) => {
        if (key !== storageKeys.favorites || written === lastWritten) return;
        lastWritten = written;
        void created.localSaved(written);
      });
      if (holdsPersonalData(store)) askToPersist();
      else {
        const stop = store.subscribe(() => {
          if (!holdsPersonalData(store)) return;
          stop();
          askToPersist();
        });
      }
      return created;
    },
    (error: unknown) => {
      console.error(
        '[sync] IndexedDB is not available; favorites are kept in localStorage only',
        error,
      );
      return null;
    },
  );
  return engine;
}
