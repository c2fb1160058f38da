import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { favoritesState, theMatrix } from '../favorites.fixtures';
import { today } from '../state/personal';
import { PersonalEditor } from './PersonalEditor';

const hint = 'Оценка или день просмотра отметят фильм как просмотренный.';

describe('PersonalEditor', () => {
  it('for a film not in the library, says so, and a rating adds it as watched, not hearted', async () => {
    const { store, user } = renderWithProviders(<PersonalEditor movie={theMatrix} titled />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ваша оценка и заметки' })).toBeVisible();
    expect(screen.getByText(hint)).toBeInTheDocument();
    screen.getByRole('slider').focus();
    await user.keyboard('8');
    expect(store.getState().favorites.items.tt0133093).toMatchObject({
      ...theMatrix,
      rating: 8,
      addedAt: expect.any(String),
      favorite: false,
      status: 'watched',
    });
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAccessibleName('Ваша оценка: 8 из 10');
  });

  it('adds nothing for a blank note', () => {
    const { store } = renderWithProviders(<PersonalEditor movie={theMatrix} />);
    const note = screen.getByRole('textbox', { name: 'Заметка' });
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.blur(note);
    expect(store.getState().favorites.items).toEqual({});
  });

  it('edits a favorite’s watch days and note, keeping when it was added', async () => {
    const { store, user } = renderWithProviders(<PersonalEditor movie={theMatrix} />, {
      preloadedState: favoritesState([theMatrix]),
    });
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отметить просмотр' }));
    await user.type(screen.getByRole('textbox', { name: 'Заметка' }), 'Пересмотреть');
    await user.tab();
    expect(store.getState().favorites.items.tt0133093).toEqual({
      ...theMatrix,
      addedAt: null,
      watched: [today()],
      note: 'Пересмотреть',
      status: 'watched',
    });
  });
});
