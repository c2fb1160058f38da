/**
 * At the latest this long after a favorites change, its write runs, idle or not. A module of its
 * own so the tests' store (src/test/makeSavingStore.ts) waits as the app's does, without the
 * saving chunk exporting it.
 */
export const FAVORITES_WRITE_TIMEOUT_MS = 1000;
