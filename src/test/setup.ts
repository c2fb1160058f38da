import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './msw/server';
import { installBrowserGaps } from './browserGaps';
import { forgetStorageReports } from '../shared/lib/storage';
import { forgetDetailsStore } from '../features/details/detailsStore';

installBrowserGaps();

// findBy…/waitFor give up after 3 s rather than 1: under a loaded CI machine a page's IndexedDB
// and lazy chunks take longer than a second, and a passing test waits no longer for it.
configure({ asyncUtilTimeout: 3000 });

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
  forgetStorageReports();
});
afterAll(() => server.close());
