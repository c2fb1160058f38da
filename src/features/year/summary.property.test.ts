import fc from 'fast-check';
import { makeFavorite } from '../../test/factories';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { parseRuntime } from '../stats';
import type { FavoriteMovie } from '../favorites';
import { hasData, summarizeYear, type YearFacts } from './summary';
import { yearsWithData } from './years';

const YEARS = [2024, 2025, 2026];
const day = fc
  .tuple(
    fc.constantFrom(...YEARS),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(
    ([year, month, date]) =>
      `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
  );
const watched = fc.uniqueArray(day, { maxLength: 6 }).map((days) => [...days].sort());
const addedAt = fc.option(
  fc.oneof(
    fc
      .date({ min: new Date('2023-06-01'), max: new Date('2027-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    fc.constant('not a time'),
  ),
  { nil: null },
);
const personal = fc.record(
  { addedAt, watched, rating: fc.integer({ min: 1, max: 10 }) },
  { requiredKeys: ['addedAt'] },
);
const facts: fc.Arbitrary<YearFacts> = fc.record({
  genre: fc.option(fc.constantFrom('Drama', 'Action, Sci-Fi', 'Comedy, Drama', 'N/A'), {
    nil: null,
  }),
  director: fc.option(fc.constantFrom('A B', 'C D, A B', 'E F (co-director)'), { nil: null }),
  runtime: fc.option(fc.constantFrom('90 min', '136 min', '1 h 30 min', 'N/A', '45 min'), {
    nil: null,
  }),
  imdbRating: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
  year: fc.constantFrom('1979', '1999', '2008–2013', 'N/A', '2021'),
});
const library = fc
  .array(fc.tuple(personal, fc.option(facts, { nil: undefined })), { maxLength: 40 })
  .map((entries) => {
    const favorites: FavoriteMovie[] = [];
    const details = new Map<string, YearFacts>();
    entries.forEach(([fields, known], index) => {
      const favorite = makeFavorite(index + 1, {
        ...fields,
        watched: fields.watched?.length ? fields.watched : undefined,
      });
      favorites.push(favorite);
      if (known) details.set(favorite.imdbID, known);
    });
    return { favorites, details };
  });
const year = fc.constantFrom(2019, ...YEARS);
const runs = { numRuns: propertyRuns({ quick: 200, full: 2000 }) };

function watchesIn(favorite: FavoriteMovie, of: number): number {
  return (favorite.watched ?? []).filter((d) => d.startsWith(`${of}-`)).length;
}

describe('summarizeYear over generated favorites', propertyTest, () => {
  it('counts as many watches as there are watch days in the year', () => {
    fc.assert(
      fc.property(library, year, ({ favorites, details }, of) => {
        const summary = summarizeYear(favorites, details, of);
        const expected = favorites.reduce((sum, favorite) => sum + watchesIn(favorite, of), 0);
        expect(summary.watches).toBe(expected);
        expect(summary.watchedFilms).toBe(favorites.filter((f) => watchesIn(f, of) > 0).length);
      }),
      runs,
    );
  });

  it('adds up the hours as runtime × watches, the rest counted as untimed', () => {
    fc.assert(
      fc.property(library, year, ({ favorites, details }, of) => {
        const summary = summarizeYear(favorites, details, of);
        let minutes = 0;
        let untimed = 0;
        for (const favorite of favorites) {
          const runtime = parseRuntime(details.get(favorite.imdbID)?.runtime);
          if (runtime === null) untimed += watchesIn(favorite, of);
          else minutes += runtime * watchesIn(favorite, of);
        }
        expect(summary.minutes).toBe(minutes);
        expect(summary.untimedWatches).toBe(untimed);
      }),
      runs,
    );
  });

  it('names as the busiest month one no other month beats', () => {
    fc.assert(
      fc.property(library, year, ({ favorites, details }, of) => {
        const summary = summarizeYear(favorites, details, of);
        const perMonth = new Array<number>(12).fill(0);
        for (const favorite of favorites)
          for (const d of favorite.watched ?? [])
            if (d.startsWith(`${of}-`)) perMonth[Number(d.slice(5, 7)) - 1] += 1;
        const most = Math.max(...perMonth);
        if (most === 0) expect(summary.busiestMonth).toBeNull();
        else
          expect(summary.busiestMonth).toEqual({
            month: perMonth.indexOf(most) + 1,
            watches: most,
          });
      }),
      runs,
    );
  });

  it('takes its films, top rated and disagreement from the favorites, each once', () => {
    fc.assert(
      fc.property(library, year, ({ favorites, details }, of) => {
        const summary = summarizeYear(favorites, details, of);
        const byId = new Map(favorites.map((favorite) => [favorite.imdbID, favorite]));
        const ids = summary.films.map((film) => film.imdbID);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(byId.has(id)).toBe(true);
        const rated = summary.films.filter((film) => film.rating !== undefined);
        const best = Math.max(...rated.map((film) => film.rating ?? 0));
        if (rated.length === 0) expect(summary.highestRated).toBeNull();
        else expect(summary.highestRated?.rating).toBe(best);
        for (const film of summary.highestRated?.films ?? []) expect(ids).toContain(film.imdbID);
        if (summary.disagreement) expect(ids).toContain(summary.disagreement.film.imdbID);
        expect(summary.added).toBeLessThanOrEqual(summary.films.length);
        expect(hasData(summary)).toBe(yearsWithData(favorites).includes(of));
      }),
      runs,
    );
  });

  it('gives the empty summary for no favorites', () => {
    fc.assert(
      fc.property(year, (of) => {
        expect(summarizeYear([], new Map(), of)).toEqual({
          year: of,
          added: 0,
          watches: 0,
          watchedFilms: 0,
          minutes: 0,
          untimedWatches: 0,
          episodes: 0,
          episodeMinutes: 0,
          genres: [],
          directors: [],
          decade: null,
          highestRated: null,
          disagreement: null,
          busiestMonth: null,
          films: [],
        });
      }),
      runs,
    );
  });
});
