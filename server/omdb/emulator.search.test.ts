import { answerOmdb } from './emulator.ts';
import { TOO_MANY_RESULTS } from './search.ts';
import { fixtureCatalog, manyTitled } from '../test/fixtures.ts';
import type { CatalogEntry } from './catalog/index.ts';

function search(query: Record<string, string>, catalog: readonly CatalogEntry[] = fixtureCatalog) {
  return answerOmdb(new URLSearchParams(query), catalog);
}

function titles(query: Record<string, string>, catalog?: readonly CatalogEntry[]): string[] {
  const { body } = search(query, catalog);
  return ((body.Search ?? []) as Array<{ Title: string }>).map((item) => item.Title);
}

describe('answerOmdb search (s)', () => {
  it('returns OMDb search items with totalResults as a string and Response "True"', () => {
    const { status, body } = search({ s: 'empire' });
    expect(status).toBe(200);
    expect(body).toEqual({
      Search: [
        {
          Title: 'Star Wars: Episode V - The Empire Strikes Back',
          Year: '1980',
          imdbID: 'tt0080684',
          Type: 'movie',
          Poster: '/api/posters/tt0080684.png',
        },
      ],
      totalResults: '1',
      Response: 'True',
    });
  });

  it('matches whole words only: "cast" finds Cast Away but not Castle', () => {
    expect(titles({ s: 'cast' })).toEqual(['Cast Away']);
  });

  it('needs every word of the query, in any order', () => {
    expect(titles({ s: 'hope star' })).toEqual(['Star Wars: Episode IV - A New Hope']);
    expect(search({ s: 'star castle' }).body).toEqual({
      Response: 'False',
      Error: 'Movie not found!',
    });
  });

  it('ignores case and accents in both directions', () => {
    expect(titles({ s: 'AMELIE' })).toEqual(['Amélie']);
    expect(titles({ s: 'amélie' })).toEqual(['Amélie']);
  });

  it('treats ":", "&", "\'" and "-" in titles as word breaks', () => {
    expect(titles({ s: 'wars' })).toHaveLength(3);
    expect(titles({ s: 'fast furious' })).toEqual(['Fast & Furious']);
    expect(titles({ s: 'schindler' })).toEqual(["Schindler's List"]);
    expect(titles({ s: "schindler's list" })).toEqual(["Schindler's List"]);
    expect(titles({ s: 'man' })).toEqual(['Spider-Man']);
  });

  it('reads a trailing * as a prefix wildcard', () => {
    expect(titles({ s: 'cast*' })).toEqual(['Cast Away', 'Castle']);
    expect(titles({ s: 'spid*' })).toEqual(['Spider-Man']);
    expect(titles({ s: 'spid' })).toEqual([]);
  });

  it('orders results by year, then title', () => {
    expect(titles({ s: 'star' })).toEqual([
      'Star Wars: Episode IV - A New Hope',
      'Star Wars: Episode V - The Empire Strikes Back',
      'Star Trek: The Next Generation',
      'Star Wars: Battlefront',
    ]);
  });

  it('filters by type, and an unknown type matches nothing', () => {
    expect(titles({ s: 'star', type: 'series' })).toEqual(['Star Trek: The Next Generation']);
    expect(titles({ s: 'star', type: 'game' })).toEqual(['Star Wars: Battlefront']);
    expect(titles({ s: 'encounter', type: 'episode' })).toEqual(['Encounter at Farpoint']);
    expect(search({ s: 'star', type: 'cartoon' }).body.Error).toBe('Movie not found!');
  });

  it('filters by year, matching a series by its first year', () => {
    expect(titles({ s: 'star', y: '1980' })).toEqual([
      'Star Wars: Episode V - The Empire Strikes Back',
    ]);
    expect(titles({ s: 'star', y: '1987' })).toEqual(['Star Trek: The Next Generation']);
    expect(titles({ s: 'star', y: '1990' })).toEqual([]);
  });

  it('answers "Movie not found!" for no match and for a Cyrillic query', () => {
    expect(search({ s: 'nonexistentword' }).body).toEqual({
      Response: 'False',
      Error: 'Movie not found!',
    });
    expect(search({ s: 'звёздные войны' }).body).toEqual({
      Response: 'False',
      Error: 'Movie not found!',
    });
  });

  it('answers "Too many results." for a query shorter than two letters', () => {
    for (const s of ['a', '9', ' x ', 'é', 'a*', '&']) {
      expect(search({ s }).body, s).toEqual({ Response: 'False', Error: 'Too many results.' });
    }
  });

  it(`answers "Too many results." above ${TOO_MANY_RESULTS} matches and pages up to it`, () => {
    expect(search({ s: 'zebra' }, manyTitled('Zebra', TOO_MANY_RESULTS + 1)).body).toEqual({
      Response: 'False',
      Error: 'Too many results.',
    });
    expect(search({ s: 'zebra' }, manyTitled('Zebra', TOO_MANY_RESULTS)).body.totalResults).toBe(
      String(TOO_MANY_RESULTS),
    );
  });
});

describe('answerOmdb search paging', () => {
  const galaxy = manyTitled('Galaxy', 23);

  it('gives 10 results a page and the same totalResults on every page', () => {
    const pages = [1, 2, 3].map((page) => search({ s: 'galaxy', page: String(page) }, galaxy).body);
    expect(pages.map((body) => (body.Search as unknown[]).length)).toEqual([10, 10, 3]);
    expect(pages.map((body) => body.totalResults)).toEqual(['23', '23', '23']);
    expect(titles({ s: 'galaxy', page: '2' }, galaxy)[0]).toBe('Galaxy 11');
  });

  it('treats a missing or empty page as page 1', () => {
    expect(titles({ s: 'galaxy' }, galaxy)[0]).toBe('Galaxy 1');
    expect(titles({ s: 'galaxy', page: '' }, galaxy)[0]).toBe('Galaxy 1');
  });

  it('answers "Movie not found!" past the last page', () => {
    expect(search({ s: 'galaxy', page: '4' }, galaxy).body).toEqual({
      Response: 'False',
      Error: 'Movie not found!',
    });
    expect(search({ s: 'galaxy', page: '100' }, galaxy).body.Error).toBe('Movie not found!');
  });

  it('refuses a page outside 1–100 or not a whole number', () => {
    for (const page of ['0', '101', '-1', 'two', '2.5', '1e2']) {
      const answer = search({ s: 'galaxy', page }, galaxy);
      expect(answer, page).toEqual({
        status: 200,
        body: { Response: 'False', Error: 'The page you requested is out of range.' },
      });
    }
  });
});
