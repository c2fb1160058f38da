/** The IndexedDB database that keeps the library's durable copy and its sync (sync/dataDb.ts). */
export const DATA_DB = 'filmoteka-data';

/**
 * Whether this browser holds the durable copy's database, found out without creating it: opened
 * with no version, a database that does not exist asks to be created, and aborting that leaves
 * none behind. False where IndexedDB is missing or refuses.
 */
export function durableCopyExists(name = DATA_DB): Promise<boolean> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(false);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      request.result.close();
      resolve(true);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(false);
    };
    request.onblocked = () => resolve(true);
  });
}
