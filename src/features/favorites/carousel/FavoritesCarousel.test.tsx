import { screen, waitFor, within } from '@testing-library/react';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { MovieCard } from '../../search/results/MovieCard';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { selectFavoritesCount } from '../state/favoritesSlice';
import { favoritesState, makeMovies, stubReducedMotion } from '../favorites.fixtures';
import { CarouselFromStore as FavoritesCarousel } from '../favoriteLists.fixtures';
import type { RenderFavoriteCard } from '../state/types';

// jsdom has no layout, so embla cannot really scroll here: the plugin is replaced by a recorder
// to check what the carousel asks of it (created with which options, started, dropped).
vi.mock('embla-carousel-autoplay', async () =>
  (await import('../favorites.fixtures')).autoplayRecorderModule(),
);

const autoplayPlugins = () =>
  vi.mocked(Autoplay).mock.results.map((result) => result.value as AutoplayType);

const renderCard: RenderFavoriteCard = (movie, action) => (
  <MovieCard movie={movie} action={action} />
);

function renderCarousel(count: number, props: { limit?: number; onShowAll?: () => void } = {}) {
  const movies = makeMovies(count);
  const utils = renderWithProviders(<FavoritesCarousel renderCard={renderCard} {...props} />, {
    preloadedState: favoritesState(movies),
  });
  return { ...utils, movies };
}

beforeEach(() => {
  vi.mocked(Autoplay).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FavoritesCarousel', () => {
  it('is a labelled carousel region whose slides say "N из M"', () => {
    renderCarousel(3);
    const region = screen.getByRole('region', { name: 'Избранные фильмы' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 из 3',
      '2 из 3',
      '3 из 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[1]).getByRole('heading', { name: 'Movie 2' })).toBeInTheDocument();
  });

  it('offers previous, next and pause buttons', () => {
    renderCarousel(6);
    expect(screen.getByRole('button', { name: 'Предыдущий фильм' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующий фильм' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Остановить прокрутку' })).toBeInTheDocument();
  });

  it('autoplays every 3000 ms by default, pausing on hover and resuming after', async () => {
    renderCarousel(6);
    const [plugin] = autoplayPlugins();
    expect(plugin.options).toMatchObject({
      delay: 3000,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
    });
    // The carousel starts after the first paint.
    expect(plugin.init).not.toHaveBeenCalled();
    await waitFor(() => expect(plugin.init).toHaveBeenCalled());
  });

  it('holds autoplay when it starts under the pointer, which sent no mouseenter', async () => {
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
      const region = this.getAttribute('aria-roledescription') === 'carousel';
      return selector === ':hover' ? region : matches.call(this, selector);
    });
    renderCarousel(6);
    const [plugin] = autoplayPlugins();
    await waitFor(() => expect(plugin.init).toHaveBeenCalled());
    await waitFor(() => expect(plugin.stop).toHaveBeenCalled());
  });

  it('takes another autoplay delay from its prop', () => {
    const movies = makeMovies(6);
    renderWithProviders(<FavoritesCarousel renderCard={renderCard} autoplayDelay={4000} />, {
      preloadedState: favoritesState(movies),
    });
    expect(autoplayPlugins()[0].options).toMatchObject({ delay: 4000 });
  });

  it('stops autoplay when paused and starts it again when played', async () => {
    const { user } = renderCarousel(6);
    const [first] = autoplayPlugins();

    await user.click(screen.getByRole('button', { name: 'Остановить прокрутку' }));
    expect(first.destroy).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Остановить прокрутку' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Запустить прокрутку' }));
    const restarted = autoplayPlugins().at(-1);
    expect(restarted).not.toBe(first);
    expect(restarted?.init).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Остановить прокрутку' })).toBeInTheDocument();
  });

  it('holds autoplay while keyboard focus is inside and lets it go when focus leaves', async () => {
    const movies = makeMovies(6);
    const { user } = renderWithProviders(
      <>
        <button type="button">До карусели</button>
        <FavoritesCarousel renderCard={renderCard} />
        <button type="button">После карусели</button>
      </>,
      { preloadedState: favoritesState(movies) },
    );
    const [plugin] = autoplayPlugins();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Остановить прокрутку' })).toHaveFocus();
    // Focus may come before the carousel starts (after the first paint): it holds from the start.
    await waitFor(() => expect(plugin.stop).toHaveBeenCalled());
    expect(plugin.play).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'После карусели' }).focus();
    expect(plugin.play).toHaveBeenCalled();
  });

  it('does not autoplay when the visitor prefers reduced motion, but can be started', async () => {
    stubReducedMotion(true);
    const { user } = renderCarousel(6);
    expect(Autoplay).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Запустить прокрутку' }));
    expect(Autoplay).toHaveBeenCalledTimes(1);
  });

  it('removes a movie at once from its heart and moves focus to the next heart', async () => {
    const { store, user } = renderCarousel(3);

    await user.click(screen.getByRole('button', { name: 'Удалить из избранного: Movie 1' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Movie 1' })).not.toBeInTheDocument();
    expect(selectFavoritesCount(store.getState())).toBe(2);
    expect(screen.getByRole('button', { name: 'Удалить из избранного: Movie 2' })).toHaveFocus();
  });

  it('holds at most `limit` slides and points to the full list', async () => {
    const onShowAll = vi.fn();
    const { user } = renderCarousel(8, { limit: 5, onShowAll });

    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.getByText(/В карусели — первые 5 из 8\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Смотреть все в сетке' }));
    expect(onShowAll).toHaveBeenCalled();
  });

  it('shows no navigation for a single favorite', () => {
    renderCarousel(1);
    expect(screen.queryByRole('button', { name: 'Следующий фильм' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 из 1' })).toBeInTheDocument();
  });
});
