import { fireEvent, screen, within } from '@testing-library/react';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { Route, Routes, useParams } from 'react-router';
import { selectFavoritesCount } from '../../features/favorites/state/favoritesSlice';
import { favoritesState, makeMovies } from '../../features/favorites/favorites.fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavoritesPage } from './FavoritesPage';
import { FavoritesGrid } from './lazyGrid';

// jsdom cannot lay out a carousel; the plugin is recorded instead of run.
vi.mock('embla-carousel-autoplay', async () =>
  (await import('../../features/favorites/favorites.fixtures')).autoplayRecorderModule(),
);

function MovieMarker() {
  const { id } = useParams();
  return <p>Страница фильма {id}</p>;
}

function renderPage(count: number, route = '/favorites') {
  return renderWithProviders(
    <Routes>
      <Route path="/favorites" element={<FavoritesPage />} />
      <Route path="/movie/:id" element={<MovieMarker />} />
    </Routes>,
    { preloadedState: favoritesState(makeMovies(count)), route },
  );
}

const carousel = () => screen.queryByRole('region', { name: 'Избранные фильмы' });
const grid = () => screen.queryByRole('list', { name: 'Избранные фильмы' });
const heart = (title: string) =>
  screen.getByRole('button', { name: `Удалить из избранного: ${title}` });

// The grid's chunk is in, as the loading rule has it by the time a visitor turns to it (lazyGrid.ts).
beforeAll(() => FavoritesGrid.preload());

describe('FavoritesPage', () => {
  it('shows the heading and sets the document title', () => {
    renderPage(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    expect(document.title).toBe('Избранное — Фильмотека');
  });

  it('shows the empty state with a "Найти фильмы" link to the search page', () => {
    renderPage(0);
    expect(screen.getByRole('heading', { name: 'Избранное пусто' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти фильмы' })).toHaveAttribute('href', '/');
    expect(screen.getByText('0 фильмов в избранном')).toBeInTheDocument();
  });

  it('hides the view toggle and "Очистить все" when there are no favorites', () => {
    renderPage(0);
    expect(screen.queryByRole('button', { name: 'Карусель' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сетка' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Очистить все' })).not.toBeInTheDocument();
    expect(carousel()).not.toBeInTheDocument();
  });

  it.each([
    [1, '1 фильм в избранном'],
    [2, '2 фильма в избранном'],
    [5, '5 фильмов в избранном'],
    [21, '21 фильм в избранном'],
  ])('counts %i favorites as "%s"', (count, expected) => {
    renderPage(count);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('shows the carousel by default, turning every 4000 ms', () => {
    renderPage(6);
    expect(screen.getByRole('button', { name: 'Карусель' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Сетка' })).toHaveAttribute('aria-pressed', 'false');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(grid()).not.toBeInTheDocument();
    const plugin = vi.mocked(Autoplay).mock.results.at(-1)?.value as AutoplayType;
    expect(plugin.options).toMatchObject({ delay: 4000 });
  });

  it('switches to the grid and back', async () => {
    const { user } = renderPage(3);

    await user.click(screen.getByRole('button', { name: 'Сетка' }));
    expect(screen.getByRole('button', { name: 'Сетка' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid() as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(carousel()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Карусель' }));
    expect(carousel()).toBeInTheDocument();
    expect(grid()).not.toBeInTheDocument();
  });

  it('opens in the grid when the address says ?view=grid', () => {
    renderPage(3, '/favorites?view=grid');
    expect(grid()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сетка' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a movie at once from the carousel heart', async () => {
    const { store, user } = renderPage(3);
    await user.click(heart('Movie 1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Movie 1' })).not.toBeInTheDocument();
    expect(screen.getByText('2 фильма в избранном')).toBeInTheDocument();
    expect(selectFavoritesCount(store.getState())).toBe(2);
  });

  describe('grid heart', () => {
    it('asks for confirmation with the exact texts', async () => {
      const { user } = renderPage(3, '/favorites?view=grid');
      await user.click(heart('Movie 2'));
      const dialog = screen.getByRole('dialog', { name: 'Подтверждение' });
      expect(dialog).toHaveAccessibleDescription('Удалить "Movie 2" из избранного?');
      expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    });

    it('keeps the movie on "Отмена"', async () => {
      const { store, user } = renderPage(3, '/favorites?view=grid');
      await user.click(heart('Movie 2'));
      await user.click(screen.getByRole('button', { name: 'Отмена' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Movie 2' })).toBeInTheDocument();
      expect(selectFavoritesCount(store.getState())).toBe(3);
    });

    it('keeps the movie on Esc', async () => {
      const { store, user } = renderPage(3, '/favorites?view=grid');
      await user.click(heart('Movie 2'));
      fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(selectFavoritesCount(store.getState())).toBe(3);
    });

    it('removes the movie on "Удалить"', async () => {
      const { user } = renderPage(3, '/favorites?view=grid');
      await user.click(heart('Movie 2'));
      await user.click(screen.getByRole('button', { name: 'Удалить' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Movie 2' })).not.toBeInTheDocument();
      expect(screen.getByText('2 фильма в избранном')).toBeInTheDocument();
    });

    it('moves focus to the heading when the last favorite is removed', async () => {
      const { user } = renderPage(1, '/favorites?view=grid');
      await user.click(heart('Movie 1'));
      await user.click(screen.getByRole('button', { name: 'Удалить' }));
      expect(screen.getByRole('heading', { name: 'Избранное пусто' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toHaveFocus();
    });
  });

  describe('"Очистить все"', () => {
    it('asks first and keeps everything on "Отмена"', async () => {
      const { store, user } = renderPage(3);
      await user.click(screen.getByRole('button', { name: 'Очистить все' }));
      const dialog = screen.getByRole('dialog', { name: 'Подтверждение' });
      expect(dialog).toHaveAccessibleDescription('Удалить все фильмы из избранного?');

      await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(selectFavoritesCount(store.getState())).toBe(3);
      expect(screen.getByRole('button', { name: 'Очистить все' })).toHaveFocus();
    });

    it('empties the favorites on "Удалить все"', async () => {
      const { store, user } = renderPage(3);
      await user.click(screen.getByRole('button', { name: 'Очистить все' }));
      await user.click(screen.getByRole('button', { name: 'Удалить все' }));

      expect(selectFavoritesCount(store.getState())).toBe(0);
      expect(screen.getByRole('heading', { name: 'Избранное пусто' })).toBeInTheDocument();
      expect(screen.getByText('0 фильмов в избранном')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toHaveFocus();
    });
  });

  it.each([
    ['carousel', '/favorites'],
    ['grid', '/favorites?view=grid'],
  ])('opens the detail page when a card in the %s is clicked', async (_view, route) => {
    const { user } = renderPage(3, route);
    await user.click(screen.getByRole('link', { name: 'Movie 2' }));
    expect(screen.getByText('Страница фильма tt0000002')).toBeInTheDocument();
  });

  it('caps the carousel at 50 slides and links to the grid for the rest', async () => {
    const { user } = renderPage(60);
    expect(within(carousel() as HTMLElement).getAllByRole('group')).toHaveLength(50);
    expect(screen.getByText(/В карусели — первые 50 из 60\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Смотреть все в сетке' }));

    expect(grid()).toBeInTheDocument();
    expect(screen.getByText('60 фильмов в избранном')).toBeInTheDocument();
  });
});
