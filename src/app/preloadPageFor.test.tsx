import { screen } from '@testing-library/react';
import { text } from '../shared/text';
import { favoritesText } from '../features/favorites/favoritesText';
import { notFoundText } from '../pages/NotFoundPage/notFoundText';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes, preloadPageFor } from './router';
import { statsPageText } from '../features/stats/statsPageText';

// A file of its own: the pages' modules are loaded once per file, and no other test may warm them.
describe('preloadPageFor', () => {
  it.each([
    ['/favorites', favoritesText.heading],
    ['/charts', statsPageText.heading],
    ['/no/such/page', notFoundText.title],
  ])(
    'fetches the page of %s, which then renders without the loading state',
    async (route, name) => {
      await preloadPageFor(route);
      renderWithProviders(<AppRoutes />, { route });
      expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(screen.queryByText(text.layout.pageLoading)).not.toBeInTheDocument();
    },
  );

  it('resolves at once for the search page, which is in the entry chunk', async () => {
    await expect(preloadPageFor('/')).resolves.toBeUndefined();
  });
});
