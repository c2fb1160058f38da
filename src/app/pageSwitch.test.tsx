import { screen, within } from '@testing-library/react';
import { resetPrefetchForTests } from '../shared/lib/loading';
import { text } from '../shared/text';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './router';

// A file of its own: the pages' modules are loaded once per file, and this test needs them unloaded,
// so nothing is fetched ahead either.
beforeEach(() => resetPrefetchForTests(() => () => {}));

describe('switching pages', () => {
  it('a header link to a page not fetched yet keeps the page before until the new one draws', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/' });
    const search = screen.getByRole('heading', { level: 1, name: text.search.heroTitle });
    const navigation = screen.getByRole('navigation', { name: text.nav.label });
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      seen.push(document.body.textContent?.includes(text.layout.pageLoading) ?? false),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(within(navigation).getByRole('link', { name: text.nav.charts }));
    expect(search).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Пока нечего считать' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    observer.disconnect();
    expect(seen).not.toContain(true);
    expect(search).not.toBeInTheDocument();
  });
});
