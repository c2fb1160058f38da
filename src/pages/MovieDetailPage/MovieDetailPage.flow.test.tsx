import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { parseDetail } from '../../api/schemas';
import { detailsStore } from '../../features/details/detailsStore';
import { initialFilmState } from '../../features/film';
import { initialMoviesState } from '../../features/search/results/moviesSlice';
import { searchMovies } from '../../features/search/results/thunks';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { Route, Routes } from 'react-router';
import { createOmdbClient } from '../../api/omdbClient';
import { MovieCard } from '../../features/search/results/MovieCard';
import { renderWithProviders, TEST_ORIGIN } from '../../test/renderWithProviders';
import { matrixDto, shawshankDto } from './omdbDetail.fixtures';
import { answerWith, loadingText, renderDetail } from './movieDetail.fixtures';
import MovieDetailPage from './MovieDetailPage';

describe('MovieDetailPage: requests, favorites and navigation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the opened film’s details in the details store, for the statistics', async () => {
    answerWith();
    renderDetail('/movie/tt0133093');
    await screen.findByRole('button', { name: 'В избранное' });
    await waitFor(async () => {
      const stored = await (await detailsStore()).readDetail('tt0133093');
      expect(stored?.detail).toMatchObject({ imdbID: 'tt0133093', title: 'The Matrix' });
    });
  });

  it('with no answer from the network, shows the film the details store keeps', async () => {
    answerWith();
    const first = renderDetail('/movie/tt0133093');
    await screen.findByRole('button', { name: 'В избранное' });
    await waitFor(async () =>
      expect(await (await detailsStore()).readDetail('tt0133093')).not.toBeNull(),
    );
    first.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(OMDB_URL, () => HttpResponse.error()));
    renderDetail('/movie/tt0133093');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with no answer and nothing kept, says there is no connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(OMDB_URL, () => HttpResponse.error()));
    renderDetail('/movie/tt0133093');
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером');
  });

  it('adds the movie to favorites and takes it out again', async () => {
    answerWith();
    const { user, store } = renderDetail('/movie/tt0133093');
    await user.click(await screen.findByRole('button', { name: 'В избранное' }));
    const pressed = screen.getByRole('button', { name: 'В избранном' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().favorites.items.tt0133093).toEqual({
      imdbID: 'tt0133093',
      title: 'The Matrix',
      year: '1999',
      type: 'movie',
      poster: matrixDto.Poster,
      addedAt: expect.any(String),
    });
    await user.click(pressed);
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(store.getState().favorites.items).toEqual({});
  });

  it('never shows a movie left in the store from before', async () => {
    answerWith(undefined, { tt0133093: 50 });
    const shawshank = parseDetail(shawshankDto);
    if (!shawshank.ok) throw new Error('the fixture is not an OMDb answer');
    const stale = shawshank.value;
    // The film page opened before, and the search's current movie.
    renderDetail('/movie/tt0133093', {
      preloadedState: {
        film: { ...initialFilmState, id: stale.imdbID, movie: stale },
        movies: { ...initialMoviesState, currentMovie: stale },
      },
    });
    expect(screen.getByText(loadingText)).toBeInTheDocument();
    expect(screen.queryByText('The Shawshank Redemption')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The Shawshank Redemption')).not.toBeInTheDocument();
  });

  it('asks for a film as its card is pressed, before its page renders, and once', async () => {
    answerWith();
    // For each request: was the page already saying it loads when it was made?
    const pageShownWhenAsked: boolean[] = [];
    const omdb = createOmdbClient({
      baseUrl: '/api/omdb/',
      apiKey: 'test-key',
      origin: TEST_ORIGIN,
      fetch: (input, init) => {
        pageShownWhenAsked.push(screen.queryByText(loadingText) !== null);
        return fetch(input, init);
      },
    });
    const matrix = { imdbID: 'tt0133093', title: 'The Matrix', year: '1999', type: 'movie' };
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<MovieCard movie={{ ...matrix, poster: null }} />} />
        <Route path="/movie/:id" element={<MovieDetailPage />} />
      </Routes>,
      { omdb },
    );
    await user.click(screen.getByRole('link', { name: 'The Matrix' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    expect(pageShownWhenAsked).toEqual([false]);
  });

  it('drops the request for the previous id when the URL changes', async () => {
    const omdb = answerWith(undefined, { tt0133093: 'infinite' });
    const { user } = renderDetail('/movie/tt0133093');
    await waitFor(() => expect(omdb.requests).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Другой фильм' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Shawshank Redemption' }),
    ).toBeInTheDocument();
    expect(omdb.requests[0].signal.aborted).toBe(true);
    expect(screen.queryByText('The Matrix')).not.toBeInTheDocument();
  });

  it('shows the loading state again while the next movie loads', async () => {
    answerWith(undefined, { tt0111161: 50 });
    const { user } = renderDetail('/movie/tt0133093');
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
    await user.click(screen.getByRole('link', { name: 'Другой фильм' }));
    expect(screen.getByText(loadingText)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'The Matrix' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Shawshank Redemption' }),
    ).toBeInTheDocument();
  });

  it('keeps loading when a search from the previous page lands meanwhile', async () => {
    answerWith(undefined, { tt0133093: 50 });
    const { store } = renderDetail('/movie/tt0133093');
    const found = {
      imdbID: 'tt0111161',
      title: 'The Shawshank Redemption',
      year: '1994',
      type: 'movie',
      poster: null,
    };
    // A search started on the search page settles while the details are still on their way.
    act(() => {
      store.dispatch(
        searchMovies.fulfilled({ movies: [found], totalResults: 1 }, 'search-1', {
          query: 'shawshank',
          page: 1,
          byId: false,
        }),
      );
    });
    expect(store.getState().movies.loading).toBe(false);
    expect(screen.getByText(loadingText)).toBeInTheDocument();
    expect(screen.queryByText('Фильм не найден')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
  });

  it('shows the loading state, not a false "not found", when returning to a movie that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(OMDB_URL, async ({ request }) => {
        const id = new URL(request.url).searchParams.get('i');
        // Long enough that the loading state is still there when the second visit is checked.
        await delay(id === 'tt0111161' ? 'infinite' : 300);
        return HttpResponse.json(null, { status: 500 });
      }),
    );
    const { user } = renderDetail('/movie/tt0133093');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch movie details');
    await user.click(screen.getByRole('link', { name: 'Другой фильм' }));
    await user.click(screen.getByRole('link', { name: 'Снова The Matrix' }));
    expect(screen.getByText(loadingText)).toBeInTheDocument();
    expect(screen.queryByText('Фильм не найден')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch movie details');
  });

  it('goes back in history to where the user came from', async () => {
    answerWith();
    const { user } = renderDetail('/favorites');
    await user.click(screen.getByRole('link', { name: 'Из избранного в The Matrix' }));
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('link', { name: 'Из избранного в The Matrix' })).toBeInTheDocument();
  });

  it('goes to the search page when the movie was opened directly', async () => {
    answerWith();
    const { user } = renderDetail('/movie/tt0133093');
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Поиск (заглушка)' })).toBeInTheDocument();
  });
});
