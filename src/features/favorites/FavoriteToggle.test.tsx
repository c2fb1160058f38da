import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavoriteToggle } from './FavoriteToggle';
import { selectIsFavorite } from './state/favoritesSlice';
import { favoritesState, theMatrix } from './favorites.fixtures';

describe('FavoriteToggle', () => {
  it('offers "В избранное" for a movie that is not a favorite and adds it when pressed', async () => {
    const { store, user } = renderWithProviders(<FavoriteToggle movie={theMatrix} />);
    const button = screen.getByRole('button', { name: 'В избранное' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);

    expect(selectIsFavorite(store.getState(), theMatrix.imdbID)).toBe(true);
    expect(screen.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows "В избранном" for a favorite and removes it when pressed', async () => {
    const { store, user } = renderWithProviders(<FavoriteToggle movie={theMatrix} />, {
      preloadedState: favoritesState([theMatrix]),
    });

    await user.click(screen.getByRole('button', { name: 'В избранном' }));

    expect(selectIsFavorite(store.getState(), theMatrix.imdbID)).toBe(false);
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('stores only the summary fields, and when it was added, when given a detailed movie', async () => {
    const detailed = { ...theMatrix, plot: 'Neo wakes up.', genre: 'Sci-Fi' };
    const { store, user } = renderWithProviders(<FavoriteToggle movie={detailed} />);
    const before = Date.now();

    await user.click(screen.getByRole('button', { name: 'В избранное' }));

    const { addedAt, ...stored } = store.getState().favorites.items[theMatrix.imdbID];
    expect(stored).toEqual(theMatrix);
    expect(Date.parse(addedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(addedAt ?? '')).toBeLessThanOrEqual(Date.now());
  });
});

describe('FavoriteToggle on a favorite kept with less than OMDb knows', () => {
  it('brings the favorite up to date with the film’s summary, keeping when it was added', () => {
    const imported = { ...theMatrix, poster: null, year: '1999' };
    const { store } = renderWithProviders(
      <FavoriteToggle movie={{ ...theMatrix, poster: '/api/posters/tt0133093.png' }} />,
      { preloadedState: favoritesState([imported]) },
    );
    expect(store.getState().favorites.items[theMatrix.imdbID]).toEqual({
      ...theMatrix,
      poster: '/api/posters/tt0133093.png',
      addedAt: null,
    });
  });
});
