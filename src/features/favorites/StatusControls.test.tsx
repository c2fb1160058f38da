import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StatusControls } from './StatusControls';
import { selectFavoritesCount, selectLibraryEntry } from './state/favoritesSlice';
import { toFavorite, withHeart } from './state/favoriteMovie';
import { today } from './state/personal';
import { theMatrix } from './favorites.fixtures';
import type { FavoriteMovie } from './state/favoriteMovie';

const wantButton = () => screen.getByRole('button', { name: 'Хочу посмотреть' });
const todayButton = () => screen.getByRole('button', { name: 'Просмотрено сегодня' });

function renderWith(entry?: FavoriteMovie) {
  const items = entry ? { [entry.imdbID]: entry } : {};
  return renderWithProviders(
    <StatusControls movie={theMatrix} keyShortcuts={{ want: 'w', watchedToday: 't' }} />,
    { preloadedState: { favorites: { items, loading: false, error: null } } },
  );
}

const unhearted = (fields: Partial<FavoriteMovie>) => ({
  ...withHeart(toFavorite(theMatrix, '2026-01-01T00:00:00.000Z'), false),
  ...fields,
});

describe('StatusControls: «Хочу посмотреть»', () => {
  it('puts the film on the watchlist, not in favorites, and a second press takes it off', async () => {
    const { store, user } = renderWith();
    expect(wantButton()).toHaveAttribute('aria-pressed', 'false');
    expect(wantButton()).toHaveAttribute('aria-keyshortcuts', 'w');

    await user.click(wantButton());
    expect(wantButton()).toHaveAttribute('aria-pressed', 'true');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toMatchObject({
      status: 'want',
      favorite: false,
    });
    expect(selectFavoritesCount(store.getState())).toBe(0);

    await user.click(wantButton());
    expect(wantButton()).toHaveAttribute('aria-pressed', 'false');
    // Nothing else held it: it leaves the library.
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toBeUndefined();
  });

  it('keeps the heart of a favorite it puts on the watchlist and takes off again', async () => {
    const { store, user } = renderWith(toFavorite(theMatrix, null));
    await user.click(wantButton());
    await user.click(wantButton());
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toEqual(
      toFavorite(theMatrix, null),
    );
  });

  it('shows a film on the watchlist as pressed, with a mark other than the unpressed one', () => {
    renderWith(unhearted({ status: 'want' }));
    expect(wantButton()).toHaveAttribute('aria-pressed', 'true');
    // The page's first script tells a press made before the app by the button's text.
    expect(wantButton()).toHaveTextContent('✓Хочу посмотреть');
    expect(todayButton()).toHaveTextContent('+Просмотрено сегодня');
  });
});

describe('StatusControls: «Просмотрено сегодня»', () => {
  it('adds today as a watch day, which marks the film watched, and undoes it all', async () => {
    const { store, user } = renderWith();
    expect(todayButton()).toHaveAttribute('aria-keyshortcuts', 't');

    await user.click(todayButton());
    expect(todayButton()).toHaveAttribute('aria-pressed', 'true');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toMatchObject({
      watched: [today()],
      status: 'watched',
      favorite: false,
    });

    await user.click(todayButton());
    expect(todayButton()).toHaveAttribute('aria-pressed', 'false');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toBeUndefined();
  });

  it('takes a film off the watchlist, and its undo puts it back there', async () => {
    const { store, user } = renderWith(unhearted({ status: 'want', watched: ['2020-05-01'] }));
    await user.click(todayButton());
    expect(wantButton()).toHaveAttribute('aria-pressed', 'false');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toMatchObject({
      watched: ['2020-05-01', today()],
      status: 'watched',
    });

    await user.click(todayButton());
    expect(wantButton()).toHaveAttribute('aria-pressed', 'true');
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toEqual(
      unhearted({ status: 'want', watched: ['2020-05-01'] }),
    );
  });

  it('leaves a status chosen after the mark when the mark is undone', async () => {
    const { store, user } = renderWith();
    await user.click(todayButton());
    await user.click(wantButton());
    await user.click(todayButton());
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toMatchObject({
      status: 'want',
    });
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)?.watched).toBeUndefined();
  });

  it('shows a film watched today as pressed; the press takes today away and keeps the status', async () => {
    // Marked in an earlier visit: what the status was before is not known, so it stays.
    const { store, user } = renderWith(unhearted({ status: 'watched', watched: [today()] }));
    expect(todayButton()).toHaveAttribute('aria-pressed', 'true');
    expect(todayButton()).toHaveTextContent('✓Просмотрено сегодня');
    await user.click(todayButton());
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toEqual(
      unhearted({ status: 'watched' }),
    );
  });

  it('keeps a show in progress «Смотрю» when today is marked', async () => {
    const { store, user } = renderWith(unhearted({ status: 'watching' }));
    await user.click(todayButton());
    expect(selectLibraryEntry(store.getState(), theMatrix.imdbID)).toMatchObject({
      status: 'watching',
      watched: [today()],
    });
  });
});
