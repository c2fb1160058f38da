import { act, screen } from '@testing-library/react';
import { favoritesText } from '../shared/text/favorites';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './router';

const alien = { imdbID: 'tt0078748', title: 'Alien', year: '1979', type: 'movie', poster: null };

describe('favorites across tabs, on screen', () => {
  it('shows a favorite added in another tab and hides it when that tab removes it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/favorites' });
    expect(await screen.findByText(favoritesText.empty, {}, { timeout: 5000 })).toBeInTheDocument();

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
