import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '../../data/storage/storage';
import ThemeSwitch from './ThemeSwitch';

const pressed = () =>
  within(screen.getByRole('group', { name: 'Тема' }))
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('ThemeSwitch', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('offers the three themes, the system’s chosen until the visitor chooses', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Тема' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Системная', 'Светлая', 'Тёмная']);
    expect(pressed()).toEqual(['Системная']);
  });

  it('shows the stored choice', () => {
    localStorage.setItem(storageKeys.theme, 'light');
    render(<ThemeSwitch />);
    expect(pressed()).toEqual(['Светлая']);
  });

  it('puts a choice on the page at once and keeps it, and «Системная» hands back to the system', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(screen.getByRole('button', { name: 'Тёмная' }));
    expect(pressed()).toEqual(['Тёмная']);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Системная' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(storageKeys.theme)).toBe('system');
  });

  it('follows another tab’s choice', () => {
    render(<ThemeSwitch />);
    act(() => {
      localStorage.setItem(storageKeys.theme, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.theme }));
    });
    expect(pressed()).toEqual(['Тёмная']);
  });
});
