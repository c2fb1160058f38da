import { screen } from '@testing-library/react';
import type { MovieSummary } from '../../api/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavoriteToggle } from './FavoriteToggle';
import { selectIsFavorite } from './state/favoritesSlice';
import { favoritesState } from './favorites.fixtures';

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
      preloadedState: favoritesState([movie]),
    });

    await user.click(screen.getByRole('button', { name: 'В избранном' }));

    expect(selectIsFavorite(store.getState(), movie.imdbID)).toBe(false);
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('stores only the summary fields, and when it was added, when given a detailed movie', async () => {
    const detailed = { ...movie, plot: 'Neo wakes up.', genre: 'Sci-Fi' };
    const { store, user } = renderWithProviders(<FavoriteToggle movie={detailed} />);
    const before = Date.now();

    await user.click(screen.getByRole('button', { name: 'В избранное' }));

    const { addedAt, ...stored } = store.getState().favorites.items[movie.imdbID];
    expect(stored).toEqual(movie);
    expect(Date.parse(addedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(addedAt ?? '')).toBeLessThanOrEqual(Date.now());
  });
});

describe('FavoriteToggle on a favorite kept with less than OMDb knows', () => {
  it('brings the favorite up to date with the film’s summary, keeping when it was added', () => {
    const imported = { ...movie, poster: null, year: '1999' };
    const { store } = renderWithProviders(
      <FavoriteToggle movie={{ ...movie, poster: '/api/posters/tt0133093.svg' }} />,
      { preloadedState: favoritesState([imported]) },
    );
    expect(store.getState().favorites.items[movie.imdbID]).toEqual({
      ...movie,
      poster: '/api/posters/tt0133093.svg',
      addedAt: null,
    });
  });
});
