import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { createOmdbClient, type OmdbClient } from '../api/omdbClient';
import { makeSavingStore } from './makeSavingStore';
import type { PreloadedState } from '../app/store';
import type { Scheduler } from '../shared/lib/whenIdle';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Writes a favorites change at once, for tests of what is written rather than when. */
export const writeAtOnce: Scheduler = (write) => write();

export function makeTestClient() {
  return createOmdbClient({ baseUrl: '/api/omdb/', apiKey: 'test-key', origin: TEST_ORIGIN });
}

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedState;
  route?: string;
  /** Another client, e.g. one with a short time-out or a stubbed fetch. */
  omdb?: OmdbClient;
  /** Pass fake-timer-aware options, e.g. { advanceTimers: vi.advanceTimersByTime }. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders with a fresh store and router per test, the way the app wires them. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    route = '/',
    userOptions,
    omdb = makeTestClient(),
    ...renderOptions
  } = options;
  // The store follows other tabs through window 'storage' events; a finished test's store must stop.
  const lifetime = new AbortController();
  onTestFinished(() => lifetime.abort());
  const store = makeSavingStore({ omdb, preloadedState, signal: lifetime.signal });
  const user = userEvent.setup(userOptions);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
    renderOptions,
  );
  return { store, user, ...result };
}
