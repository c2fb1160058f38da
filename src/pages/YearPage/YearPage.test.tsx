import { screen, within } from '@testing-library/react';
import type { FavoriteMovie } from '../../features/favorites';
import { makeFavorite } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import YearPage from './YearPage';

// Films of the demo catalog: the emulator answers their details as OMDb would.
const MATRIX = makeFavorite(133093, {
  title: 'The Matrix',
  year: '1999',
  addedAt: '2026-02-01T10:00:00.000Z',
  rating: 9,
  watched: ['2026-02-02', '2026-06-10'],
});
const STALKER = makeFavorite(79944, {
  title: 'Stalker',
  year: '1979',
  addedAt: '2025-05-01T10:00:00.000Z',
  watched: ['2026-06-01'],
});

function renderYear(path: string, favorites: FavoriteMovie[] = [MATRIX, STALKER]) {
  const items = Object.fromEntries(favorites.map((film) => [film.imdbID, film]));
  return renderWithProviders(<YearPage />, {
    route: path,
    preloadedState: { favorites: { items, loading: false, error: null } },
  });
}

vi.setConfig({ testTimeout: 20_000 });

describe('the year page', () => {
  it('reads the year from the address and sums it up from the favorites and their details', async () => {
    renderYear('/year/2026');
    expect(screen.getByRole('heading', { level: 1, name: 'Ваш 2026 год' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Итоги года' }, { timeout: 20_000 });
    const sentences = within(summary).getAllByRole('listitem');
    expect(sentences[0]).toHaveTextContent('В 2026 году вы добавили в избранное 1 фильм.');
    // The Matrix runs 136 min, Stalker 162: the hours come once both details are in.
    expect(
      await within(summary).findByText(
        'В 2026 году вы посмотрели 2 фильма (3 просмотра) — 7 часов 14 минут.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    // Named twice: the highest rated, and where the visitor and IMDb differ most (9 and 8.7).
    const links = within(summary).getAllByRole('link', { name: 'The Matrix' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/movie/tt0133093',
      '/movie/tt0133093',
    ]);
    expect(within(summary).getByRole('button', { name: 'Сохранить картинку' })).toBeEnabled();
    // jsdom has no Web Share: nothing to press that cannot work.
    expect(within(summary).queryByRole('button', { name: 'Поделиться' })).toBeNull();
  });

  it('says a year with nothing in it has no data', async () => {
    renderYear('/year/2019');
    expect(
      await screen.findByRole('heading', { name: 'Пока нет данных за этот год.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в избранное' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });
});
