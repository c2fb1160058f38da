import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { BUSY_CUE_DELAY_MS } from '../../shared/lib/loading';
import { ViewToggle, type FavoritesView } from './ViewToggle';

/** The grid's chunk as the toggle asks after it: in or not, as each test says. */
const grid = { loaded: false };
const GRID_PARTS = [{ isLoaded: () => grid.loaded }];

function Grid({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>grid</p>;
}

/** The page around the toggle, whose grid waits for `gridReady` (a part still downloading). */
function Page({ gridReady }: { gridReady: Promise<void> }) {
  const [view, setView] = useState<FavoritesView>('carousel');
  return (
    <>
      <ViewToggle view={view} onChange={setView} gridParts={GRID_PARTS} />
      <Suspense fallback={<p>loading</p>}>
        {view === 'grid' ? <Grid ready={gridReady} /> : <p>carousel</p>}
      </Suspense>
    </>
  );
}

describe('ViewToggle', () => {
  afterEach(() => {
    vi.useRealTimers();
    grid.loaded = false;
  });

  it('keeps the view before while the other one comes, and the pressed one says so after 200 ms', async () => {
    vi.useFakeTimers();
    let ready = (): void => {};
    const gridReady = new Promise<void>((resolve) => (ready = resolve));
    render(<Page gridReady={gridReady} />);
    const gridButton = screen.getByRole('button', { name: 'Сетка' });

    await act(async () => gridButton.click());
    expect(screen.getByText('carousel')).toBeInTheDocument();
    expect(gridButton).not.toHaveAttribute('aria-busy');

    await act(async () => vi.advanceTimersByTime(BUSY_CUE_DELAY_MS + 10));
    expect(gridButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Карусель' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('loading')).not.toBeInTheDocument();

    await act(async () => ready());
    expect(screen.getByText('grid')).toBeInTheDocument();
    expect(gridButton).toHaveAttribute('aria-pressed', 'true');
    expect(gridButton).not.toHaveAttribute('aria-busy');
  });

  it('switches at once, as an urgent update, once the grid’s chunk is in', async () => {
    grid.loaded = true;
    // The stand-in grid still waits: an urgent switch meets its fallback, a transition would not.
    let ready = (): void => {};
    const gridReady = new Promise<void>((resolve) => (ready = resolve));
    render(<Page gridReady={gridReady} />);
    await act(async () => screen.getByRole('button', { name: 'Сетка' }).click());
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => ready());
    expect(screen.getByText('grid')).toBeInTheDocument();
  });
});
