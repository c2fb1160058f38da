import { storageKeys } from '../../shared/lib/storage';
import { followStoredTheme } from './themeBoot';

const theme = () => document.documentElement.getAttribute('data-theme');

/** Another tab's write, as this tab hears of it. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key !== null && value !== null) localStorage.setItem(key, value);
  else if (key !== null) localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('followStoredTheme, what the theme script runs', () => {
  let listeners: EventListenerOrEventListenerObject[] = [];
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'storage' && listener) listeners.push(listener);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const listener of listeners) window.removeEventListener('storage', listener);
    listeners = [];
    vi.restoreAllMocks();
  });

  it.each(['light', 'dark'])('puts a stored «%s» on the page', (choice) => {
    localStorage.setItem(storageKeys.theme, choice);
    followStoredTheme(storageKeys.theme);
    expect(theme()).toBe(choice);
  });

  it.each([null, 'system', 'DARK', '"dark"'])('leaves the system’s scheme for %j', (stored) => {
    if (stored !== null) localStorage.setItem(storageKeys.theme, stored);
    followStoredTheme(storageKeys.theme);
    expect(theme()).toBeNull();
  });

  it('follows another tab’s choice, and its clearing of storage', () => {
    followStoredTheme(storageKeys.theme);
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
    expect(() => followStoredTheme(storageKeys.theme)).not.toThrow();
    expect(theme()).toBeNull();
  });
});
