import { render, waitFor } from '@testing-library/react';
import { FavoritesFilters } from './FavoritesFilters';
import { DEFAULT_LIST_QUERY } from './listQuery';
import { idleAtOnce } from '../../../test/idleAtOnce';

// In a module graph of its own (vitest.config.ts): the title collator is made once per page.
describe('the list’s orders and the title collator', () => {
  it('makes the collator an order by title needs once the browser is idle with the orders shown', async () => {
    idleAtOnce();
    const made = vi.spyOn(Intl, 'Collator');
    const titleCollators = () =>
      made.mock.calls.filter(([locale, options]) => locale === 'ru' && options?.numeric).length;
    const facets = { types: [], decades: [], rated: true, unrated: true };
    const { unmount } = render(
      <FavoritesFilters query={DEFAULT_LIST_QUERY} facets={facets} onChange={() => {}} />,
    );
    try {
      expect(titleCollators()).toBe(0);
      await waitFor(() => expect(titleCollators()).toBe(1));
    } finally {
      unmount();
      made.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
