import { forgetStorageReports, keepBackup, keptBackups, onBackupKept, wouldFit } from './storage';

beforeEach(() => {
  localStorage.clear();
  forgetStorageReports();
});

describe('keepBackup', () => {
  it('keeps the first unreadable value under favorites.backup', () => {
    expect(keepBackup('favorites', '{broken')).toEqual({
      ok: true,
      backupKey: 'favorites.backup',
    });
    expect(localStorage.getItem('favorites.backup')).toBe('{broken');
  });

  it('never writes over a backup that holds another value: the newer goes under a dated key', () => {
    localStorage.setItem('favorites.backup', 'older unreadable');
    const now = new Date('2026-11-26T10:00:00.000Z');
    const kept = keepBackup('favorites', 'newer unreadable', now);
    expect(kept).toEqual({ ok: true, backupKey: 'favorites.backup.2026-11-26T10:00:00.000Z' });
    expect(localStorage.getItem('favorites.backup')).toBe('older unreadable');
    expect(localStorage.getItem('favorites.backup.2026-11-26T10:00:00.000Z')).toBe(
      'newer unreadable',
    );
    // A third value in the same millisecond still gets a key of its own.
    const third = keepBackup('favorites', 'third', now);
    expect(third).toEqual({ ok: true, backupKey: 'favorites.backup.2026-11-26T10:00:00.000Z-1' });
  });

  it('does not keep the same value twice', () => {
    keepBackup('favorites', 'a');
    keepBackup('favorites', 'b');
    expect(keepBackup('favorites', 'a')).toEqual({ ok: true, backupKey: 'favorites.backup' });
    expect(localStorage.length).toBe(2);
  });

  it('tells the page of each backup kept', () => {
    const heard = vi.fn();
    const stop = onBackupKept(heard);
    keepBackup('favorites', 'x');
    keepBackup('favorites', 'x');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(keptBackups()).toEqual([{ key: 'favorites', backupKey: 'favorites.backup' }]);
  });

  it('gives the error back when storage refuses the copy', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(keepBackup('favorites', 'x')).toMatchObject({ ok: false });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('wouldFit', () => {
  it('says whether a larger value fits in place of the current one, and changes nothing', () => {
    localStorage.setItem('favorites', 'x'.repeat(1000));
    expect(wouldFit('favorites', 'y'.repeat(2000))).toBe(true);
    expect(wouldFit('favorites', 'y'.repeat(20_000_000))).toBe(false);
    expect(localStorage.getItem('favorites')).toBe('x'.repeat(1000));
    expect(localStorage.length).toBe(1);
  });
});
