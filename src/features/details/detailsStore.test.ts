import { openDB } from 'idb';
import type { MovieDetail } from '../../api/types';
import { makeFilm } from '../../test/factories';
import {
  DETAILS_DB,
  detailsStore,
  forgetDetailsStore,
  FRESH_FOR_MS,
  isFresh,
  memoryStore,
} from './detailsStore';

const detail = (n: number, overrides: Partial<MovieDetail> = {}): MovieDetail => ({
  ...makeFilm(n, { year: '1999' }),
  rated: 'R',
  imdbRating: 8.7,
  imdbVotes: 2_000_000,
  genre: 'Action, Sci-Fi',
  director: 'Lana Wachowski, Lilly Wachowski',
  actors: 'Keanu Reeves',
  runtime: '136 min',
  released: '31 Mar 1999',
  country: 'United States',
  language: 'English',
  awards: null,
  plot: 'A long plot.',
  ratings: [],
  ...overrides,
});
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => vi.restoreAllMocks());

describe('the details store in IndexedDB', () => {
  it('keeps a film’s whole detail and its facts, with when they were fetched', async () => {
    const store = await detailsStore();
    const facts = await store.save(detail(1), '2026-11-20T10:00:00.000Z');
    expect(facts).toMatchObject({ imdbID: 'tt0000001', genre: 'Action, Sci-Fi', imdbRating: 8.7 });
    expect(facts).not.toHaveProperty('plot');
    forgetDetailsStore(); // as a new page would
    const again = await detailsStore();
    expect((await again.readFacts()).get('tt0000001')).toEqual(facts);
    expect(await again.readDetail('tt0000001')).toEqual({
      detail: detail(1),
      fetchedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('drops a record it cannot read and deletes it, so the film is fetched again', async () => {
    const store = await detailsStore();
    await store.save(detail(1));
    const db = await openDB(DETAILS_DB, 1);
    await db.put('facts', { imdbID: 'tt0000002', title: 42 }, 'tt0000002');
    db.close();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect([...(await store.readFacts()).keys()]).toEqual(['tt0000001']);
    expect(error).toHaveBeenCalledTimes(1);
    const reopened = await openDB(DETAILS_DB, 1);
    expect(await reopened.get('facts', 'tt0000002')).toBeUndefined();
    reopened.close();
  });

  it('prunes films no favorite needs once they are a month old, and nothing else', async () => {
    const store = await detailsStore();
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    const old = new Date(now - FRESH_FOR_MS - DAY).toISOString();
    const recent = new Date(now - DAY).toISOString();
    await store.save(detail(1), old); // a favorite: kept, however old
    await store.save(detail(2), old); // no longer a favorite, old: pruned
    await store.save(detail(3), recent); // no longer a favorite, but recent: kept
    await store.prune(new Set(['tt0000001']), await store.readFacts(), now);
    expect([...(await store.readFacts()).keys()].sort()).toEqual(['tt0000001', 'tt0000003']);
    expect(await store.readDetail('tt0000002')).toBeNull();
  });

  it('calls details fresh for 30 days', () => {
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    expect(isFresh({ fetchedAt: new Date(now - 29 * DAY).toISOString() }, now)).toBe(true);
    expect(isFresh({ fetchedAt: new Date(now - 31 * DAY).toISOString() }, now)).toBe(false);
  });
});

describe('when IndexedDB is missing or failing', () => {
  it('goes on in memory, with one logged error, when there is no IndexedDB', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', undefined);
    try {
      const store = await detailsStore();
      await store.save(detail(1));
      await store.save(detail(2));
      expect([...(await store.readFacts()).keys()]).toEqual(['tt0000001', 'tt0000002']);
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to memory, logging once, when a write throws (a full disk)', async () => {
    const store = await detailsStore();
    await store.save(detail(1));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(store.save(detail(2))).resolves.toMatchObject({ imdbID: 'tt0000002' });
    await store.save(detail(3));
    expect([...(await store.readFacts()).keys()]).toEqual(['tt0000002', 'tt0000003']);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('the memory store prunes as the real one does', async () => {
    const store = memoryStore();
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    await store.save(detail(1), new Date(now - 40 * DAY).toISOString());
    await store.prune(new Set(), await store.readFacts(), now);
    expect((await store.readFacts()).size).toBe(0);
  });
});
