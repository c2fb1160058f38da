/** Generators of collection states for the sync tests: few ids, days and stamps, so they collide. */
import fc from 'fast-check';
import { imdbId } from '../../test/factories';
import type { CollectionState, FilmInfo, FilmState, Register } from './collection';
import { formatStamp, type Stamp } from './hlc';

export const DEVICES = ['AAAAAAAAAAA', 'BBBBBBBBBBB', 'zzzzzzzzzzz'] as const;

/** A stamp at `millis` from device `device` (an index in DEVICES or an id). */
export function stampAt(millis: number, device: number | string = 0, counter = 0): Stamp {
  const id = typeof device === 'number' ? DEVICES[device] : device;
  return formatStamp({ millis, counter, device: id });
}

/** Stamps close together (so equal ones are common), and some from a clock far ahead. */
export const stampArb: fc.Arbitrary<Stamp> = fc
  .record({
    millis: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(9_999_999_999)),
    counter: fc.integer({ min: 0, max: 1 }),
    device: fc.constantFrom(...DEVICES),
  })
  .map(formatStamp);

const reg = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<Register<T>> =>
  fc.tuple(value, stampArb).map(([v, s]) => [v, s] as const);

const infoArb: fc.Arbitrary<FilmInfo> = fc.record({
  title: fc.constantFrom('Сталкер', 'Stalker'),
  year: fc.constantFrom('1979', '1980'),
  type: fc.constant('movie'),
  poster: fc.constantFrom(null, 'https://example.com/p.jpg'),
});

export const DAYS = ['2024-01-01', '2024-02-29', '2025-12-31'] as const;

const filmArb: fc.Arbitrary<FilmState> = fc.record(
  {
    fav: reg(fc.boolean()),
    status: reg(fc.constantFrom(null, 'want', 'watching', 'watched', 'dropped' as const)),
    info: reg(infoArb),
    added: fc.constantFrom(null, '2024-01-01T00:00:00.000Z', '2025-06-01T12:00:00.000Z'),
    rating: reg(fc.constantFrom(null, 1, 7, 10)),
    note: reg(fc.constantFrom(null, 'хорошо', 'плохо')),
    days: fc.dictionary(fc.constantFrom(...DAYS), reg(fc.boolean()), { maxKeys: 3 }),
    episodes: fc.dictionary(
      fc.constantFrom('1:1', '1:2', '2:1'),
      reg(fc.constantFrom(null, ...DAYS)),
      {
        maxKeys: 3,
      },
    ),
    // Fields of a later version of the app, which this one keeps through its merge.
    mood: reg(fc.constantFrom(null, 'весело', { level: 2 })),
    laterDays: fc.dictionary(fc.constantFrom('1:1', '1:2', '2:1'), reg(fc.boolean()), {
      maxKeys: 3,
    }),
  },
  { requiredKeys: [] },
);

export const stateArb: fc.Arbitrary<CollectionState> = fc.dictionary(
  fc.integer({ min: 1, max: 4 }).map(imdbId),
  filmArb,
  { maxKeys: 4 },
);
