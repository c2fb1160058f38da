import { answerOmdb } from './emulator.ts';
import { amelie, dune1984, fixtureCatalog, nextGeneration, starWars } from '../test/fixtures.ts';

function ask(query: Record<string, string>) {
  return answerOmdb(new URLSearchParams(query), fixtureCatalog);
}

describe('answerOmdb lookup by id (i)', () => {
  it('returns the record with the short plot by default, Poster after Awards and Response last', () => {
    const { status, body } = ask({ i: 'tt0076759' });
    expect(status).toBe(200);
    expect(body.Title).toBe(starWars.Title);
    expect(body.Plot).toBe(starWars.ShortPlot);
    expect(body.Poster).toBe('/api/posters/tt0076759.png');
    const keys = Object.keys(body);
    expect(keys.indexOf('Poster')).toBe(keys.indexOf('Awards') + 1);
    expect(keys.at(-1)).toBe('Response');
    expect(body.Response).toBe('True');
  });

  it('returns the full plot with plot=full and the short one with plot=short', () => {
    expect(ask({ i: 'tt0076759', plot: 'full' }).body.Plot).toBe(starWars.Plot);
    expect(ask({ i: 'tt0076759', plot: 'short' }).body.Plot).toBe(starWars.ShortPlot);
    expect(starWars.Plot).not.toBe(starWars.ShortPlot);
  });

  it('never exposes the catalog-only fields', () => {
    const { body } = ask({ i: 'tt0076759', plot: 'full' });
    expect(body).not.toHaveProperty('ShortPlot');
    expect(body).not.toHaveProperty('HasPoster');
  });

  it('keeps series fields and answers "N/A" for a title without a poster', () => {
    expect(ask({ i: nextGeneration.imdbID }).body.totalSeasons).toBe('7');
    expect(ask({ i: amelie.imdbID }).body.Poster).toBe('N/A');
  });

  it('accepts an id in any case', () => {
    expect(ask({ i: 'TT0076759' }).body.imdbID).toBe('tt0076759');
  });

  it('answers "Incorrect IMDb ID." for a malformed or unknown id', () => {
    for (const i of ['tt123', 'nm0000001', 'hello', 'tt9999999', 'tt00767590']) {
      expect(ask({ i }), i).toEqual({
        status: 200,
        body: { Response: 'False', Error: 'Incorrect IMDb ID.' },
      });
    }
  });

  it('answers "Incorrect IMDb ID." with no s, t or i, including empty ones', () => {
    const expected = { status: 200, body: { Response: 'False', Error: 'Incorrect IMDb ID.' } };
    expect(ask({})).toEqual(expected);
    expect(ask({ apikey: 'anything', page: '2' })).toEqual(expected);
    expect(ask({ s: '', i: ' ' })).toEqual(expected);
  });

  it('prefers i over t and s', () => {
    expect(ask({ i: 'tt0076759', t: 'Dune', s: 'castle' }).body.Title).toBe(starWars.Title);
    expect(ask({ t: 'Dune', s: 'castle' }).body.Title).toBe('Dune');
  });
});

describe('answerOmdb lookup by title (t)', () => {
  it('finds the exact title ignoring case and accents', () => {
    expect(ask({ t: 'amelie' }).body.imdbID).toBe(amelie.imdbID);
    expect(ask({ t: '  STAR WARS: episode iv - a new hope ' }).body.imdbID).toBe(starWars.imdbID);
  });

  it('does not match a part of a title', () => {
    expect(ask({ t: 'Star Wars' })).toEqual({
      status: 200,
      body: { Response: 'False', Error: 'Movie not found!' },
    });
  });

  it('picks the most voted of equal titles, and y or type narrow the choice', () => {
    expect(ask({ t: 'dune' }).body.Year).toBe('2021');
    expect(ask({ t: 'dune', y: '1984' }).body.imdbID).toBe(dune1984.imdbID);
    expect(ask({ t: 'dune', type: 'series' }).body.Error).toBe('Movie not found!');
  });

  it('honours plot for t as for i', () => {
    expect(ask({ t: 'Dune', y: '1984', plot: 'full' }).body.Plot).toBe(dune1984.Plot);
    expect(ask({ t: 'Dune', y: '1984' }).body.Plot).toBe(dune1984.ShortPlot);
  });
});
