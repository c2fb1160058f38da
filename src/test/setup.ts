import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw/server';
import { installBrowserGaps } from './browserGaps';
import { forgetStorageReports } from '../shared/lib/storage';

installBrowserGaps();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  forgetStorageReports();
});
afterAll(() => server.close());
