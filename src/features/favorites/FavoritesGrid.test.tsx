import { act, fireEvent, screen, within } from '@testing-library/react';
import { MovieCard } from '../movies/MovieCard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavoritesGrid } from './FavoritesGrid';
import { selectIsFavorite } from './favoritesSlice';
import { favoritesState, makeMovies } from './testFixtures';
import type { RenderFavoriteCard } from './types';

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

/** An IntersectionObserver whose targets the test scrolls into view by hand. */
function installControllableObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class ControllableObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControllableObserver);
  return {
    scrollSentinelIntoView() {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length)
          callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FavoritesGrid', () => {
  it('renders a long list in batches of 24, with a count and a "show more" button', async () => {
    const { user } = renderGrid(500);
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('Показано 24 из 500')).toBeInTheDocument();

    await user.click(screen.getByText('Показать ещё'));

    expect(cards()).toHaveLength(48);
    expect(screen.getByText('Показано 48 из 500')).toBeInTheDocument();
    // Keyboard users continue at the first new card rather than being dropped to the page top.
    expect(within(cards()[24]).getByRole('button')).toHaveFocus();
    expect(within(cards()[24]).getByRole('button')).toHaveAccessibleName(
      'Удалить из избранного: Movie 25',
    );
    // 500 favorites in jsdom: slow on a busy machine, never wrong.
  }, 15_000);

  it('renders the next batch when the end of the list scrolls into view', () => {
    const observer = installControllableObserver();
    renderGrid(500);
    expect(cards()).toHaveLength(24);

    act(() => observer.scrollSentinelIntoView());

    expect(cards()).toHaveLength(48);
  });

  it('shows every card and no "show more" for a short list', () => {
    renderGrid(7);
    expect(cards()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
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
