import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../app/store';
import { AppRoutes } from '../app/router';
import { readServedDetail } from '../pages/MovieDetailPage/servedDetail';
import { detailServed } from '../features/film';
import { initialFavoritesState } from '../features/favorites/state/favoritesSlice';
import { today } from '../features/favorites/state/personal';
import { matrixDto } from '../pages/MovieDetailPage/omdbDetail.fixtures';
import { answerWith } from '../pages/MovieDetailPage/movieDetail.fixtures';
import { HydrationFlag } from '../shared/lib/useHydrated';
import { makeTestClient } from '../test/renderWithProviders';
import { renderMoviePage } from './renderMoviePage';

const MATRIX = 'tt0133093';
const savedMatrix = {
  imdbID: MATRIX,
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: null,
  addedAt: '2024-01-01T00:00:00.000Z',
};

/** Puts the server's page into the document, as the browser would have it before any script. */
async function serverPage(id: string, answer: unknown) {
  const page = await renderMoviePage({ id, answer, origin: 'https://kino.example' });
  if (!page) throw new Error('no page rendered');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.body;
  document.body.append(container);
  document.body.insertAdjacentHTML('beforeend', page.data);
  onTestFinished(() => document.body.replaceChildren());
  return { page, container };
}

/** main.tsx's start on a server-rendered film page: read the data, seed the store, hydrate. */
async function hydrate(container: HTMLElement, route: string, favorites = {}) {
  const recoverable = vi.fn();
  const store = makeStore({
    omdb: makeTestClient(),
    preloadedState: { favorites: { ...initialFavoritesState, items: favorites } },
  });
  const served = await readServedDetail(document);
  if (served) store.dispatch(detailServed(served));
  await act(async () => {
    const root = hydrateRoot(
      container,
      <StrictMode>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>
            <HydrationFlag hydrating>
              <AppRoutes />
            </HydrationFlag>
          </MemoryRouter>
        </Provider>
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
    // Testing Library's cleanup knows only the roots it made. Left mounted, the app's idle timers
    // (Node's, which outlive jsdom) would render it after this file's environment is gone.
    onTestFinished(() => act(() => root.unmount()));
  });
  return { store, served, recoverable };
}

describe('a server-rendered film page, hydrated', () => {
  it('shows the film at once and never asks OMDb for it', async () => {
    const omdb = answerWith();
    const { container } = await serverPage(MATRIX, { ...matrixDto, Response: 'True' });
    expect(container.querySelector('h1')?.textContent).toBe('The Matrix');
    const { store, recoverable } = await hydrate(container, `/movie/${MATRIX}`);
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
    expect(store.getState().movies.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omdb.requests).toHaveLength(0);
  });

  it('shows a film saved in favorites as a favorite once hydrated, without a mismatch', async () => {
    answerWith();
    const { container } = await serverPage(MATRIX, { ...matrixDto, Response: 'True' });
    const { recoverable } = await hydrate(container, `/movie/${MATRIX}`, { [MATRIX]: savedMatrix });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends «Хочу посмотреть» and «Просмотрено сегодня» off, and shows the saved state once hydrated', async () => {
    answerWith();
    const { container } = await serverPage(MATRIX, { ...matrixDto, Response: 'True' });
    const served = (name: string) =>
      [...container.querySelectorAll('button')].find((button) =>
        button.textContent?.endsWith(name),
      );
    // The server knows no one's library: both off, as the heart is.
    expect(served('Хочу посмотреть')?.getAttribute('aria-pressed')).toBe('false');
    expect(served('Просмотрено сегодня')?.getAttribute('aria-pressed')).toBe('false');
    const { recoverable } = await hydrate(container, `/movie/${MATRIX}`, {
      [MATRIX]: { ...savedMatrix, favorite: false, status: 'want', watched: [today()] },
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Хочу посмотреть' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Просмотрено сегодня' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps «Фильм не найден» for an unknown id, without asking', async () => {
    const omdb = answerWith();
    const { page, container } = await serverPage('tt9999999', {
      Response: 'False',
      Error: 'Incorrect IMDb ID.',
    });
    expect(page.status).toBe(404);
    const { recoverable } = await hydrate(container, '/movie/tt9999999');
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText('Фильм не найден')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omdb.requests).toHaveLength(0);
  });

  it('ignores data that is not an OMDb answer for the page: the client asks as before', async () => {
    const omdb = answerWith();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="served-detail">{"id":"${MATRIX}","answer":{"Response":"True","Title":42}}</script>`,
    );
    onTestFinished(() => document.body.replaceChildren());
    expect(await readServedDetail(document)).toBeNull();
    const container = document.createElement('div');
    document.body.append(container);
    const { served } = await hydrate(container, `/movie/${MATRIX}`);
    expect(served).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(omdb.requests.map((request) => request.id)).toContain(MATRIX);
  });

  it('reads back exactly the film the server rendered', async () => {
    await serverPage(MATRIX, { ...matrixDto, Response: 'True' });
    expect(await readServedDetail(document)).toMatchObject({
      id: MATRIX,
      movie: { imdbID: MATRIX, title: 'The Matrix', plot: matrixDto.Plot },
    });
  });
});
