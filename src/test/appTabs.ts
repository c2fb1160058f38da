import { readPersistedState } from '../data/local/persistence';
import { makeSavingStore } from './makeSavingStore';
import { makeTestClient, writeAtOnce } from './renderWithProviders';

/**
 * Tabs of the app over the shared localStorage, each started the way main.tsx starts one: it
 * reads what is stored, writes its changes at once and follows the other tabs until closed.
 * `closeAll` ends every tab opened so far (a test's afterEach, or the end of a property run), so
 * no finished test's store goes on answering the next one's storage events.
 */
export function appTabs() {
  const lifetimes: AbortController[] = [];
  return {
    open() {
      const lifetime = new AbortController();
      lifetimes.push(lifetime);
      return makeSavingStore({
        omdb: makeTestClient(),
        preloadedState: readPersistedState(),
        signal: lifetime.signal,
        scheduleFavoritesWrite: writeAtOnce,
      });
    },
    closeAll() {
      lifetimes.splice(0).forEach((lifetime) => lifetime.abort());
    },
  };
}

export type AppTab = ReturnType<ReturnType<typeof appTabs>['open']>;
