import fc from 'fast-check';
import * as v from 'valibot';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { quickFavorite, storedFavorite } from './storedFavorites';

// Values of every kind a stored item's field might hold, valid ones most often.
const field = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, 0, 7.5, true, '', [], {}) },
    { weight: 1, arbitrary: fc.anything() },
  );
const ids = fc.oneof(
  fc.stringMatching(/^tt\d{7,8}$/),
  fc.stringMatching(/^TT\d{6,9}$/),
  fc.constantFrom('tt0133093\n', ' tt0133093', 'nm0000206'),
);
const items = fc.oneof(
  fc.record(
    {
      imdbID: field(ids),
      title: field(fc.string()),
      year: field(fc.string()),
      type: field(fc.constantFrom('movie', 'series', 'episode', 'game', 'other')),
      poster: field(fc.option(fc.webUrl(), { nil: null })),
      addedAt: field(
        fc.option(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          { nil: null },
        ),
      ),
      extra: field(fc.string()),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

// Only some items pass the quick check at all (every field valid): 1000 cases give the first
// property some hundred of those to compare with the schema; the deep run, 2000.
const RUNS = propertyRuns({ quick: 1000, full: 2000 });

describe('the quick check of a stored favorite', () => {
  it('accepts only what the schema accepts, and reads it the same way', propertyTest, () => {
    fc.assert(
      fc.property(items, (item) => {
        const quick = quickFavorite(item);
        if (quick === null) return;
        const parsed = v.safeParse(storedFavorite, item);
        expect(parsed.success).toBe(true);
        expect(quick).toEqual(parsed.success ? parsed.output : undefined);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts every item the app writes', propertyTest, () => {
    fc.assert(
      fc.property(items, (item) => {
        const parsed = v.safeParse(storedFavorite, item);
        // The schema's own output is what the app writes back: the quick check must take it.
        if (parsed.success) expect(quickFavorite(parsed.output)).toEqual(parsed.output);
      }),
      { numRuns: RUNS },
    );
  });
});
