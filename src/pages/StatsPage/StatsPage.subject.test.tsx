import { screen } from '@testing-library/react';
import type { FavoriteMovie } from '../../features/favorites';
import { toFavorite } from '../../features/favorites';
import { makeFilm } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import StatsPage from './StatsPage';

const loved = toFavorite(makeFilm(1, { year: '1999' }), null);
const watched: FavoriteMovie = {
  ...toFavorite(makeFilm(2, { year: '2010' }), null),
  favorite: false,
  status: 'watched',
};
const lovedAndWatched: FavoriteMovie = {
  ...toFavorite(makeFilm(3, { year: '2010' }), null),
  status: 'watched',
};
const wanted: FavoriteMovie[] = [4, 5].map((n) => ({
  ...toFavorite(makeFilm(n, { year: '2020' }), null),
  favorite: false,
  status: 'want',
}));

function renderStats(route: string, entries: FavoriteMovie[]) {
  const items = Object.fromEntries(entries.map((entry) => [entry.imdbID, entry]));
  return renderWithProviders(<StatsPage />, {
    route,
    preloadedState: { favorites: { items, loading: false, error: null } },
  });
}

describe('StatsPage: the favorites or the watched', () => {
  it('counts the hearted titles by default, as the spec says, with a switch to the watched', () => {
    renderStats('/charts', [loved, watched, lovedAndWatched, ...wanted]);
    expect(screen.getByText('Анализ 2 избранных фильмов')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Чья статистика' });
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Просмотрено' })).toHaveAttribute(
      'href',
      '/charts?of=watched',
    );
    expect(nav).toBeVisible();
  });

  it('shows the same cards for the watched titles with ?of=watched, hearted or not', () => {
    renderStats('/charts?of=watched', [loved, watched, lovedAndWatched]);
    expect(screen.getByText('Анализ 2 просмотренных фильмов')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Просмотрено' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says what the watchlist holds, and leaves the switch out while nothing is watched', () => {
    renderStats('/charts', [loved, ...wanted]);
    expect(screen.getByText(/^Хочу посмотреть: 2 фильма, 0 ч/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Чья статистика' })).not.toBeInTheDocument();
  });

  it('keeps the spec’s empty state for no favorites, and has its own for no watched titles', () => {
    renderStats('/charts?of=watched', [loved]);
    expect(
      screen.getByText('Статистика появится, когда вы отметите просмотренные фильмы.'),
    ).toBeInTheDocument();
  });

  it('adds a card of the series’ episodes once one is marked', () => {
    const show: FavoriteMovie = {
      ...toFavorite(makeFilm(903747, { type: 'series' }), null),
      favorite: false,
      status: 'watching',
      episodes: { '1:1': '2026-11-20', '1:2': '2026-11-21' },
    };
    renderStats('/charts', [loved, show]);
    const card = screen.getByRole('heading', { name: 'Сериалы' }).closest('section');
    expect(card).toHaveTextContent('Серий просмотрено2');
    expect(card).toHaveTextContent('Сериалов досмотрено0');
  });
});
