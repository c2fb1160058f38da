import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HydrationFlag, useHydrated } from './useHydrated';

const rendered: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  rendered.push(String(hydrated));
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

describe('HydrationFlag', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    rendered.length = 0;
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('is false on the server', () => {
    expect(
      renderToString(
        <HydrationFlag hydrating>
          <Probe />
        </HydrationFlag>,
      ),
    ).toContain('server');
  });

  it('hydrates the markup as sent, then turns true', async () => {
    container.innerHTML = renderToString(
      <HydrationFlag hydrating>
        <Probe />
      </HydrationFlag>,
    );
    rendered.length = 0;
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationFlag hydrating>
          <Probe />
        </HydrationFlag>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(rendered).toEqual(['false', 'true']);
    expect(container.textContent).toBe('browser');
  });

  it('is true from the first render when React draws the page itself', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydrationFlag hydrating={false}>
          <Probe />
        </HydrationFlag>,
      );
    });
    expect(rendered).toEqual(['true']);
  });

  it('is true without the flag around it (a part rendered on its own)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    expect(container.textContent).toBe('browser');
  });
});
