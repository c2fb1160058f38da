import fc from 'fast-check';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { imdbId } from '../../test/factories';
import { latestStamp, merge, type CollectionState } from './collection';
import { project } from './projection';
import { stampAt, stateArb } from './states.fixtures';

const runs = { numRuns: propertyRuns({ quick: 500, full: 20_000 }) };
const ID = imdbId(1);
const info = { title: 'Сталкер', year: '1979', type: 'movie', poster: null };

describe('merge laws', propertyTest, () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(merge(a, b)).toEqual(merge(b, a));
      }),
      runs,
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(stateArb, stateArb, stateArb, (a, b, c) => {
        expect(merge(merge(a, b), c)).toEqual(merge(a, merge(b, c)));
      }),
      runs,
    );
  });

  it('is idempotent, and answers an echo with the state itself', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(merge(a, a)).toBe(a);
        expect(merge(a, structuredClone(a))).toBe(a);
        const merged = merge(a, b);
        expect(merge(merged, b)).toBe(merged);
        expect(merge(merged, a)).toBe(merged);
        const empty = {};
        expect(merge(empty, a)).toBe(Object.keys(a).length > 0 ? a : empty);
      }),
      runs,
    );
  });

  it('never changes its inputs', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        const copies = structuredClone([a, b]);
        merge(a, b);
        expect([a, b]).toEqual(copies);
      }),
      runs,
    );
  });
});

describe('merge', () => {
  const added = (stamp: string, extra = {}): CollectionState => ({
    [ID]: { fav: [true, stamp], info: [info, stamp], added: null, ...extra },
  });

  it('keeps a removal when an older state comes back from a device that was offline', () => {
    const offline = added(stampAt(1, 1), { rating: [8, stampAt(1, 1)] });
    const removed = merge(offline, {
      [ID]: { fav: [false, stampAt(5, 0)], rating: [null, stampAt(5, 0)] },
    });
    expect(project(merge(removed, offline))).toEqual({});
    expect(project(merge(offline, removed))).toEqual({});
  });

  it('keeps a rating made on one device and a note made on the other', () => {
    const base = added(stampAt(1, 0));
    const rated = merge(base, { [ID]: { rating: [9, stampAt(3, 0)] } });
    const noted = merge(base, { [ID]: { note: ['пересмотреть', stampAt(2, 1)] } });
    expect(project(merge(rated, noted))[ID]).toMatchObject({ rating: 9, note: 'пересмотреть' });
  });

  it('lets the later of two ratings win, whichever arrives last', () => {
    const base = added(stampAt(1, 0));
    const early = merge(base, { [ID]: { rating: [4, stampAt(2, 1)] } });
    const late = merge(base, { [ID]: { rating: [6, stampAt(3, 0)] } });
    expect(project(merge(early, late))[ID].rating).toBe(6);
    expect(project(merge(late, early))[ID].rating).toBe(6);
  });

  it('keeps each watch day on its own: a later add beats a removal, a later removal an add', () => {
    const base = added(stampAt(1, 0), {
      days: { '2024-01-01': [true, stampAt(1, 0)], '2024-02-02': [true, stampAt(1, 0)] },
    });
    const a = merge(base, {
      [ID]: {
        days: { '2024-01-01': [false, stampAt(2, 0)], '2024-02-02': [false, stampAt(4, 0)] },
      },
    });
    const b = merge(base, {
      [ID]: { days: { '2024-01-01': [true, stampAt(3, 1)], '2024-02-02': [true, stampAt(3, 1)] } },
    });
    expect(project(merge(a, b))[ID].watched).toEqual(['2024-01-01']);
  });

  it('lets a watch day win a tie of stamps', () => {
    const stamp = stampAt(2, 0);
    const off = added(stampAt(1, 0), { days: { '2024-01-01': [false, stamp] } });
    const on = added(stampAt(1, 0), { days: { '2024-01-01': [true, stamp] } });
    expect(project(merge(off, on))[ID].watched).toEqual(['2024-01-01']);
    expect(project(merge(on, off))[ID].watched).toEqual(['2024-01-01']);
  });

  it('keeps the earliest time added, and a time over none', () => {
    const at = (time: string | null) => added(stampAt(1, 0), { added: time });
    const early = '2023-01-01T00:00:00.000Z';
    const late = '2024-01-01T00:00:00.000Z';
    expect(merge(at(late), at(early))[ID].added).toBe(early);
    expect(merge(at(early), at(late))[ID].added).toBe(early);
    expect(merge(at(null), at(late))[ID].added).toBe(late);
    expect(merge(at(late), at(null))[ID].added).toBe(late);
  });
});

describe('latestStamp', () => {
  it('finds the latest stamp of any register, days included', () => {
    const state: CollectionState = {
      [imdbId(1)]: { fav: [true, stampAt(2)], days: { '2024-01-01': [true, stampAt(9, 1)] } },
      [imdbId(2)]: { note: ['a', stampAt(9, 0)], added: '2024-01-01T00:00:00.000Z' },
    };
    expect(latestStamp(state)).toBe(stampAt(9, 1));
    expect(latestStamp({})).toBeNull();
  });
});
