import { screen, within } from '@testing-library/react';
import { makeFavorite } from '../../../test/factories';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { PickFacts } from './pickTitle';
import { WhatToWatch } from './WhatToWatch';

const short = makeFavorite(1, { title: 'Short One', year: '2001', status: 'want' });
const long = makeFavorite(2, { title: 'Long One', year: '2002', status: 'want' });
const facts = new Map<string, PickFacts>([
  [short.imdbID, { runtime: '95 min', genre: 'Comedy' }],
  [long.imdbID, { runtime: '170 min', genre: 'Drama, War' }],
]);

describe('«Что посмотреть?»', () => {
  it('shows one title within the limits, with its facts and a link to its page', async () => {
    const { user } = renderWithProviders(<WhatToWatch watchlist={[short, long]} facts={facts} />);
    await user.click(screen.getByRole('button', { name: 'Что посмотреть?' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Что посмотреть?' }));
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Любой',
      'Комедия',
      'Драма',
      'Военный',
    ]);
    await user.type(dialog.getByRole('spinbutton', { name: 'Не дольше, мин' }), '120');
    await user.click(dialog.getByRole('button', { name: 'Выбрать' }));
    const outcome = within(dialog.getByRole('status'));
    expect(outcome.getByRole('link', { name: 'Short One' })).toHaveAttribute(
      'href',
      `/movie/${short.imdbID}`,
    );
    expect(dialog.getByRole('status')).toHaveTextContent('2001 · 95 мин · Комедия');

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Жанр' }), 'War');
    await user.click(dialog.getByRole('button', { name: 'Выбрать' }));
    expect(dialog.getByRole('status')).toHaveTextContent(/^Ничего не подходит/);
    expect(dialog.queryByRole('button', { name: 'Ещё вариант' })).toBeNull();
  });

  it('cannot be opened on an empty watchlist', () => {
    renderWithProviders(<WhatToWatch watchlist={[]} facts={new Map()} />);
    expect(screen.getByRole('button', { name: 'Что посмотреть?' })).toBeDisabled();
  });
});
