import { fireEvent, screen } from '@testing-library/react';
import { answerWith, renderDetail } from './movieDetail.fixtures';

describe('MovieDetailPage: your rating, watch days and note', () => {
  it('shows the editor under the film; a rating marks the film watched, not a favorite', async () => {
    answerWith();
    const { store, user } = renderDetail('/movie/tt0133093');
    const slider = await screen.findByRole('slider', { name: 'Ваша оценка: нет' });
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(store.getState().favorites.items.tt0133093).toMatchObject({
      rating: 2,
      status: 'watched',
      favorite: false,
    });
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('watched');
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('saves a note still being typed to its own film when another film opens', async () => {
    answerWith();
    const { store, user } = renderDetail('/movie/tt0133093');
    const note = await screen.findByRole('textbox', { name: 'Заметка' });
    fireEvent.change(note, { target: { value: 'Про Матрицу' } });
    await user.click(screen.getByRole('link', { name: 'Другой фильм' }));
    await screen.findByRole('heading', { level: 1, name: 'The Shawshank Redemption' });
    expect(await screen.findByRole('textbox', { name: 'Заметка' })).toHaveValue('');
    expect(store.getState().favorites.items.tt0133093?.note).toBe('Про Матрицу');
    expect(store.getState().favorites.items.tt0111161).toBeUndefined();
  });
});
