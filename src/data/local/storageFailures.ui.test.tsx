import { screen, within } from '@testing-library/react';
import { text } from '../../shared/text';
import { moviePageText } from '../../shared/text/moviePage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { restorePersistedState } from './persistence';
import { AppRoutes } from '../../app/router';

// The film page and the favorites page load as lazy chunks, each the first time in this file: on a
// busy machine that alone takes seconds. The waits are generous; the test's limit only catches a hang.
const CHUNK_WAIT = { timeout: 15_000 };
const BUSY_MACHINE = { timeout: 60_000 };

describe('the app without usable storage', BUSY_MACHINE, () => {
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
      await screen.findByRole('button', { name: moviePageText.addFavorite }, CHUNK_WAIT),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: text.nav.label })).getByRole('link', {
        name: text.nav.favorites,
      }),
    );
    expect(await screen.findByText('1 фильм в избранном', {}, CHUNK_WAIT)).toBeInTheDocument();
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
