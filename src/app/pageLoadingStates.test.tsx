import { screen } from '@testing-library/react';
import { StatsPageLoading } from '../pages/StatsPage/StatsFrame';
import { resetPrefetchForTests } from '../shared/lib/loading';
import { text } from '../shared/text';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './router';

// A file of its own: the pages' modules are loaded once per file, and these tests need them unloaded,
// so nothing is fetched ahead either.
beforeEach(() => resetPrefetchForTests(() => () => {}));

describe('a page loading', () => {
  it('in the server’s HTML, shows the statistics page’s heading while its chunk loads, then the page under it', async () => {
    renderWithProviders(<AppRoutes loadingStates={{ StatsPage: <StatsPageLoading /> }} />, {
      route: '/charts',
    });
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
