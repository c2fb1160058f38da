import { SERVICE_WORKER_URL, SKIP_WAITING } from '../../../sw/contract';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (production builds only) and reports a new version once it
 * has installed and waits: `onWaiting` gets it, and `activate(worker)` lets it take over. Every tab
 * reloads when a new version takes over, so no page ever mixes the old shell with new chunks; the
 * first version taking an uncontrolled page is no reason to reload.
 */
export function registerServiceWorker(
  onWaiting: (worker: ServiceWorker) => void,
  reload: () => void = () => window.location.reload(),
): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  let reloading = false;
  const onControllerChange = () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  };
  container.addEventListener('controllerchange', onControllerChange);

  const report = (worker: ServiceWorker) => {
    // Installed while a version controls the page: the new one waits for the visitor.
    if (worker.state === 'installed' && container.controller) onWaiting(worker);
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    report(worker);
    worker.addEventListener('statechange', () => report(worker));
  };

  let registration: ServiceWorkerRegistration | null = null;
  const check = () => void registration?.update().catch(() => {});
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  container
    .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .then((registered) => {
      registration = registered;
      follow(registered.waiting);
      follow(registered.installing);
      registered.addEventListener('updatefound', () => follow(registered.installing));
    })
    .catch((error: unknown) =>
      console.error('[offline] the service worker was not registered', error),
    );
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(check, HOUR_MS);
  return () => {
    container.removeEventListener('controllerchange', onControllerChange);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}

/** Lets a waiting version take over; every open tab then reloads into it. */
export function activate(worker: ServiceWorker): void {
  worker.postMessage({ type: SKIP_WAITING });
}
