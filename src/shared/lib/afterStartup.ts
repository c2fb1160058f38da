/**
 * Work a first visit does not need (the service worker's precache, the parts a page links to: see
 * loading.tsx) waits until the page has loaded and the visitor has left the keyboard and the screen alone for a
 * moment: on a phone it would otherwise share the network and the main thread with what the
 * visitor is doing right then (typing a search, pressing a button).
 */

/** How long the visitor must have done nothing (no key, press or input) before such work starts. */
export const STARTUP_QUIET_MS = 2000;
/** The longest the browser may then keep it waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 5000;

let lastInputAt = 0;
let watching = false;

function watchInput(): void {
  if (watching) return;
  watching = true;
  const note = () => {
    lastInputAt = performance.now();
  };
  for (const type of ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'])
    window.addEventListener(type, note, { capture: true, passive: true });
}

/** Marked when start-up is first over, for the measurement of what a first visit fetches. */
export const STARTUP_OVER_MARK = 'filmoteka:startup-over';

function markStartupOver(): void {
  if (performance.getEntriesByName(STARTUP_OVER_MARK).length === 0)
    performance.mark(STARTUP_OVER_MARK);
}

/** Runs `run` once the page has loaded, the visitor is quiet and the browser idle; returns a cancel. */
export function afterStartup(task: () => void): () => void {
  const run = () => {
    markStartupOver();
    task();
  };
  watchInput();
  let cancelStep = () => {};
  let loadedAt = 0;
  const whenQuiet = () => {
    // A timer may outlive its page in a test runner that tears the document down first.
    if (typeof window === 'undefined') return;
    const quietFor = performance.now() - Math.max(lastInputAt, loadedAt);
    if (quietFor < STARTUP_QUIET_MS) {
      const timer = window.setTimeout(whenQuiet, STARTUP_QUIET_MS - quietFor);
      cancelStep = () => window.clearTimeout(timer);
    } else if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      run();
    }
  };
  const start = () => {
    loadedAt = performance.now();
    whenQuiet();
  };
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
    cancelStep = () => window.removeEventListener('load', start);
  }
  return () => cancelStep();
}
