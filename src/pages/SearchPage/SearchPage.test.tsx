import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { text } from '../../shared/text';
import { omdbFilm } from '../../test/factories';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { initialSearchState } from '../../features/search/searchSlice';
import { initialMoviesState } from '../../features/search/results/moviesSlice';
import { SearchPage } from './SearchPage';

const film = (n: number, extra: Record<string, string> = {}) =>
  omdbFilm(n, { Year: String(1990 + n), Type: n % 2 ? 'movie' : 'series', ...extra });

/** A fake OMDb with `total` titles for any query, and a log of the queries it saw. */
function catalogOf(total: number) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(OMDB_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const page = Number(params.get('page') ?? 1);
      const first = (page - 1) * 10 + 1;
      const count = Math.max(0, Math.min(10, total - first + 1));
      if (count === 0) return HttpResponse.json({ Response: 'False', Error: 'Movie not found!' });
      const Search = Array.from({ length: count }, (_, i) => film(first + i));
      return HttpResponse.json({ Response: 'True', Search, totalResults: String(total) });
    }),
  );
  return seen;
}

function renderPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<SearchPage />} />
      <Route path="/movie/:id" element={<p>detail page</p>} />
    </Routes>,
    options,
  );
}

const input = () => screen.getByRole('searchbox', { name: text.search.inputLabel });
const submitButton = () => screen.getByRole('button', { name: text.search.submit });

