import fc from 'fast-check';
import { isKept, readEpisodes, type FavoriteMovie } from '../../features/favorites';
import { makeFavorite } from '../../test/factories';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { changesBetween, fromFavorites } from './changes';
import { merge, type CollectionState } from './collection';
import { createStamper, newClock } from './hlc';
import { project } from './projection';
import { DAYS } from './states.fixtures';

type Items = Record<string, FavoriteMovie>;

const stamper = () => createStamper(newClock('AAAAAAAAAAA'), () => 1_700_000_000_000);

/** Favorite n, added on day n (the app keeps a favorite's time while it stays). */
const favorite = (n: number, overrides: Partial<FavoriteMovie> = {}) =>
  makeFavorite(n, { addedAt: `2024-01-0${n}T00:00:00.000Z`, ...overrides });

const personalArb = fc.record(
  {
    title: fc.constantFrom('Movie', 'Фильм'),
    rating: fc.integer({ min: 1, max: 10 }),
    watched: fc.uniqueArray(fc.constantFrom(...DAYS), { minLength: 1 }).map((days) => days.sort()),
    note: fc.constantFrom('a', 'заметка'),
    favorite: fc.constant(false as const),
    status: fc.constantFrom('want', 'watching', 'watched', 'dropped' as const),
    episodes: fc
      .dictionary(fc.constantFrom('1:1', '1:2', '2:1'), fc.constantFrom(...DAYS), { minKeys: 1 })
      .map((marks) => readEpisodes(marks) ?? {}),
  },
  { requiredKeys: [] },
);

/** A collection in the favorites slice's canonical form: some of films 1–5. */
const itemsArb: fc.Arbitrary<Items> = fc
  .array(fc.option(personalArb, { nil: undefined }), { minLength: 5, maxLength: 5 })
  .map((films) => {
    const items: Items = {};
    films.forEach((personal, index) => {
      const entry = personal && favorite(index + 1, personal);
      // As the slice keeps it: an entry with nothing to keep is not in the library.
      if (entry && isKept(entry)) items[entry.imdbID] = entry;
    });
    return items;
  });

describe('changesBetween', () => {
  it('records each edit so that merging it gives the edited favorites', propertyTest, () => {
    fc.assert(
      fc.property(fc.array(itemsArb, { minLength: 1, maxLength: 8 }), (versions) => {
        const { next } = stamper();
        let state: CollectionState = fromFavorites(versions[0], next);
        expect(project(state)).toEqual(versions[0]);
        for (let index = 1; index < versions.length; index++) {
          const fragment = changesBetween(versions[index - 1], versions[index], next);
          state = merge(state, fragment);
          expect(project(state)).toEqual(versions[index]);
        }
      }),
      { numRuns: propertyRuns({ quick: 300, full: 10_000 }) },
    );
  });

  it('writes nothing when nothing changed', () => {
    const items = { [favorite(1).imdbID]: favorite(1, { rating: 5 }) };
    expect(changesBetween(items, structuredClone(items), stamper().next)).toEqual({});
  });

  it('writes only the field edited, with a fresh stamp', () => {
    const { next } = stamper();
    const before = { [favorite(1).imdbID]: favorite(1, { watched: ['2024-01-01'] }) };
    const after = { [favorite(1).imdbID]: favorite(1, { watched: ['2024-02-29'], rating: 7 }) };
    const earlier = next();
    const fragment = changesBetween(before, after, next)[favorite(1).imdbID];
    expect(Object.keys(fragment).sort()).toEqual(['days', 'rating']);
    expect(fragment.rating?.[0]).toBe(7);
    expect(fragment.days?.['2024-01-01']?.[0]).toBe(false);
    expect(fragment.days?.['2024-02-29']?.[0]).toBe(true);
    const stamps = [fragment.rating?.[1], ...Object.values(fragment.days ?? {}).map(([, s]) => s)];
    expect(new Set(stamps).size).toBe(3);
    for (const stamp of stamps) expect(stamp && stamp > earlier).toBe(true);
  });

  it('clears a removed favorite’s personal data, so adding it again starts clean', () => {
    const { next } = stamper();
    const id = favorite(1).imdbID;
    const kept = { [id]: favorite(1, { rating: 9, note: 'a', watched: ['2024-01-01'] }) };
    let state = fromFavorites(kept, next);
    state = merge(state, changesBetween(kept, {}, next));
    expect(state[id].fav?.[0]).toBe(false);
    state = merge(state, changesBetween({}, { [id]: favorite(1) }, next));
    expect(project(state)).toEqual({ [id]: favorite(1) });
  });

  it('keeps the first time a favorite was added when it is added again', () => {
    const { next } = stamper();
    const id = favorite(1).imdbID;
    const first = { [id]: favorite(1) };
    let state = merge(fromFavorites(first, next), changesBetween(first, {}, next));
    const again = { [id]: favorite(1, { addedAt: '2025-01-01T00:00:00.000Z' }) };
    state = merge(state, changesBetween({}, again, next));
    expect(project(state)[id].addedAt).toBe(favorite(1).addedAt);
  });
});
