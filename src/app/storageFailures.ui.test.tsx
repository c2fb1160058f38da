import { screen, within } from '@testing-library/react';
import { text } from '../shared/text';
import { moviePageText } from '../shared/text/moviePage';
import { renderWithProviders } from '../test/renderWithProviders';
import { restorePersistedState } from './persistence';
import { AppRoutes } from './router';

describe('the app without usable storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts, keeps favorites in memory and says so in the console once per key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const preloadedState = await restorePersistedState();
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/movie/tt0133093',
      preloadedState,
    });
    await user.click(
      await screen.findByRole('button', { name: moviePageText.addFavorite }, { timeout: 5000 }),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: text.nav.label })).getByRole('link', {
        name: text.nav.favorites,
      }),
    );
    expect(
      await screen.findByText('1 фильм в избранном', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const storageLines = vi
      .mocked(console.error)
      .mock.calls.map(([first]) => String(first))
      .filter((line) => line.startsWith('[storage]'));
    // Once per key: the lists', and the theme's once the footer's switch has loaded (when idle).
    const keys = storageLines.map((line) => /"([^"]+)"/.exec(line)?.[1]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['favorites', 'recentSearches']));
    expect(
      keys.filter((key) => !['favorites', 'recentSearches', 'theme'].includes(key ?? '')),
    ).toEqual([]);
  });
});
