import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { favoritesState } from '../features/favorites/favorites.fixtures';
import { LazyPersonalDialog } from '../features/favorites/personal/usePersonalDialog';
import { LazyNextEpisode } from '../features/seasons';
import { transferDialogs } from '../features/transfer/TransferActions';
import { favoritesPageParts } from '../pages/FavoritesPage/lazyGrid';
import { searchPageParts } from '../pages/SearchPage/SearchPage';
import { resetPrefetchForTests, type Preloadable } from '../shared/lib/loading';
import { text } from '../shared/text';
import { makeFavorite, makeFilm } from '../test/factories';
import { renderWithProviders } from '../test/renderWithProviders';
import { pages } from './lazyPage';
import { AppRoutes } from './router';

/** Every part some screen may fetch ahead, by name, with its preload watched (and not run). */
const parts: Record<string, Preloadable> = {
  ...pages,
  results: searchPageParts[0],
  grid: favoritesPageParts[0],
  importDialog: transferDialogs.ImportDialog,
  shareDialog: transferDialogs.ShareDialog,
  personalDialog: LazyPersonalDialog,
  nextEpisode: LazyNextEpisode,
};

function watchPreloads() {
  for (const part of Object.values(parts)) vi.spyOn(part, 'preload').mockResolvedValue();
  return () =>
    Object.entries(parts)
      .filter(([, part]) => vi.mocked(part.preload).mock.calls.length > 0)
      .map(([name]) => name)
      .sort();
}

const TWO = [makeFilm(133093), makeFilm(79944)];

function withConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

// Start-up is over at once: each screen's parts are fetched as soon as it shows.
beforeEach(() =>
  resetPrefetchForTests((run) => {
    run();
    return () => {};
  }),
);
afterEach(() => {
  vi.restoreAllMocks();
  withConnection(undefined);
});

describe('what each screen fetches ahead once start-up is over', () => {
  it('the search page: nothing before it shows results, then the film page its cards open', async () => {
    const fetched = watchPreloads();
    const { user } = renderWithProviders(<AppRoutes />, { route: '/' });
    const box = screen.getByRole('searchbox', { name: text.search.inputLabel });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched()).toEqual([]);
    await user.type(box, 'matrix{Enter}');
    await screen.findByRole('list', { name: text.search.resultsTitle }, { timeout: 5000 });
    await waitFor(() => expect(fetched()).toContain('MovieDetailPage'));
    expect(fetched()).not.toContain('FavoritesPage');
    expect(fetched()).not.toContain('StatsPage');
  });

  it('the search page: its results’ chunk when the visitor reaches for the search', async () => {
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, { route: '/' });
    fireEvent.focus(screen.getByRole('searchbox', { name: text.search.inputLabel }));
    await waitFor(() => expect(fetched()).toEqual(['results']));
  });

  it('the favorites: the film page, the statistics, the list’s dialogs and a card’s editor', async () => {
    await pages.FavoritesPage.preload();
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, {
      route: '/favorites',
      preloadedState: favoritesState(TWO),
    });
    await waitFor(() =>
      expect(fetched()).toEqual([
        'MovieDetailPage',
        'StatsPage',
        'grid',
        'importDialog',
        'personalDialog',
        'shareDialog',
      ]),
    );
  });

  /** The favorites page with TWO and `kept` beside them, and what it fetches ahead. */
  async function favoritesWith(kept: ReturnType<typeof makeFavorite>) {
    await pages.FavoritesPage.preload();
    const fetched = watchPreloads();
    const items = { ...favoritesState(TWO).favorites?.items, [kept.imdbID]: kept };
    renderWithProviders(<AppRoutes />, {
      route: '/favorites',
      preloadedState: { favorites: { items, loading: false, error: null } },
    });
    return fetched;
  }

  it('the favorites with a title on a shelf: the shelves’ page too, which its row of shelves opens', async () => {
    const fetched = await favoritesWith(makeFavorite(2, { status: 'want', favorite: false }));
    await waitFor(() => expect(fetched()).toContain('ShelfPage'));
  });

  it('the favorites with a series on «Смотрю»: «Следующая серия», which that shelf draws on it', async () => {
    const fetched = await favoritesWith(
      makeFavorite(3, { type: 'series', status: 'watching', favorite: false }),
    );
    await waitFor(() => expect(fetched()).toContain('nextEpisode'));
  });

  it('the favorites with only a film on «Смотрю»: no «Следующая серия», which a film has not', async () => {
    const fetched = await favoritesWith(makeFavorite(2, { status: 'watching', favorite: false }));
    // The row of shelves queues its part before the page's links (a child's effect runs first),
    // so once the shelves' page is fetched, the part would have been too.
    await waitFor(() => expect(fetched()).toContain('ShelfPage'));
    expect(fetched()).not.toContain('nextEpisode');
  });

  it('the empty favorites: no share and no editor, as nothing opens them', async () => {
    await pages.FavoritesPage.preload();
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, { route: '/favorites' });
    await waitFor(() =>
      expect(fetched()).toEqual(['MovieDetailPage', 'StatsPage', 'importDialog']),
    );
  });

  it('the statistics: the favorites, the year pages and the film page its bars and cards open', async () => {
    await pages.StatsPage.preload();
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, { route: '/charts', preloadedState: favoritesState(TWO) });
    await waitFor(() =>
      expect(fetched()).toEqual(['FavoritesPage', 'MovieDetailPage', 'YearPage']),
    );
  });

  it('the 404 page: the favorites it links to', async () => {
    await pages.NotFoundPage.preload();
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    await waitFor(() => expect(fetched()).toEqual(['FavoritesPage']));
  });

  it('nothing when the visitor asked to save data', async () => {
    withConnection({ saveData: true });
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByRole('heading', { level: 1, name: text.search.heroTitle });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched()).toEqual([]);
  });

  it('a header link’s page when the visitor points at the link', async () => {
    const fetched = watchPreloads();
    renderWithProviders(<AppRoutes />, { route: '/' });
    const navigation = screen.getByRole('navigation', { name: text.nav.label });
    fireEvent.pointerEnter(within(navigation).getByRole('link', { name: text.nav.charts }));
    await waitFor(() => expect(fetched()).toContain('StatsPage'));
    expect(fetched()).not.toContain('FavoritesPage');
  });
});