describe('SearchPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the hero, the input with an example placeholder and a disabled search button', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.search.heroTitle);
    expect(input()).toHaveAttribute('placeholder', expect.stringContaining('The Matrix'));
    expect(submitButton()).toBeDisabled();
  });

  it('warns under 3 characters and enables the button from 3', async () => {
    const { user } = renderPage();
    await user.type(input(), 'ab');
    expect(screen.getByText('Минимальная длина запроса: 3 символа')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.type(input(), 'c');
    expect(screen.queryByText('Минимальная длина запроса: 3 символа')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('searches once, 500 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = catalogOf(3);
    const { user } = renderPage({ userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.type(input(), 'matrix');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(seen).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].get('s')).toBe('matrix');
    expect(await screen.findByText('3 фильма найдено')).toBeInTheDocument();
  });

  it('searches at once on Enter, with the loading block while waiting', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(OMDB_URL, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ Response: 'True', Search: [film(1)], totalResults: '1' });
      }),
    );
    const { user } = renderPage();
    await user.type(input(), 'alien{Enter}');
    expect(await screen.findByText(text.search.loadingTitle)).toBeInTheDocument();
    expect(screen.getByText(text.search.loadingSubtitle)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    release();
    const results = await screen.findByRole('heading', { name: text.search.resultsTitle });
    const card = results.closest('section')!;
    expect(within(card).getByText('1 фильм найден')).toBeInTheDocument();
    expect(within(card).getByText(/«alien»/)).toBeInTheDocument();
  });

  it('refuses a stop-word, case-insensitively, until the input changes', async () => {
    const seen = catalogOf(3);
    const { user } = renderPage();
    await user.type(input(), 'THE{Enter}');
    expect(screen.getByText(text.search.tooGeneral)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.type(input(), 'm');
    expect(screen.queryByText(text.search.tooGeneral)).not.toBeInTheDocument();
  });

  it('ignores whitespace-only input', async () => {
    const seen = catalogOf(3);
    const { user } = renderPage();
    await user.type(input(), '     {Enter}');
    expect(submitButton()).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen).toHaveLength(0);
  });

  it('looks up an IMDb id by i=, whatever its case', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(OMDB_URL, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        return HttpResponse.json({
          ...film(7, { Title: 'The Matrix', imdbID: 'tt0133093' }),
          Response: 'True',
        });
      }),
    );
    const { user } = renderPage();
    await user.type(input(), 'TT0133093{Enter}');
    expect(await screen.findByRole('link', { name: 'The Matrix' })).toHaveAttribute(
      'href',
      '/movie/tt0133093',
    );
    expect(seen[0].get('i')).toBe('TT0133093');
    expect(seen[0].has('s')).toBe(false);
    expect(screen.getByText('1 фильм найден')).toBeInTheDocument();
  });

  it('shows cards with placeholder, year and Russian type, and opens a card', async () => {
    catalogOf(2);
    const { user } = renderPage();
    await user.type(input(), 'heat{Enter}');
    const list = await screen.findByRole('list', { name: text.search.resultsTitle });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Постер недоступен' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('1991')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Фильм')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Сериал')).toBeInTheDocument();
    await user.click(within(cards[0]).getByRole('link', { name: 'Film 1' }));
    expect(screen.getByText('detail page')).toBeInTheDocument();
  });

  it('shows the not-found card, and "Новый поиск" starts over', async () => {
    server.use(
      http.get(OMDB_URL, () =>
        HttpResponse.json({ Response: 'False', Error: 'Incorrect IMDb ID.' }),
      ),
    );
    const { user } = renderPage();
    await user.type(input(), 'tt0000001{Enter}');
    expect(
      await screen.findByRole('heading', { name: text.search.nothingFound }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.search.newSearch }));
    expect(
      screen.queryByRole('heading', { name: text.search.nothingFound }),
    ).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('shows the error text from state', async () => {
    server.use(
      http.get(OMDB_URL, () =>
        HttpResponse.json({ Response: 'False', Error: 'Too many results.' }),
      ),
    );
    const { user } = renderPage();
    await user.type(input(), 'star{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.tooManyResults);
    expect(
      screen.queryByRole('heading', { name: text.search.nothingFound }),
    ).not.toBeInTheDocument();
  });

  it('clears the query and results with the Clear button', async () => {
    catalogOf(2);
    const { user, store } = renderPage();
    await user.type(input(), 'heat{Enter}');
    await screen.findByRole('heading', { name: text.search.resultsTitle });
    await user.click(screen.getByRole('button', { name: text.search.clearLabel }));
    expect(
      screen.queryByRole('heading', { name: text.search.resultsTitle }),
    ).not.toBeInTheDocument();
    expect(store.getState().search.query).toBe('');
    expect(screen.queryByRole('button', { name: text.search.clearLabel })).not.toBeInTheDocument();
  });

  it('offers recent searches only when no query is active, and a chip searches again', async () => {
    const seen = catalogOf(2);
    const { user } = renderPage({
      preloadedState: { search: { ...initialSearchState, recentSearches: ['alien', 'matrix'] } },
    });
    const recent = screen
      .getByRole('heading', { name: text.search.recentTitle })
      .closest('section')!;
    await user.click(within(recent).getByRole('button', { name: 'matrix' }));
    expect(input()).toHaveValue('matrix');
    await screen.findByRole('heading', { name: text.search.resultsTitle });
    expect(seen.map((params) => params.get('s'))).toEqual(['matrix']);
    expect(
      screen.queryByRole('heading', { name: text.search.recentTitle }),
    ).not.toBeInTheDocument();
  });

  it('records each run in recent searches, lowercased', async () => {
    catalogOf(2);
    const { user, store } = renderPage();
    await user.type(input(), '  Blade Runner {Enter}');
    await screen.findByRole('heading', { name: text.search.resultsTitle });
    expect(store.getState().search.recentSearches).toEqual(['blade runner']);
  });

  it('loads more pages until all are shown, without duplicates', async () => {
    catalogOf(23);
    const { user } = renderPage();
    await user.type(input(), 'heat{Enter}');
    expect(await screen.findByText('Показано 10 из 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.search.loadMore }));
    expect(await screen.findByText('Показано 20 из 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.search.loadMore }));
    expect(await screen.findByText('Показано 23 из 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.search.loadMore })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: text.search.resultsTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(23);
  });

  it('keeps loaded results when a later page fails, and retries', async () => {
    catalogOf(23);
    const { user, store } = renderPage();
    await user.type(input(), 'heat{Enter}');
    await screen.findByText('Показано 10 из 23');
    server.use(http.get(OMDB_URL, () => new HttpResponse(null, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: text.search.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch movies');
    expect(screen.getByText('Показано 10 из 23')).toBeInTheDocument();
    expect(store.getState().movies.currentPage).toBe(1);
    await user.click(screen.getByRole('button', { name: text.search.retry }));
    expect(await screen.findByText('Показано 20 из 23')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never shows a slow older answer after a newer search', async () => {
    server.use(
      http.get(OMDB_URL, async ({ request }) => {
        const query = new URL(request.url).searchParams.get('s');
        if (query === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({
          Response: 'True',
          Search: [film(1, { Title: `Answer to ${query}` })],
          totalResults: '1',
        });
      }),
    );
    const { user } = renderPage();
    await user.type(input(), 'slow{Enter}');
    await user.clear(input());
    await user.type(input(), 'fast{Enter}');
    expect(await screen.findByText('Answer to fast')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Answer to slow')).not.toBeInTheDocument();
    expect(screen.getByText('Answer to fast')).toBeInTheDocument();
  });

  it('hints at English titles when the query is in Cyrillic, and still searches', async () => {
    const seen = catalogOf(1);
    const { user } = renderPage();
    await user.type(input(), 'Сталкер{Enter}');
    expect(screen.getByText(text.search.cyrillicHint)).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('is not blocked by a detail request still running elsewhere', async () => {
    const { user } = renderPage({
      preloadedState: { movies: { ...initialMoviesState, loading: true } },
    });
    expect(screen.queryByText(text.search.loadingTitle)).not.toBeInTheDocument();
    await user.type(input(), 'alien');
    expect(submitButton()).toBeEnabled();
  });
});
