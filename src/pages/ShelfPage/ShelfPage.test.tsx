import { screen, within } from '@testing-library/react';
import type { FavoriteMovie } from '../../features/favorites';
import { makeFavorite } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ShelfPage } from './ShelfPage';

const wanted = makeFavorite(1, { title: 'Сталкер', status: 'want', favorite: false });
const watchedOld = makeFavorite(2, {
  title: 'The Matrix',
  status: 'watched',
  favorite: false,
  rating: 9,
  addedAt: '2026-01-01T10:00:00.000Z',
});
// Hearted and watched: on the shelf as well as in the favorites.
const watchedNew = makeFavorite(3, {
  title: 'Alien',
  status: 'watched',
  addedAt: '2026-02-01T10:00:00.000Z',
});

function renderShelf(
  route: string,
  entries: readonly FavoriteMovie[] = [wanted, watchedOld, watchedNew],
) {
  const items = Object.fromEntries(entries.map((entry) => [entry.imdbID, entry]));
  return renderWithProviders(<ShelfPage />, {
    route,
    preloadedState: { favorites: { items, loading: false, error: null } },
  });
}

const shelfLinks = () => within(screen.getByRole('navigation', { name: 'Полки' }));

describe('a shelf’s page', () => {
  it('shows the shelf its address names: its count, its titles newest first, no heart', async () => {
    renderShelf('/watched');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Просмотрено');
    expect(screen.getByText('2 фильма')).toBeInTheDocument();
    const grid = within(await screen.findByRole('list', { name: 'Просмотрено: фильмы' }));
    expect(grid.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Alien',
      'The Matrix',
    ]);
    expect(grid.queryByRole('button', { name: /Удалить из избранного/ })).toBeNull();
    expect(grid.getByRole('button', { name: /The Matrix/ })).toHaveTextContent('9');
  });

  it('links every shelf with its count and the diary, marking the one shown', () => {
    renderShelf('/watched');
    const links = shelfLinks().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Хочу посмотреть · 1',
      'Смотрю · 0',
      'Просмотрено · 2',
      'Брошено · 0',
      'Дневник',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'page',
      null,
      null,
    ]);
    expect(links[0]).toHaveAttribute('href', '/watchlist');
    expect(links[4]).toHaveAttribute('href', '/diary');
  });

  it('says an empty shelf is empty and leads to the search', () => {
    renderShelf('/dropped');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Брошено');
    expect(screen.getByText('0 фильмов')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Здесь пока пусто' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти фильмы' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /^Фильтры и сортировка/ })).toBeNull();
  });

  it('offers the watchlist its own orders and «Что посмотреть?»', async () => {
    const { user } = renderShelf('/watchlist');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Хочу посмотреть');
    await user.click(screen.getByRole('button', { name: /^Фильтры и сортировка/ }));
    const orders = within(screen.getByRole('combobox', { name: 'Сортировка' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(orders).toEqual([
      'added-desc',
      'added-asc',
      'runtime-asc',
      'runtime-desc',
      'imdb-desc',
      'imdb-asc',
      'year-desc',
      'year-asc',
    ]);
    expect(screen.getByRole('button', { name: 'Что посмотреть?' })).toBeEnabled();
  });

  it('draws «Смотрю»’s next episodes in the press’s frame and its titles in the frame after', async () => {
    const series = makeFavorite(4, {
      title: 'Game of Thrones',
      type: 'series',
      status: 'watching',
      favorite: false,
    });
    renderShelf('/watching', [series]);
    expect(screen.getByRole('heading', { name: 'Что дальше' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      `/movie/${series.imdbID}`,
    );
    expect(screen.queryByRole('list', { name: 'Смотрю: фильмы' })).toBeNull();
    const grid = within(await screen.findByRole('list', { name: 'Смотрю: фильмы' }));
    expect(grid.getByRole('heading', { level: 3 })).toHaveTextContent('Game of Thrones');
  });

  it('draws «Смотрю»’s titles at once when no series is in progress', () => {
    renderShelf('/watching', [makeFavorite(5, { title: 'Сталкер', status: 'watching' })]);
    const grid = within(screen.getByRole('list', { name: 'Смотрю: фильмы' }));
    expect(grid.getByRole('heading', { level: 3 })).toHaveTextContent('Сталкер');
    expect(screen.queryByRole('heading', { name: 'Что дальше' })).toBeNull();
  });
});
