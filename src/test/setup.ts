import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './msw/server';
import { installBrowserGaps } from './browserGaps';
import { forgetStorageReports } from '../shared/lib/storage';
import { forgetDetailsStore } from '../features/details/detailsStore';

installBrowserGaps();

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
