import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './msw/server';
import { installBrowserGaps } from './browserGaps';
import { forgetStorageReports } from '../data/storage/storage';
import { forgetDetailsStore } from '../features/details/detailsStore';

installBrowserGaps();

// findBy…/waitFor give up after 20 s rather than 1: on a loaded machine a page's IndexedDB and
// lazy chunks take seconds (3 s was still missed with other jobs on both cores), and a passing
// test waits no longer for it. Tests' own limit is 30 s (vitest.config.ts).
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no IndexedDB: each test gets an empty one of its own (fake-indexeddb, in memory).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetDetailsStore();
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetStorageReports();
});
afterAll(() => server.close());
// The favorites page fetches the sync engine once start-up is over (useSyncEngine): a file whose
// last test ends while that import is under way would see it fail as the environment goes. Waiting
// for the same import lets it finish first (and costs one import where none was under way).
afterAll(async () => {
  await import('../data/sync/startSync');
});
