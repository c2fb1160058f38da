import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { AddressProbe, shownAddress } from '../../test/AddressProbe';
import type { MovieSummary } from '../../api/types';
import { detailsStore } from '../../features/details/detailsStore';
import { favoritesState } from '../../features/favorites/favorites.fixtures';
import { text } from '../../shared/text';
import { OMDB_URL } from '../../test/msw/handlers';
import { makeFilm } from '../../test/factories';
import { server } from '../../test/msw/server';
import { makeTestClient, renderWithProviders } from '../../test/renderWithProviders';
import StatsPage from './StatsPage';

// Films of the demo catalog (tt0133093, …): the emulator answers their details as OMDb would.
const MATRIX = makeFilm(133093, { title: 'The Matrix', year: '1999' });
const STALKER = makeFilm(79944, { title: 'Stalker', year: '1979' });
const BATMAN_BEGINS = makeFilm(372784, { title: 'Batman Begins', year: '2005' });
const BREAKING_BAD = makeFilm(903747, { title: 'Breaking Bad', year: '2008–2013', type: 'series' });
const FOUR = [MATRIX, STALKER, BATMAN_BEGINS, BREAKING_BAD];

function renderStats(movies: MovieSummary[] = FOUR) {
  return renderWithProviders(
    <Routes>
      <Route path="/charts" element={<StatsPage />} />
      <Route path="/favorites" element={<AddressProbe />} />
    </Routes>,
    { route: '/charts', preloadedState: favoritesState(movies) },
  );
}

function detailRequests() {
  const ids: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const id = new URL(request.url).searchParams.get('i');
    if (id) ids.push(id);
  });
  return ids;
}

/** Puts a catalog film's details in the store, as an earlier visit would have. */
async function keep(movie: MovieSummary, fetchedAt = new Date().toISOString()) {
  const detail = await makeTestClient().details(movie.imdbID);
  await (await detailsStore()).save(detail, fetchedAt);
}

const genres = () => screen.findByRole('group', { name: 'Жанры' });
/** A genre's bar, once the chart shows it (role queries over a page of charts are slow in jsdom). */
const genreBar = async (name: RegExp) => within(await genres()).findByRole('link', { name });
const status = () => screen.getByRole('region', { name: 'Загрузка сведений о фильмах' });

// A page of charts makes every role query in jsdom slow: these tests get more time than most.
vi.setConfig({ testTimeout: 20_000 });

describe('the statistics of the favorites’ details', () => {
  it('fetches the missing details, fills the cards, and keeps the details for next time', async () => {
    const requests = detailRequests();
    renderStats();
    expect(await genreBar(/^Драма: 3 · 75\s% — 3 фильма$/)).toBeInTheDocument();
    expect(screen.getByText('Чаще всего — драма: 3 из 4 фильмов')).toBeInTheDocument();
    expect(within(status()).getByText(/^Данные на \d+ \S+ \d{4}/)).toBeInTheDocument();
    expect(requests.sort()).toEqual(FOUR.map((movie) => movie.imdbID).sort());
    const stored = await (await detailsStore()).readFacts();
    expect([...stored.keys()].sort()).toEqual(FOUR.map((movie) => movie.imdbID).sort());
  });

  it('reads what the store holds and asks OMDb for nothing more', async () => {
    for (const movie of FOUR) await keep(movie);
    const requests = detailRequests();
    renderStats();
    expect(await genres()).toBeInTheDocument();
    await waitFor(() => expect(within(status()).getByText(/^Данные на/)).toBeInTheDocument());
    expect(screen.getByText('Чаще всего — Andrei Tarkovsky: 1 фильм')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offline, shows what is kept, with its date, and asks for nothing', async () => {
    await keep(MATRIX, '2026-11-01T09:00:00.000Z');
    const requests = detailRequests();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderStats([MATRIX, STALKER]);
      await waitFor(() =>
        expect(within(status()).getByText('Данные на 1 ноября 2026 г.')).toBeInTheDocument(),
      );
      expect(within(status()).queryByRole('button', { name: 'Повторить' })).toBeNull();
      // The cards follow the status in a transition of their own.
      expect(await screen.findByText('Чаще всего — боевик: 1 из 1 фильма')).toBeInTheDocument();
      expect(requests).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });

  it('fetches again details older than 30 days when online', async () => {
    await keep(MATRIX, '2025-01-01T00:00:00.000Z');
    await keep(STALKER);
    const requests = detailRequests();
    renderStats([MATRIX, STALKER]);
    await waitFor(() => expect(requests).toEqual([MATRIX.imdbID]));
  });

  it('counts failures, shows the rest, and tries the failed ones again', async () => {
    let broken = true;
    server.use(
      http.get(OMDB_URL, ({ request }) => {
        const id = new URL(request.url).searchParams.get('i');
        if (!broken) return undefined;
        if (id === STALKER.imdbID) return new HttpResponse(null, { status: 500 });
        if (id === BATMAN_BEGINS.imdbID)
          return HttpResponse.json({ Response: 'False', Error: 'Error getting data.' });
        return undefined;
      }),
    );
    const { user } = renderStats();
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('Не удалось загрузить 2 фильма');
    // Two films known, each genre once: the first by name leads (the cards may draw a moment later).
    expect(await screen.findByText('Чаще всего — боевик: 1 из 2 фильмов', {})).toBeInTheDocument();
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Чаще всего — драма: 3 из 4 фильмов', {})).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops at once at OMDb’s daily limit, with the limit message', async () => {
    const requests = detailRequests();
    server.use(
      http.get(OMDB_URL, () =>
        HttpResponse.json({ Response: 'False', Error: 'Request limit reached!' }, { status: 401 }),
      ),
    );
    const many = Array.from({ length: 20 }, (_, n) => makeFilm(n + 1));
    renderStats(many);
    expect(await screen.findByRole('alert', {})).toHaveTextContent(text.errors.dailyLimit);
    // The four already asked when the first answer came, and no more.
    expect(requests.length).toBeLessThanOrEqual(4);
  });

  it('shows its progress while loading and can be stopped', async () => {
    server.use(http.get(OMDB_URL, () => delay('infinite')));
    const { user } = renderStats();
    expect(await screen.findByText('Загружаем сведения о фильмах: 0 из 4', {})).toBeInTheDocument();
    expect(within(status()).getByRole('progressbar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Остановить' }));
    expect(screen.getByText('Загрузка остановлена.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Загрузить остальные' })).toBeInTheDocument();
  });

  it('a genre’s bar leads to the favorites filtered by it', async () => {
    for (const movie of FOUR) await keep(movie);
    const { user } = renderStats();
    await user.click(await genreBar(/^Драма: 3 · 75\s% — 3 фильма$/));
    expect(shownAddress()).toHaveTextContent('/favorites?view=grid&genre=Drama');
  });

  it('still shows the spec’s cards and counts in memory when IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderStats([MATRIX]);
      expect(screen.getByRole('heading', { name: 'Общая статистика' })).toBeInTheDocument();
      expect(await screen.findByText('Чаще всего — боевик: 1 из 1 фильма', {})).toBeInTheDocument();
      await act(async () => {});
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      error.mockRestore();
    }
  });
});
