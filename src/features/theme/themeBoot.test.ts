import { storageKeys } from '../../data/storage/storage';
import { followStoredTheme } from './themeBoot';

const theme = () => document.documentElement.getAttribute('data-theme');

/** Another tab's write, as this tab hears of it. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key !== null && value !== null) localStorage.setItem(key, value);
  else if (key !== null) localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('followStoredTheme, what the theme script runs', () => {
  // Each test's theme script stops following when the test ends, as the page's never does.
  const stops: (() => void)[] = [];
  const follow = () => void stops.push(followStoredTheme(storageKeys.theme));
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.restoreAllMocks();
  });

  it.each(['light', 'dark'])('puts a stored «%s» on the page', (choice) => {
    localStorage.setItem(storageKeys.theme, choice);
    follow();
    expect(theme()).toBe(choice);
  });

  it.each([null, 'system', 'DARK', '"dark"'])('leaves the system’s scheme for %j', (stored) => {
    if (stored !== null) localStorage.setItem(storageKeys.theme, stored);
    follow();
    expect(theme()).toBeNull();
  });

  it('follows another tab’s choice, and its clearing of storage', () => {
    follow();
    otherTabWrites(storageKeys.theme, 'dark');
    expect(theme()).toBe('dark');
    otherTabWrites('favorites', '[]');
    expect(theme()).toBe('dark');
    otherTabWrites(storageKeys.theme, 'system');
    expect(theme()).toBeNull();
    localStorage.setItem(storageKeys.theme, 'light');
    otherTabWrites(null, null);
    expect(theme()).toBe('light');
  });

  it('leaves the system’s scheme, and throws nothing, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(follow).not.toThrow();
    expect(theme()).toBeNull();
  });
});
