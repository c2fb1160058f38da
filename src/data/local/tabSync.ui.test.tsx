import { act, screen } from '@testing-library/react';
import { favoritesText } from '../../features/favorites/favoritesText';
import { makeFilm } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppRoutes } from '../../app/router';

const alien = makeFilm(78748, { title: 'Alien', year: '1979' });

// The favorites page is a lazy chunk, loaded the first time in this file: on a busy machine that
// alone takes seconds. The wait is generous; the test's limit only catches a hang.
const CHUNK_WAIT = { timeout: 15_000 };
const BUSY_MACHINE = { timeout: 60_000 };

describe('favorites across tabs, on screen', BUSY_MACHINE, () => {
  it('shows a favorite added in another tab and hides it when that tab removes it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/favorites' });
    expect(await screen.findByText(favoritesText.empty, {}, CHUNK_WAIT)).toBeInTheDocument();

    const otherTab = (items: unknown[]) =>
      act(() => {
        localStorage.setItem('favorites', JSON.stringify({ version: 1, items }));
        window.dispatchEvent(
          new StorageEvent('storage', { key: 'favorites', storageArea: localStorage }),
        );
      });

    otherTab([alien]);
    expect(await screen.findByRole('link', { name: 'Alien' })).toBeInTheDocument();
    expect(screen.getByText('1 фильм в избранном')).toBeInTheDocument();
    otherTab([]);
    expect(await screen.findByText(favoritesText.empty)).toBeInTheDocument();
  });
});
