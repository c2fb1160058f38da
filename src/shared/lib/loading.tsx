/**
 * The app's one loading policy: how a part split off into a chunk of its own is loaded, and when
 * it is fetched ahead.
 *
 * - A split part is made with `lazyPart`: it renders at once once its chunk is in, and suspends
 *   (inside a transition, so the screen before stays) until then.
 * - A switch to a part (`useSwitch`; a page, src/app/history.ts) is an urgent update when the part
 *   is in, so the next frame shows it, and a transition until then.
 * - The prefetch rule: a screen names the parts it links to or opens (`usePrefetch`). Once start-up
 *   is over (the page loaded, the visitor quiet for a moment, the browser idle: afterStartup.ts)
 *   they are fetched one at a time, in the order named, unless the visitor asked the browser to
 *   save data or the browser rates the connection 3g or slower; a screen shown later fetches its
 *   parts in the first idle moment after it shows. Nothing else is fetched ahead: no
 *   timer, no "every page".
 * - Intent: pointing at, focusing or starting to press a control fetches its part at once
 *   (`prefetchOnIntent`); pointing and focusing follow the connection rule, a press never waits.
 */
import {
  lazy,
  useCallback,
  useEffect,
  useState,
  useTransition,
  type ComponentType,
  type ReactElement,
} from 'react';
import { afterStartup } from './afterStartup';
import { whenIdle } from './whenIdle';

/** Anything that can be fetched ahead: a lazy part, a lazy page. */
export interface Preloadable {
  preload: () => Promise<void>;
}

export interface LazyPart<P extends object> extends Preloadable {
  (props: P): ReactElement;
  /** Whether its chunk is in: it renders at once, without suspending. */
  isLoaded: () => boolean;
}

export interface LazyPartOptions {
  /** A part the page can do without: if its chunk cannot load, it renders nothing. */
  optional?: boolean;
}

const renderNothing = () => null;

/**
 * The one lazy-component helper: React.lazy that can be fetched ahead, and, once its chunk is in,
 * renders the component itself (so a press never meets a Suspense boundary). `load` gives the
 * component, or a module whose default export it is. A failed download may be tried again by the
 * next render or preload.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
  { optional = false }: LazyPartOptions = {},
): LazyPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => {
        Loaded = 'default' in loaded ? loaded.default : loaded;
      },
      (error: unknown) => {
        if (optional) {
          Loaded = renderNothing;
          return;
        }
        pending = null;
        throw error;
      },
    ));
  const Suspending = lazy(() =>
    preload().then(() => ({ default: Loaded as ComponentType<P> })),
  ) as unknown as ComponentType<P>;
  const Part = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Part, { preload, isLoaded: () => Loaded !== null });
}

/** What the Network Information API tells of the connection (Chromium's browsers tell it). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g', '3g'];

function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as { connection?: ConnectionInfo }).connection;
}

/**
 * Whether fetching what the visitor may want next is worth the data: not when they asked the
 * browser to save data, nor on a connection it rates 3g or slower. A browser that tells nothing
 * (Firefox, Safari) is taken at its word: yes.
 */
