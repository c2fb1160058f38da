import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoritesFilters } from './FavoritesFilters';
import { DEFAULT_LIST_QUERY } from './listQuery';

const facets = { types: [], decades: [], rated: true, unrated: true };

describe('the favorites’ own-rating filter', () => {
  it('offers «Все / Оценённые / Без оценки» and asks for the one pressed', async () => {
    const onChange = vi.fn();
    render(<FavoritesFilters query={DEFAULT_LIST_QUERY} facets={facets} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Ваша оценка' });
    const all = screen.getByRole('button', { name: 'Все' });
    expect(group).toContainElement(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Оценённые' }));
    expect(onChange).toHaveBeenLastCalledWith({ rated: 'yes' });
    await userEvent.click(screen.getByRole('button', { name: 'Без оценки' }));
    expect(onChange).toHaveBeenLastCalledWith({ rated: 'no' });
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith({ rated: null });
  });

  it('is left out when every film is rated, or none is, unless it is chosen', () => {
    const { rerender } = render(
      <FavoritesFilters
        query={DEFAULT_LIST_QUERY}
        facets={{ ...facets, rated: false }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Ваша оценка' })).toBeNull();
    rerender(
      <FavoritesFilters
        query={{ ...DEFAULT_LIST_QUERY, rated: 'yes' }}
        facets={{ ...facets, unrated: false }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Оценённые' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the new orders', () => {
    render(<FavoritesFilters query={DEFAULT_LIST_QUERY} facets={facets} onChange={vi.fn()} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'По вашей оценке: сначала высокие',
        'По вашей оценке: сначала низкие',
        'По просмотру: сначала недавние',
        'По просмотру: сначала давние',
      ]),
    );
  });
});
