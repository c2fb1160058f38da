import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StatusPicker } from './StatusPicker';
import { selectFavoritesCount, selectLibraryEntry } from './state/favoritesSlice';
import { toFavorite } from './state/favoriteMovie';
import { favoritesState, theMatrix } from './favorites.fixtures';

const picker = () => screen.getByRole('combobox', { name: 'Статус' });

describe('StatusPicker', () => {
  it('offers every status and none, in the shelves’ order', () => {
    renderWithProviders(<StatusPicker movie={theMatrix} />);
    expect(picker()).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Без статуса',
      'Хочу посмотреть',
      'Смотрю',
      'Просмотрено',
      'Брошено',
    ]);
  });

  it('sets the chosen status on a film new to the library, without a heart', async () => {
    const { store, user } = renderWithProviders(<StatusPicker movie={theMatrix} />);
    await user.selectOptions(picker(), 'Брошено');
    expect(picker()).toHaveValue('dropped');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toMatchObject({
      status: 'dropped',
      favorite: false,
    });
    expect(selectFavoritesCount(store.getState())).toBe(0);
  });

  it('takes the status away from a favorite, which stays a favorite', async () => {
    const { store, user } = renderWithProviders(<StatusPicker movie={theMatrix} />, {
      preloadedState: favoritesState([theMatrix]),
    });
    await user.selectOptions(picker(), 'Смотрю');
    await user.selectOptions(picker(), 'Без статуса');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toEqual(
      toFavorite(theMatrix, null),
    );
  });
});
