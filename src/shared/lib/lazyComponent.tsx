import { lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  /** Fetches the component's chunk ahead of time; later renders show it without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy that can be warmed: once the chunk is in, the component renders directly, so a click
 * never waits on a Suspense fallback (React shows a revealed fallback for at least 300 ms).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    ));
  const Suspending = lazy(() =>
    preload().then(() => ({ default: Loaded as ComponentType<P> })),
  ) as unknown as ComponentType<P>;
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Component, { preload });
}
