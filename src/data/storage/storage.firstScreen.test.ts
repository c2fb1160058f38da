import { FIRST_SCREEN_KEY } from '../../shared/lib/storedFirstScreen';
import { storageKeys } from './storageKeys';
import { writeItem } from './storage';

/** A storage of `room` characters in all (keys and values), refusing a write past it. */
function storageWithRoom(room: number) {
  const used = () =>
    Object.keys(localStorage).reduce((sum, key) => sum + key.length + localStorage[key].length, 0);
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    const before = localStorage.getItem(key);
    const growth = key.length + value.length - (before === null ? 0 : key.length + before.length);
    if (used() + growth > room) throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

describe('when storage is full, the favorites come before the first screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the key the boot script reads', () => {
    expect(storageKeys.firstScreen).toBe(FIRST_SCREEN_KEY);
  });

  it('gives up the stored first screen to save the favorites, and nothing else', () => {
    localStorage.setItem(storageKeys.firstScreen, 'x'.repeat(400));
    localStorage.setItem(storageKeys.recentSearches, '["matrix"]');
    storageWithRoom(600);
    expect(writeItem(storageKeys.favorites, 'y'.repeat(300))).toBe(true);
    expect(localStorage.getItem(storageKeys.firstScreen)).toBeNull();
    expect(localStorage.getItem(storageKeys.recentSearches)).toBe('["matrix"]');
    expect(localStorage.getItem(storageKeys.favorites)).toBe('y'.repeat(300));
  });

  it('is refused as before when giving it up is not enough, or there is none', () => {
    localStorage.setItem(storageKeys.firstScreen, 'x'.repeat(100));
    storageWithRoom(300);
    expect(writeItem(storageKeys.favorites, 'y'.repeat(400))).toBe(false);
    expect(writeItem(storageKeys.firstScreen, 'z'.repeat(400))).toBe(false);
  });
});
