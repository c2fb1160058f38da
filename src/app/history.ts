import { startTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

export type AppHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's history for the app's router, which is told not to use transitions: this decides
 * per address instead. A page whose code is in (`ready`) is shown at once, as an urgent update, so
 * the next frame has it; a transition would render it in slices, each giving the browser a frame,
 * which on a slow phone costs a press several times the render itself. A page whose chunk is not in
 * is switched to in a transition: the page before stays until the new one can draw, never the
 * loading state. A navigation started inside a transition (a header link's, Layout.tsx) stays one.
 */
export function historyShowingReadyPages(ready: (location: Location) => boolean): AppHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const listen = history.listen.bind(history);
  history.listen = (listener) =>
    listen((update) => {
      if (ready(update.location)) listener(update);
      else startTransition(() => listener(update));
    });
  return history;
}
