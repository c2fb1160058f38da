import { activate, registerServiceWorker } from './serviceWorker';

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => {});
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(public controller: object | null) {
    super();
  }
  takenOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function install(controller: object | null): FakeContainer {
  const container = new FakeContainer(controller);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker registration', () => {
  let stop = () => {};
  beforeEach(() => vi.stubEnv('PROD', true));
  afterEach(() => {
    stop();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers the worker at the root, and reports a new version once it waits', async () => {
    const container = install({});
    const onWaiting = vi.fn();
    stop = registerServiceWorker(onWaiting, vi.fn());
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    const next = new FakeWorker('installing');
    container.registration.found(next);
    expect(onWaiting).not.toHaveBeenCalled();
    next.becomes('installed');
    expect(onWaiting).toHaveBeenCalledWith(next);
  });

  it('reports a version already waiting when the page opens', async () => {
    const container = install({});
    container.registration.waiting = new FakeWorker('installed');
    const onWaiting = vi.fn();
    stop = registerServiceWorker(onWaiting, vi.fn());
    await settle();
    expect(onWaiting).toHaveBeenCalledWith(container.registration.waiting);
  });

  it('on a first visit, the first version installs without asking and takes the page without a reload', async () => {
    const container = install(null);
    const onWaiting = vi.fn();
    const reload = vi.fn();
    stop = registerServiceWorker(onWaiting, reload);
    await settle();
    const first = new FakeWorker('installing');
    container.registration.found(first);
    first.becomes('installed');
    container.takenOver();
    expect(onWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    // A later version taking over the same tab reloads it, once.
    container.takenOver();
    container.takenOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a tab that a new version takes over', async () => {
    const container = install({});
    const reload = vi.fn();
    stop = registerServiceWorker(vi.fn(), reload);
    await settle();
    container.takenOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks for a new version when the tab comes back into view', async () => {
    const container = install({});
    stop = registerServiceWorker(vi.fn(), vi.fn());
    await settle();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside a production build', () => {
    vi.stubEnv('PROD', false);
    const container = install({});
    stop = registerServiceWorker(vi.fn(), vi.fn());
    expect(container.register).not.toHaveBeenCalled();
  });

  it('lets a waiting version take over when asked', () => {
    const worker = new FakeWorker('installed');
    activate(worker as unknown as ServiceWorker);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
