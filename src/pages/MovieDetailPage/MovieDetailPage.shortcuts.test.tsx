import { fireEvent, screen } from '@testing-library/react';
import { selectIsFavorite } from '../../features/favorites/state/favoritesSlice';
import { answerWith, renderDetail } from './movieDetail.fixtures';

const MATRIX = 'tt0133093';

async function openMatrix() {
  answerWith();
  const rendered = renderDetail(`/movie/${MATRIX}`);
  await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
  return rendered;
}

describe('MovieDetailPage: the f shortcut', () => {
  it('adds the film to favorites and takes it out again, as its button does', async () => {
    const { store, user } = await openMatrix();
    const toggle = screen.getByRole('button', { name: 'В избранное' });
    expect(toggle).toHaveAttribute('aria-keyshortcuts', 'f');

    await user.keyboard('f');
    expect(selectIsFavorite(store.getState(), MATRIX)).toBe(true);
    expect(screen.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().favorites.items[MATRIX]).toMatchObject({
      imdbID: MATRIX,
      title: 'The Matrix',
      year: '1999',
      type: 'movie',
    });

    await user.keyboard('f');
    expect(selectIsFavorite(store.getState(), MATRIX)).toBe(false);
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('works on the Russian layout, where the F key types «а»', async () => {
    const { store } = await openMatrix();
    fireEvent.keyDown(document.body, { key: 'а', code: 'KeyF' });
    expect(selectIsFavorite(store.getState(), MATRIX)).toBe(true);
  });

  it('does nothing when f is typed into a field, or pressed with Shift or Ctrl', async () => {
    const { store, user } = await openMatrix();
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Заметка');
    document.body.append(field);
    try {
      await user.type(field, 'f');
      expect(field).toHaveValue('f');
      await user.keyboard('{Shift>}f{/Shift}{Control>}f{/Control}');
      expect(selectIsFavorite(store.getState(), MATRIX)).toBe(false);
    } finally {
      field.remove();
    }
  });

  it('does nothing where no film is shown', async () => {
    answerWith();
    const { store, user } = renderDetail('/movie/tt9999999');
    await screen.findByRole('alert');
    await user.keyboard('f');
    expect(store.getState().favorites.items).toEqual({});
  });
});