export function connectionAllowsPrefetch(
  connection: ConnectionInfo | undefined = currentConnection(),
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

/** When start-up is over; replaced by tests. */
export type StartupGate = (run: () => void) => () => void;

/** A screen's links are fetched in the first idle moment after it shows, or this long after at most. */
const PREFETCH_IDLE_TIMEOUT_MS = 1000;

const queue: Preloadable[] = [];
let fetched = new WeakSet<Preloadable>();
let fetching = false;
let started = false;
let gate: StartupGate = afterStartup;

function fetchNext(): void {
  if (fetching || !started) return;
  // Checked as each part would start: Save-Data may be switched on, the connection may slow down.
  if (!connectionAllowsPrefetch()) {
    queue.length = 0;
    return;
  }
  const next = queue.shift();
  if (!next) return;
  if (fetched.has(next)) {
    fetchNext();
    return;
  }
  fetched.add(next);
  fetching = true;
  // One at a time: a chunk runs as it arrives, and several at once would run back to back as one
  // long task, and share the network with what the visitor asks for. A failure moves on.
  void next
    .preload()
    .catch(() => {})
    .then(() => {
      fetching = false;
      fetchNext();
    });
}

let waitingForStartup = false;

/**
 * The prefetch rule: fetches `parts` once start-up is over, one at a time and in order, where the
 * connection allows (checked when each would start). Returns a cancel for those not yet started.
 */
export function prefetch(parts: readonly Preloadable[]): () => void {
  const mine = parts.filter((part) => !fetched.has(part) && !queue.includes(part));
  queue.push(...mine);
  // A screen shown after start-up fetches its links once the browser is idle: the press that
  // showed it has painted by then, and a chunk that arrives sooner would run inside that press.
  if (started) whenIdle(fetchNext, { timeoutMs: PREFETCH_IDLE_TIMEOUT_MS });
  else if (!waitingForStartup) {
    waitingForStartup = true;
    gate(() => {
      started = true;
      fetchNext();
    });
  }
  return () => {
    for (const part of mine) {
      const at = queue.indexOf(part);
      if (at >= 0) queue.splice(at, 1);
    }
  };
}

/**
 * A screen's links and the parts its controls open, fetched ahead by the rule above while it is on
 * screen. Pass the same array on each render (a module constant, or memoized): a new one starts over.
 */
export function usePrefetch(parts: readonly Preloadable[]): void {
  useEffect(() => prefetch(parts), [parts]);
}

/**
 * Handlers that fetch `parts` when the visitor shows they are about to use a control: pointing at
 * it or focusing it (where the connection allows), or starting to press it (always: it is needed).
 */
export function prefetchOnIntent(parts: readonly Preloadable[]): {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
} {
  const now = () => {
    for (const part of parts) void part.preload().catch(() => {});
  };
  const ifAllowed = () => {
    if (connectionAllowsPrefetch()) now();
  };
  return { onPointerEnter: ifAllowed, onFocus: ifAllowed, onPointerDown: now };
}

/** For tests: a fresh queue, with start-up over when `gate` says so. */
export function resetPrefetchForTests(startup: StartupGate): void {
  queue.length = 0;
  fetched = new WeakSet();
  fetching = false;
  started = false;
  waitingForStartup = false;
  gate = startup;
}

/** How long a switch may take before the control that started it shows it is working. */
export const BUSY_CUE_DELAY_MS = 200;

/**
 * A switch (a page, a view, a dialog) that never falls back to a loading state. When every part it
 * `needs` is in, it runs at once, as an urgent update: the next frame shows it, where a transition
 * would render it in slices, each giving the browser a frame, which on a slow phone costs the press
 * several times the render itself. Otherwise (or with `needs` not given) it runs in a transition:
 * the screen before stays until the new one can draw, and `busy` turns true once the switch has
 * taken longer than BUSY_CUE_DELAY_MS, for the control that started it (aria-busy and a visible cue).
 * Pass the same `needs` on each render (a module constant, or memoized).
 */
export function useSwitch(
  needs?: readonly Pick<LazyPart<never>, 'isLoaded'>[],
): [busy: boolean, start: (update: () => void) => void] {
  const [pending, startInTransition] = useTransition();
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLate(true), BUSY_CUE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [pending]);
  const start = useCallback(
    (update: () => void) => {
      if (needs?.every((part) => part.isLoaded())) update();
      else startInTransition(update);
    },
    [needs],
  );
  return [pending && late, start];
}

/** The attributes of a control whose switch is `busy`: aria-busy and the visible cue (global.css). */
export function switchingProps(busy: boolean): {
  'aria-busy'?: true;
  'data-switching'?: '';
} {
  return busy ? { 'aria-busy': true, 'data-switching': '' } : {};
}
