import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFilm } from '../../../test/factories';
import { MovieGrid } from './MovieGrid';

const drawnPosters = vi.hoisted(() => ({ titles: [] as string[] }));

vi.mock('../../../shared/ui/Poster', () => ({
  Poster: ({ title }: { title: string }) => {
    drawnPosters.titles.push(title);
    return null;
  },
}));

describe('MovieGrid', () => {
  it('draws only the new cards when the list grows («Показать ещё»)', () => {
    const firstPage = Array.from({ length: 10 }, (_, n) => makeFilm(n + 1));
    const secondPage = Array.from({ length: 10 }, (_, n) => makeFilm(n + 11));
    const { rerender } = render(<MovieGrid movies={firstPage} label="Результаты" />, {
      wrapper: MemoryRouter,
    });
    expect(drawnPosters.titles).toHaveLength(10);

    drawnPosters.titles.length = 0;
    rerender(<MovieGrid movies={[...firstPage, ...secondPage]} label="Результаты" />);

    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(drawnPosters.titles).toEqual(secondPage.map((film) => film.title));
  });
});
