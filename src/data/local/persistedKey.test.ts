import { createPersistedKey } from './persistedKey';

const KEY = 'list';

function setup() {
  const isReadable = vi.fn((raw: string) => raw.startsWith('['));
  const isSame = vi.fn((stored: string | null, next: string) => stored === next);
  const slot = createPersistedKey({ key: KEY, isReadable, isSame });
  const markReadable = (raw: string) => slot.markReadable(raw);
  const save = (next: string) => {
    const current = slot.read();
    if (!current.ok) throw new Error('storage unreadable in the test');
    return slot.save(next, current.raw);
  };
  return { save, markReadable, isReadable, isSame };
}

beforeEach(() => localStorage.clear());

describe('createPersistedKey', () => {
  it('checks a value it did not write before writing over it', () => {
    localStorage.setItem(KEY, '[1]');
    const { save, isReadable, isSame } = setup();
    expect(save('[1,2]')).toBe('written');
    expect(isSame).toHaveBeenCalledWith('[1]', '[1,2]');
    expect(isReadable).toHaveBeenCalledWith('[1]');
    expect(localStorage.getItem(KEY)).toBe('[1,2]');
  });

  it('compares and overwrites its own last write without parsing it again', () => {
    const { save, isReadable, isSame } = setup();
    expect(save('[1]')).toBe('written');
    isReadable.mockClear();
    isSame.mockClear();
    expect(save('[1,2]')).toBe('written');
    expect(save('[1,2]')).toBe('unchanged');
    expect(isSame).not.toHaveBeenCalled();
    expect(isReadable).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBe('[1,2]');
  });

  it('takes a value marked readable as known', () => {
    localStorage.setItem(KEY, '[1]');
    const { save, markReadable, isReadable, isSame } = setup();
    markReadable('[1]');
    expect(save('[1,2]')).toBe('written');
    expect(isSame).not.toHaveBeenCalled();
    expect(isReadable).not.toHaveBeenCalled();
    expect(localStorage.getItem(`${KEY}.backup`)).toBeNull();
  });

  it('checks again once another writer has changed the value', () => {
    const { save, isReadable } = setup();
    save('[1]');
    localStorage.setItem(KEY, 'written by a newer version');
    isReadable.mockClear();
    expect(save('[3]')).toBe('written');
    expect(isReadable).toHaveBeenCalledWith('written by a newer version');
    expect(localStorage.getItem(`${KEY}.backup`)).toBe('written by a newer version');
  });
});
