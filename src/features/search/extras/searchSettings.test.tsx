import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchSettingsText } from './searchSettingsText';
import { SearchSettingsMenu } from './SearchSettingsMenu';
import { useSearchSettings } from './searchSettings';

function Shown() {
  return <output>{useSearchSettings().endlessScroll ? 'on' : 'off'}</output>;
}

const checkbox = () => screen.getByRole('checkbox', { name: searchSettingsText.endlessScroll });

describe('search settings', () => {
  beforeEach(() => localStorage.clear());

  it('endless scrolling is on by default and its switch is remembered in localStorage', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchSettingsMenu />
        <Shown />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('on');
    await user.click(screen.getByText(searchSettingsText.menu));
    expect(checkbox()).toBeChecked();
    await user.click(checkbox());
    expect(screen.getByRole('status')).toHaveTextContent('off');
    expect(JSON.parse(localStorage.getItem('searchSettings')!)).toEqual({ endlessScroll: false });
  });

  it('reads a stored choice, follows another tab, and takes an unreadable value for the default', () => {
    localStorage.setItem('searchSettings', '{"endlessScroll":false}');
    render(<Shown />);
    expect(screen.getByRole('status')).toHaveTextContent('off');
    act(() => {
      localStorage.setItem('searchSettings', 'not json');
      window.dispatchEvent(new StorageEvent('storage', { key: 'searchSettings' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('on');
  });

  it('storage that refuses the write still keeps the choice for this visit', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(
      <>
        <SearchSettingsMenu />
        <Shown />
      </>,
    );
    await user.click(screen.getByText(searchSettingsText.menu));
    await user.click(checkbox());
    expect(screen.getByRole('status')).toHaveTextContent('off');
    expect(write).toHaveBeenCalled();
    // Storage that takes writes again gets the next choice, which ends the visit-only one.
    vi.restoreAllMocks();
    await user.click(checkbox());
    expect(screen.getByRole('status')).toHaveTextContent('on');
    expect(JSON.parse(localStorage.getItem('searchSettings')!)).toEqual({ endlessScroll: true });
  });
});
