import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PreloadedState } from '../../app/store';
import { favoritesEdited, type FavoriteMovie } from '../../features/favorites';
import { INSIGHTS_MEASURE } from '../../features/stats/insights/compute';
import { PERSONAL_MEASURE } from '../../features/stats/insights/personal';
import { makeFilm } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import StatsPage from './StatsPage';

// Films of the demo catalog: IMDb rates The Matrix 8.7, Stalker 8.0, Batman Begins 8.2.
const MATRIX: FavoriteMovie = {
  ...makeFilm(133093, { title: 'The Matrix', year: '1999' }),
  addedAt: null,
  rating: 10,
  watched: ['2026-01-05', '2026-03-10'],
};
const STALKER: FavoriteMovie = {
  ...makeFilm(79944, { title: 'Stalker', year: '1979' }),
  addedAt: null,
  rating: 7,
};
const BATMAN_BEGINS: FavoriteMovie = {
  ...makeFilm(372784, { title: 'Batman Begins', year: '2005' }),
  addedAt: null,
  rating: 9,
  watched: ['2026-03-02'],
};
const BREAKING_BAD: FavoriteMovie = {
  ...makeFilm(903747, { title: 'Breaking Bad', year: '2008–2013', type: 'series' }),
  addedAt: null,
};

function stateOf(films: readonly FavoriteMovie[]): PreloadedState {
  const items = Object.fromEntries(films.map((film) => [film.imdbID, film]));
  return { favorites: { items, loading: false, error: null } };
}

/** The page, once its cards of the visitor's own are in (they are a chunk of their own). */
async function renderStats(films: readonly FavoriteMovie[]) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/charts" element={<StatsPage />} />
    </Routes>,
    { route: '/charts', preloadedState: stateOf(films) },
  );
  await screen.findByRole('heading', { name: 'Просмотры по месяцам' });
  return rendered;
}

const section = () => screen.getByRole('region', { name: 'Ваши оценки и просмотры' });
const card = (title: string) =>
  within(section()).getByRole('heading', { name: title }).closest('section') as HTMLElement;
const measures = (name: string) => performance.getEntriesByName(name, 'measure').length;

vi.setConfig({ testTimeout: 20_000 });

describe('the statistics of the visitor’s own ratings and watch days', () => {
  it('shows the ratings’ distribution, the comparison with IMDb and the watches per month', async () => {
    await renderStats([MATRIX, STALKER, BATMAN_BEGINS, BREAKING_BAD]);

    const ratings = card('Ваши оценки');
    expect(
      within(ratings).getByText('Вы оценили 3 фильма из 4; средняя оценка — 8,7'),
    ).toBeInTheDocument();
    expect(within(ratings).getByRole('img', { name: '10 из 10: 1 фильм' })).toBeInTheDocument();
    expect(within(ratings).getByRole('img', { name: '5 из 10: 0 фильмов' })).toBeInTheDocument();

    // IMDb's ratings come with the details, fetched from the emulator.
    const versus = card('Вы и IMDb');
    const matrix = await within(versus).findByRole(
      'link',
      { name: 'The Matrix' },
      { timeout: 20_000 },
    );
    expect(matrix).toHaveAttribute('href', '/movie/tt0133093');
    expect(matrix.parentElement).toHaveTextContent('вы — 10, IMDb — 8,7 (+1,3)');
    expect(
      await within(versus).findByText('Ваши оценки в среднем на 0,4 выше IMDb — по 3 фильмам'),
    ).toBeInTheDocument();
    const below = within(versus).getByRole('list', { name: 'Вы оцениваете ниже IMDb' });
    expect(within(below).getByRole('link', { name: 'Stalker' }).parentElement).toHaveTextContent(
      'вы — 7, IMDb — 8,0 (−1,0)',
    );
    const above = within(versus).getByRole('list', { name: 'Вы оцениваете выше IMDb' });
    expect(
      within(above)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The Matrix', 'Batman Begins']);

    const watches = card('Просмотры по месяцам');
    expect(
      within(watches).getByText('Всего 3 просмотра; больше всего — в марте 2026: 2'),
    ).toBeInTheDocument();
    expect(
      within(watches)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['январь 2026: 1 просмотр', 'февраль 2026: 0 просмотров', 'март 2026: 2 просмотра']);
  });

  it('says what is missing where there are no ratings or watch days yet', async () => {
    await renderStats([BREAKING_BAD]);
    expect(
      within(card('Ваши оценки')).getByText('Вы ещё не оценили ни одного фильма'),
    ).toBeVisible();
    expect(within(card('Вы и IMDb')).getByText('Вы ещё не оценили ни одного фильма')).toBeVisible();
    expect(
      within(card('Просмотры по месяцам')).getByText('Вы ещё не отметили ни одного просмотра'),
    ).toBeVisible();
    expect(within(section()).queryByRole('img')).toBeNull();
  });

  it('recomputes only the visitor’s own statistics when a rating is edited', async () => {
    const { store } = await renderStats([MATRIX, STALKER, BATMAN_BEGINS, BREAKING_BAD]);
    await within(card('Вы и IMDb')).findByRole('link', { name: 'Stalker' }, { timeout: 20_000 });
    // Every film's details in, and the insights drawn from the last of them: the page redraws
    // them at transition priority, after the date line, and the genres card counts a film once
    // its details are in. After that draw nothing the insights depend on changes.
    await screen.findByText(/^Данные на /, undefined, { timeout: 20_000 });
    const genres = screen.getByRole('heading', { name: 'Жанры' }).closest('section') as HTMLElement;
    await within(genres).findByText(/из 4 фильмов$/, undefined, { timeout: 20_000 });
    const insightsBefore = measures(INSIGHTS_MEASURE);
    const personalBefore = measures(PERSONAL_MEASURE);
    act(() => {
      store.dispatch(favoritesEdited([{ ...STALKER, rating: 10 }]));
    });
    expect(
      await within(card('Ваши оценки')).findByText(
        'Вы оценили 3 фильма из 4; средняя оценка — 9,7',
      ),
    ).toBeInTheDocument();
    expect(measures(PERSONAL_MEASURE)).toBeGreaterThan(personalBefore);
    expect(measures(INSIGHTS_MEASURE)).toBe(insightsBefore);
  });
});
