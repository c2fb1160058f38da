import { fireEvent, screen } from '@testing-library/react';
import { selectIsFavorite, selectStatus } from '../../features/favorites/state/favoritesSlice';
import { today } from '../../features/favorites/state/personal';
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

describe('MovieDetailPage: the w and t shortcuts', () => {
  it('w puts the film on the watchlist and takes it off again, as «Хочу посмотреть» does', async () => {
    const { store, user } = await openMatrix();
    const want = screen.getByRole('button', { name: 'Хочу посмотреть' });
    expect(want).toHaveAttribute('aria-keyshortcuts', 'w');
    await user.keyboard('w');
    expect(selectStatus(store.getState(), MATRIX)).toBe('want');
    expect(selectIsFavorite(store.getState(), MATRIX)).toBe(false);
    expect(want).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('w');
    expect(selectStatus(store.getState(), MATRIX)).toBeUndefined();
    expect(want).toHaveAttribute('aria-pressed', 'false');
  });

  it('t marks the film watched today and undoes it, as «Просмотрено сегодня» does', async () => {
    const { store, user } = await openMatrix();
    const watchedToday = screen.getByRole('button', { name: 'Просмотрено сегодня' });
    expect(watchedToday).toHaveAttribute('aria-keyshortcuts', 't');
    await user.keyboard('t');
    expect(store.getState().favorites.items[MATRIX]).toMatchObject({
      watched: [today()],
      status: 'watched',
    });
    expect(watchedToday).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('t');
    expect(store.getState().favorites.items[MATRIX]).toBeUndefined();
    expect(watchedToday).toHaveAttribute('aria-pressed', 'false');
  });

  it('work on the Russian layout, where the W and T keys type «ц» and «е»', async () => {
    const { store } = await openMatrix();
    fireEvent.keyDown(document.body, { key: 'ц', code: 'KeyW' });
    expect(selectStatus(store.getState(), MATRIX)).toBe('want');
    fireEvent.keyDown(document.body, { key: 'е', code: 'KeyT' });
    expect(selectStatus(store.getState(), MATRIX)).toBe('watched');
  });
});
