import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../../../app/store';
import { paths } from '../../../shared/paths';
import { makeFilm } from '../../../test/factories';
import { makeTestClient } from '../../../test/renderWithProviders';
import { MovieGrid } from './MovieGrid';

describe('MovieGrid', () => {
  it('draws only the new cards when the list grows («Показать ещё»)', () => {
    const firstPage = Array.from({ length: 10 }, (_, n) => makeFilm(n + 1));
    const secondPage = Array.from({ length: 10 }, (_, n) => makeFilm(n + 11));
    // Each card asks for its film's address as it draws.
    const drawn = vi.spyOn(paths.movie, 'getHref');
    const store = makeStore({ omdb: makeTestClient() });
    const { rerender } = render(<MovieGrid movies={firstPage} label="Результаты" />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider store={store}>
          <MemoryRouter>{children}</MemoryRouter>
        </Provider>
      ),
    });
    expect(drawn.mock.calls.map(([imdbID]) => imdbID)).toEqual(firstPage.map((f) => f.imdbID));

    drawn.mockClear();
    rerender(<MovieGrid movies={[...firstPage, ...secondPage]} label="Результаты" />);

    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(drawn.mock.calls.map(([imdbID]) => imdbID)).toEqual(secondPage.map((f) => f.imdbID));
    drawn.mockRestore();
  });
});
