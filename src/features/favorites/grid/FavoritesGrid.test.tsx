import { act, fireEvent, screen, within } from '@testing-library/react';
import { MovieCard } from '../../search/results/MovieCard';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { selectIsFavorite } from '../state/favoritesSlice';
import { favoritesState, makeMovies } from '../favorites.fixtures';
import { GridFromStore as FavoritesGrid } from '../favoriteLists.fixtures';
import { UNWINDOWED_MAX } from './FavoritesGrid';
import type { RenderFavoriteCard } from '../state/types';

const renderCard: RenderFavoriteCard = (movie, action) => (
  <MovieCard movie={movie} action={action} />
);

function renderGrid(count: number) {
  return renderWithProviders(<FavoritesGrid renderCard={renderCard} />, {
    preloadedState: favoritesState(makeMovies(count)),
  });
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Избранные фильмы' })).getAllByRole('listitem');

/** Scrolls jsdom's window (which has no layout) and tells listeners, as a real scroll would. */
function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollWindowTo(0));

describe('FavoritesGrid', () => {
  it('renders only the cards near the screen of a long list, each saying its place in the whole', () => {
    renderGrid(500);
    const shown = cards();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(20);
    shown.forEach((card, index) => {
      expect(card).toHaveAttribute('aria-setsize', '500');
      expect(card).toHaveAttribute('aria-posinset', String(index + 1));
    });
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('lays a short list out whole, in the grid’s own flow, each card saying its place', () => {
    renderGrid(UNWINDOWED_MAX);
    const shown = cards();
    expect(shown).toHaveLength(UNWINDOWED_MAX);
    shown.forEach((card, index) => {
      expect(card).toHaveAttribute('aria-posinset', String(index + 1));
      expect(card.style.transform).toBe('');
    });
    expect(screen.getByRole('list', { name: 'Избранные фильмы' }).style.height).toBe('');
  });

  it('makes the list as tall as all its rows, and renders the last ones when scrolled to the end', () => {
    renderGrid(500);
    const list = screen.getByRole('list', { name: 'Избранные фильмы' });
    const height = Number.parseFloat(list.style.height);
    expect(height).toBeGreaterThan(100 * 340); // 500 rows of one card in jsdom, an estimated 340 px each

    scrollWindowTo(height);

    const last = cards().at(-1);
    expect(last).toHaveAttribute('aria-posinset', '500');
    expect(last).toHaveTextContent('Movie 500');
  });

  it('keeps the focused card rendered and focused when the window scrolls far away', async () => {
    const { user } = renderGrid(500);
    const heart = screen.getByRole('button', { name: 'Удалить из избранного: Movie 2' });
    await user.click(heart); // the dialog opens; cancel it so the heart keeps focus
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(heart).toHaveFocus();

    scrollWindowTo(300 * 340);

    expect(heart).toBeInTheDocument();
    expect(heart).toHaveFocus();
    // Its neighbours stay too, so Tab and Shift+Tab find the next and previous cards.
    expect(
      screen.getByRole('button', { name: 'Удалить из избранного: Movie 1' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Удалить из избранного: Movie 3' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Movie 300')).toBeInTheDocument();
  });

  it("asks before removing and, after removal, focuses the next card's heart", async () => {
    const { store, user } = renderGrid(3);

    await user.click(screen.getByRole('button', { name: 'Удалить из избранного: Movie 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтверждение' });
    expect(dialog).toHaveTextContent('Удалить "Movie 2" из избранного?');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(selectIsFavorite(store.getState(), 'tt0000002')).toBe(false);
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Удалить из избранного: Movie 3' })).toHaveFocus();
  });

  it('returns focus to the heart when the removal is cancelled with Esc', async () => {
    const { store, user } = renderGrid(3);
    const heart = screen.getByRole('button', { name: 'Удалить из избранного: Movie 3' });

    await user.click(heart);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectIsFavorite(store.getState(), 'tt0000003')).toBe(true);
    expect(heart).toHaveFocus();
  });
});

describe('FavoritesGrid: the rating, watch days and note of a card', () => {
  it('shows a card’s rating, and edits it in a dialog while the list stays', async () => {
    const [first, second] = makeMovies(2);
    const state = favoritesState([first, second]);
    state.favorites!.items[first.imdbID] = { ...state.favorites!.items[first.imdbID], rating: 8 };
    const { store, user } = renderWithProviders(<FavoritesGrid renderCard={renderCard} />, {
      preloadedState: state,
    });
    const rated = screen.getByRole('button', { name: `Оценка 8 из 10 и заметка: ${first.title}` });
    expect(rated).toHaveTextContent('★8');
    await user.click(screen.getByRole('button', { name: `Оценка и заметка: ${second.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Оценка и заметка: ${second.title}` });
    await user.keyboard('{End}');
    expect(store.getState().favorites.items[second.imdbID].rating).toBe(10);
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(
      screen.getByRole('button', { name: `Оценка 10 из 10 и заметка: ${second.title}` }),
    ).toHaveTextContent('★10');
    expect(cards()).toHaveLength(2);
  });
});
