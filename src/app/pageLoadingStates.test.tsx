import { screen } from '@testing-library/react';
import { text } from '../shared/text';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './router';

// A file of its own: the pages' modules are loaded once per file, and this test needs them unloaded.
describe('a page loading', () => {
  it('shows the statistics page’s heading while its chunk loads, then the page under it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/charts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Статистика фильмов' })).toBeVisible();
    expect(screen.getByText(text.layout.pageLoading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Пока нечего считать' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(text.layout.pageLoading)).not.toBeInTheDocument();
  });

  it('shows the loading state alone for a page without a frame', async () => {
    renderWithProviders(<AppRoutes />, { route: '/favorites' });
    expect(screen.getByText(text.layout.pageLoading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  });
});
