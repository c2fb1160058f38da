import { screen } from '@testing-library/react';
import type { MovieSummary } from '../../api/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavoriteToggle } from './FavoriteToggle';
import { selectIsFavorite } from './favoritesSlice';

const movie: MovieSummary = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: null,
};

describe('FavoriteToggle', () => {
  it('offers "В избранное" for a movie that is not a favorite and adds it when pressed', async () => {
    const { store, user } = renderWithProviders(<FavoriteToggle movie={movie} />);
    const button = screen.getByRole('button', { name: 'В избранное' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);

    expect(selectIsFavorite(store.getState(), movie.imdbID)).toBe(true);
    expect(screen.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows "В избранном" for a favorite and removes it when pressed', async () => {
    const { store, user } = renderWithProviders(<FavoriteToggle movie={movie} />, {
      preloadedState: {
        favorites: { items: { [movie.imdbID]: movie }, loading: false, error: null },
      },
    });

    await user.click(screen.getByRole('button', { name: 'В избранном' }));

    expect(selectIsFavorite(store.getState(), movie.imdbID)).toBe(false);
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('stores only the summary fields when given a detailed movie', async () => {
    const detailed = { ...movie, plot: 'Neo wakes up.', genre: 'Sci-Fi' };
    const { store, user } = renderWithProviders(<FavoriteToggle movie={detailed} />);

    await user.click(screen.getByRole('button', { name: 'В избранное' }));

    expect(store.getState().favorites.items[movie.imdbID]).toEqual(movie);
  });
});
