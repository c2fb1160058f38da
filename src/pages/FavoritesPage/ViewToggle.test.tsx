import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { BUSY_CUE_DELAY_MS } from '../../shared/lib/loading';
import { ViewToggle, type FavoritesView } from './ViewToggle';

function Grid({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>grid</p>;
}

/** The page around the toggle, whose grid waits for `gridReady` (a part still downloading). */
function Page({ gridReady }: { gridReady: Promise<void> }) {
  const [view, setView] = useState<FavoritesView>('carousel');
  return (
    <>
      <ViewToggle view={view} onChange={setView} />
      <Suspense fallback={<p>loading</p>}>
        {view === 'grid' ? <Grid ready={gridReady} /> : <p>carousel</p>}
      </Suspense>
    </>
  );
}

describe('ViewToggle', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the view before while the other one comes, and the pressed one says so after 200 ms', async () => {
    vi.useFakeTimers();
    let ready = (): void => {};
    const gridReady = new Promise<void>((resolve) => (ready = resolve));
    render(<Page gridReady={gridReady} />);
    const grid = screen.getByRole('button', { name: 'Сетка' });

    await act(async () => grid.click());
    expect(screen.getByText('carousel')).toBeInTheDocument();
    expect(grid).not.toHaveAttribute('aria-busy');

    await act(async () => vi.advanceTimersByTime(BUSY_CUE_DELAY_MS + 10));
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Карусель' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('loading')).not.toBeInTheDocument();

    await act(async () => ready());
    expect(screen.getByText('grid')).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(grid).not.toHaveAttribute('aria-busy');
  });
});
