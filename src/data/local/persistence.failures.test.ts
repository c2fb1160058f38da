import { addFavorite, toggleFavorite } from '../../features/favorites/state/favoritesSlice';
import { addRecentSearch } from '../../features/search/searchSlice';
import { makeFilm } from '../../test/factories';
import { appTabs, type AppTab } from '../../test/appTabs';
import { restorePersistedState } from './persistence';

const { open: startApp, closeAll } = appTabs();

/** The console.error lines the storage layer printed, by their first argument. */
function storageLogs(): string[] {
  return vi
    .mocked(console.error)
    .mock.calls.map(([first]) => String(first))
    .filter((line) => line.startsWith('[storage]'));
}
const logsAbout = (key: string) => storageLogs().filter((line) => line.includes(`"${key}"`));

/** Storage that takes every write but a backup's: for those the disk is full. */
function failBackupWrites() {
  const realSetItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (key.endsWith('.backup')) throw new DOMException('full', 'QuotaExceededError');
    realSetItem.call(this, key, value);
  });
}

function toggleMany(store: AppTab, times: number) {
  for (let i = 0; i < times; i += 1) store.dispatch(toggleFavorite(makeFilm(i % 3)));
}

describe('storage failures', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    closeAll();
    vi.restoreAllMocks();
  });

  it.each([
    [
      'whose getter throws',
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    ],
    ['that is missing', () => undefined as unknown as Storage],
  ])(
    'starts and works in memory with a localStorage %s, logging once per key',
    async (_case, getter) => {
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(getter);
      const restored = await restorePersistedState();
      expect(restored.favorites?.items).toEqual({});
      const store = startApp();
      toggleMany(store, 20);
      for (let i = 0; i < 5; i += 1) store.dispatch(addRecentSearch(`query ${i}`));
      expect(Object.keys(store.getState().favorites.items)).toHaveLength(2);
      expect(store.getState().search.recentSearches).toHaveLength(5);
      expect(logsAbout('favorites')).toHaveLength(1);
      expect(logsAbout('recentSearches')).toHaveLength(1);
    },
  );

  it('starts empty when reading throws, and never writes over the value it could not read', () => {
    localStorage.setItem('favorites', JSON.stringify({ version: 1, items: [makeFilm(7)] }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const store = startApp();
    toggleMany(store, 10);
    expect(store.getState().favorites.items).toHaveProperty('tt0000001');
    expect(setItem).not.toHaveBeenCalled();
    expect(logsAbout('favorites')).toHaveLength(1);
    getItem.mockRestore();
    expect(JSON.parse(localStorage.getItem('favorites')!).items).toEqual([makeFilm(7)]);
  });

  it('logs the first quota error per key, stays quiet, and logs again only after a write succeeded', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = startApp();
    toggleMany(store, 33); // 11 toggles each: all three end up in
    expect(Object.keys(store.getState().favorites.items)).toHaveLength(3);
    expect(logsAbout('favorites')).toHaveLength(1);

    setItem.mockRestore();
    store.dispatch(addFavorite(makeFilm(5)));
    expect(JSON.parse(localStorage.getItem('favorites')!).items).toHaveLength(4);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    toggleMany(store, 10);
    expect(logsAbout('favorites')).toHaveLength(2);
  });

  it.each([
    ['invalid JSON', '{"version":1,"items":[{"imdbID":'],
    ['JSON of the wrong shape', '{"version":1,"items":"everything"}'],
    ['a bare number', '42'],
    ['a newer version', JSON.stringify({ version: 9, items: [] })],
  ])('keeps %s under favorites.backup before writing over it', (_case, raw) => {
    localStorage.setItem('favorites', raw);
    const store = startApp();
    expect(store.getState().favorites.items).toEqual({});
    expect(localStorage.getItem('favorites.backup')).toBe(raw);
    store.dispatch(addFavorite(makeFilm(1)));
    expect(JSON.parse(localStorage.getItem('favorites')!).items).toEqual([
      { ...makeFilm(1), addedAt: expect.any(String) },
    ]);
    expect(localStorage.getItem('favorites.backup')).toBe(raw);
    expect(logsAbout('favorites')).toHaveLength(1);
  });

  it('keeps the valid items of a partly valid list and the whole value as a backup', () => {
    const raw = JSON.stringify({
      version: 1,
      items: [makeFilm(1), { imdbID: 'nope' }, 'x', makeFilm(2)],
    });
    localStorage.setItem('favorites', raw);
    const store = startApp();
    expect(Object.keys(store.getState().favorites.items)).toEqual(['tt0000001', 'tt0000002']);
    expect(localStorage.getItem('favorites.backup')).toBe(raw);
  });

  it('never replaces an older backup that differs: the newer is kept under a dated key', () => {
    localStorage.setItem('favorites.backup', '{older unreadable');
    localStorage.setItem('favorites', '{newer unreadable');
    const store = startApp();
    store.dispatch(addFavorite(makeFilm(1)));
    expect(localStorage.getItem('favorites.backup')).toBe('{older unreadable');
    const dated = Object.keys(localStorage).filter((key) => key.startsWith('favorites.backup.'));
    expect(dated).toHaveLength(1);
    expect(localStorage.getItem(dated[0])).toBe('{newer unreadable');
    expect(logsAbout('favorites')[0]).toContain(dated[0]);
  });

  it('keeps recent searches that cannot be read under recentSearches.backup', () => {
    localStorage.setItem('recentSearches', '["matrix", 42');
    const store = startApp();
    expect(store.getState().search.recentSearches).toEqual([]);
    store.dispatch(addRecentSearch('alien'));
    expect(localStorage.getItem('recentSearches.backup')).toBe('["matrix", 42');
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['alien']);
  });

  it('backs up a value that turned unreadable after start-up before writing over it', () => {
    const store = startApp();
    store.dispatch(addFavorite(makeFilm(1)));
    localStorage.setItem('favorites', '<<garbage from elsewhere>>');
    store.dispatch(addFavorite(makeFilm(2)));
    expect(localStorage.getItem('favorites.backup')).toBe('<<garbage from elsewhere>>');
    const ids = JSON.parse(localStorage.getItem('favorites')!).items.map(
      (item: { imdbID: string }) => item.imdbID,
    );
    expect(ids).toEqual([makeFilm(1).imdbID, makeFilm(2).imdbID]);
  });

  it('leaves an unreadable value alone for the session when even the backup cannot be written', () => {
    localStorage.setItem('favorites', '{broken');
    failBackupWrites();
    const store = startApp();
    toggleMany(store, 15);
    store.dispatch(addRecentSearch('matrix'));
    expect(localStorage.getItem('favorites')).toBe('{broken');
    expect(localStorage.getItem('favorites.backup')).toBeNull();
    expect(Object.keys(store.getState().favorites.items)).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['matrix']);
    // One line, at start-up: unreadable, no backup, so left alone this session.
    expect(logsAbout('favorites')).toHaveLength(1);
  });

  it('leaves a value that turned unreadable alone when its backup fails, logging once', () => {
    const store = startApp();
    store.dispatch(addFavorite(makeFilm(1)));
    localStorage.setItem('favorites', '<<garbage from elsewhere>>');
    failBackupWrites();
    toggleMany(store, 7);
    expect(localStorage.getItem('favorites')).toBe('<<garbage from elsewhere>>');
    expect(logsAbout('favorites')).toHaveLength(1);
  });

  it('turns a stored poster that is not a web address into no poster', () => {
    const items = [
      { ...makeFilm(1), poster: 'javascript:alert(1)' },
      { ...makeFilm(2), poster: 'data:text/html,<script>alert(1)</script>' },
      { ...makeFilm(3), poster: '/api/posters/tt0000003.png' },
      { ...makeFilm(4), poster: 'https://m.media-amazon.com/x.jpg' },
    ];
    localStorage.setItem('favorites', JSON.stringify({ version: 1, items }));
    const posters = Object.values(startApp().getState().favorites.items).map((item) => item.poster);
    expect(posters).toEqual([
      null,
      null,
      '/api/posters/tt0000003.png',
      'https://m.media-amazon.com/x.jpg',
    ]);
  });
});
