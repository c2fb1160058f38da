import { answerPoster } from '../posterImage.ts';
import { catalog } from './catalog/index.ts';
import { answerOmdb } from './emulator.ts';
import { TOO_MANY_RESULTS } from './search.ts';
import { queryWords } from './text.ts';

/** The emulator over the real embedded catalog: what a demo user actually meets. */
function search(s: string, page = 1) {
  return answerOmdb(new URLSearchParams({ s, page: String(page) })).body;
}

describe('the demo catalog through the emulator', () => {
  it.each(['star', 'batman'])('pages "%s" over at least three pages of 21+ results', (query) => {
    const first = search(query);
    const total = Number(first.totalResults);
    expect(total).toBeGreaterThanOrEqual(21);
    expect(total).toBeLessThanOrEqual(TOO_MANY_RESULTS);
    const third = search(query, 3);
    expect(third.Response).toBe('True');
    const lastPage = Math.ceil(total / 10);
    expect(search(query, lastPage + 1)).toEqual({ Response: 'False', Error: 'Movie not found!' });
    const seen = new Set<string>();
    for (let page = 1; page <= lastPage; page += 1) {
      for (const item of search(query, page).Search as Array<{ imdbID: string }>)
        seen.add(item.imdbID);
    }
    expect(seen.size).toBe(total);
  });

  it('finds every title by its id, and by its exact title', () => {
    for (const entry of catalog) {
      expect(answerOmdb(new URLSearchParams({ i: entry.imdbID })).body.imdbID, entry.imdbID).toBe(
        entry.imdbID,
      );
      const byTitle = answerOmdb(
        new URLSearchParams({ t: entry.Title, y: entry.Year.slice(0, 4), type: entry.Type }),
      );
      expect(byTitle.body.Title, entry.imdbID).toBe(entry.Title);
    }
  });

  it('finds every title by a search for its full title', () => {
    // A title of one letter or digit ("M", "9") is "Too many results." on OMDb too.
    const searchable = catalog.filter(
      (entry) =>
        queryWords(entry.Title)
          .map(({ word }) => word)
          .join('').length >= 2,
    );
    for (const entry of searchable) {
      const answer = answerOmdb(
        new URLSearchParams({ s: entry.Title, type: entry.Type, y: entry.Year.slice(0, 4) }),
      );
      const ids = ((answer.body.Search ?? []) as Array<{ imdbID: string }>).map(
        (item) => item.imdbID,
      );
      expect(ids, entry.Title).toContain(entry.imdbID);
    }
  });

  it('has a poster for every title that says so, and none for the others', () => {
    for (const entry of catalog) {
      expect(answerPoster(`${entry.imdbID}.png`, catalog).status, entry.imdbID).toBe(
        entry.HasPoster ? 200 : 404,
      );
    }
  });
});
