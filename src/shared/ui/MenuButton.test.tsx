import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton, MenuItem } from './MenuButton';

function renderMenu(onSelect = vi.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <MenuButton label="Действия">
        <MenuItem onSelect={onSelect}>Первое</MenuItem>
        <MenuItem onSelect={onSelect}>Второе</MenuItem>
      </MenuButton>
      <button type="button">Снаружи</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Действия' });
  return { user, button, onSelect };
}

describe('MenuButton', () => {
  it('opens its list by click and tells it with aria-expanded and aria-controls', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Первое' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('group', { name: 'Действия' });
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('button', { name: 'Первое' })).toBeVisible();
  });

  it('works by keyboard: Enter opens, Tab and arrows move, Esc closes and gives focus back', async () => {
    const { user, button } = renderMenu();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Первое' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Второе' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Первое' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a chosen item, giving focus back before the item acts', async () => {
    const { user, button } = renderMenu(vi.fn(() => expect(button).toHaveFocus()));
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Второе' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere, and when Tab leaves it', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Снаружи' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
