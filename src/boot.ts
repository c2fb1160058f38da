/**
 * The page's script (with Rolldown's 0.4 KB runtime). The HTML paints by itself (the prerendered
 * search page or 404 page, a film from the server, or the layout), so nothing else is downloaded
 * before that first paint but this and the theme script (src/features/theme/themeScript.ts, which
 * has put the stored theme on by then): once it is on screen, this starts the app and, beside it,
 * the address's page.
 */
import { pageModuleFor, pageModules } from './app/pageModules';
import { holdUntilTakeover } from './boot/takeover';
import { drawStoredFirstScreen } from './shared/lib/storedFirstScreen';
import { yieldToBrowser } from './shared/lib/yieldToBrowser';

/** Starts anyway if no paint is reported (a browser without paint timing reports none). */
const PAINT_WAIT_LIMIT_MS = 1000;

function afterFirstPaint(run: () => unknown): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  // A tab opened in the background paints nothing until shown: nothing to wait for.
  if (
    document.visibilityState !== 'visible' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_LIMIT_MS);
}

const page = pageModuleFor(window.location.pathname);
// The favorites page's films, drawn from what the app last drew there, well before the app arrives:
// now, as this script runs, so the page's first layout and paint already hold them.
if (page === 'FavoritesPage') drawStoredFirstScreen(document.getElementById('main'));
// From now until the app has taken the page over, a press that only the app can carry out is held.
holdUntilTakeover();

afterFirstPaint(async () => {
  // A failed download is reported by the route's error boundary when the page renders.
  if (page) pageModules[page]().catch(() => {});
  // React DOM and the app download side by side; each runs as it arrives, in a task of its own,
  // rather than both in one long task (the app imports React DOM only when it starts rendering).
  // Each import adds a preload link per chunk it needs, a request each: one import per task.
  await yieldToBrowser();
  import('react-dom/client').catch(() => {});
  await yieldToBrowser();
  void import('./main');
});
