import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { paths } from '../../../shared/paths';
import { makeFilm } from '../../../test/factories';
import { MovieGrid } from './MovieGrid';

describe('MovieGrid', () => {
  it('draws only the new cards when the list grows («Показать ещё»)', () => {
    const firstPage = Array.from({ length: 10 }, (_, n) => makeFilm(n + 1));
    const secondPage = Array.from({ length: 10 }, (_, n) => makeFilm(n + 11));
    // Each card asks for its film's address as it draws.
    const drawn = vi.spyOn(paths.movie, 'getHref');
    const { rerender } = render(<MovieGrid movies={firstPage} label="Результаты" />, {
      wrapper: MemoryRouter,
    });
    expect(drawn.mock.calls.map(([imdbID]) => imdbID)).toEqual(firstPage.map((f) => f.imdbID));

    drawn.mockClear();
    rerender(<MovieGrid movies={[...firstPage, ...secondPage]} label="Результаты" />);

    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(drawn.mock.calls.map(([imdbID]) => imdbID)).toEqual(secondPage.map((f) => f.imdbID));
    drawn.mockRestore();
  });
});
