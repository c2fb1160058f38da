import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { lazyPart } from '../shared/lib/loading';
import { historyShowingReadyPages } from './history';

/** A page whose chunk the test never lets in: an urgent switch to it meets the fallback. */
const NeverIn = lazyPart(() => new Promise<() => React.ReactElement>(() => {}));

function renderApp(ready: boolean) {
  const history = historyShowingReadyPages(() => ready);
  return render(
    <HistoryRouter history={history} useTransitions={false}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/next" element={<NeverIn />} />
          <Route path="*" element={<Link to="/next">next</Link>} />
        </Routes>
      </Suspense>
    </HistoryRouter>,
  );
}

describe('historyShowingReadyPages', () => {
  const start = window.location.href;
  afterEach(() => window.history.replaceState(null, '', start));

  it('switches to a page not in yet in a transition: the page before stays', async () => {
    renderApp(false);
    await act(async () => screen.getByRole('link', { name: 'next' }).click());
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByRole('link', { name: 'next' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows a page said to be in at once, as an urgent update', async () => {
    renderApp(true);
    await act(async () => screen.getByRole('link', { name: 'next' }).click());
    // Urgent: the page is rendered now, and, not being in after all, falls back.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'next' })).not.toBeInTheDocument();
  });
});
