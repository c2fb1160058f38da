/**
 * Hostile files, links and stored values, each with the input that once broke the app: a title of
 * 100,000 characters, spreadsheet formulas, values outside OMDb's shapes, dates in 2999.
 */
import type { OmdbClient } from '../../api/omdbClient';
import { makeFavorite } from '../../test/factories';
import { parseStoredFavorites, serializeFavorites } from '../../data/local/storedFavorites';
import type { FavoriteMovie } from '../favorites';
import { TITLE_MAX } from '../favorites';
import { buildExport } from './exportFiles';
import { matchRows } from './match';
import { readImportText } from './readImport';
import { transferText } from './transferText';

const HUGE_TITLE = 'A'.repeat(100_000);
const FORMULAS = [
  '=HYPERLINK("http://evil","x")',
  "+cmd|' /C calc'!A0",
  '@SUM(A1)',
  '-2+3',
  '\tTabbed',
  '\rReturned',
];

function rowsOf(text: string) {
  const result = readImportText(text);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
}

function countingClient(): OmdbClient & { calls: number } {
  const client = {
    calls: 0,
    async search() {
      client.calls += 1;
      throw new Error('Failed to fetch movies');
    },
    async lookup() {
      client.calls += 1;
      return { movies: [], total: 0 };
    },
    async details(): Promise<never> {
      client.calls += 1;
      throw new Error('not used');
    },
    async byTitle() {
      client.calls += 1;
      return null;
    },
  };
  return client as unknown as OmdbClient & { calls: number };
}

describe('a title of 100,000 characters', () => {
  const json = JSON.stringify({
    version: 3,
    items: [{ imdbID: 'tt0133093', title: HUGE_TITLE, year: '1999', type: 'movie', poster: null }],
  });

  it('is cut to TITLE_MAX when read from storage, and the stored value is kept aside', () => {
    const stored = parseStoredFavorites(json);
    expect(stored.items.tt0133093.title).toHaveLength(TITLE_MAX);
    expect(stored.intact).toBe(false);
  });

  it.each([
    ['our JSON', json],
    ['an IMDb CSV', `Const,Title,Year,Title Type\r\ntt0133093,${HUGE_TITLE},1999,Movie\r\n`],
    ['a Letterboxd CSV', `Name,Year,Letterboxd URI\r\n${HUGE_TITLE},1999,https://boxd.it/x\r\n`],
  ])('is cut and counted in %s', (_, text) => {
    const [row] = rowsOf(text);
    expect(row.title).toHaveLength(TITLE_MAX);
    expect(row.overlongTitle).toBe(true);
    expect(row.dropped).toBe(1);
  });

  it('is never sent to OMDb as a lookup, and the row says why in Russian', async () => {
    const rows = rowsOf(`Name,Year,Letterboxd URI\r\n${HUGE_TITLE},1999,https://boxd.it/x\r\n`);
    const client = countingClient();
    const { outcomes } = await matchRows(rows, client, {
      signal: new AbortController().signal,
      now: null,
    });
    expect(client.calls).toBe(0);
    expect(outcomes[0]).toMatchObject({
      kind: 'unmatched',
      reason: transferText.preview.reasons.overlongTitle,
    });
  });
});

describe('spreadsheet formulas in the CSV exports', () => {
  const hostile: FavoriteMovie[] = FORMULAS.map((title, index) =>
    makeFavorite(index + 1, {
      title,
      year: '1999',
      type: 'movie',
      rating: 8,
      watched: ['2024-05-03'],
      note: FORMULAS[(index + 1) % FORMULAS.length],
    }),
  );

  it.each(['letterboxd', 'imdb'] as const)(
    'writes no cell of the %s export that starts a formula',
    (kind) => {
      const { content } = buildExport(kind, hostile, new Date(2026, 10, 26));
      const cells = content.split(/,|\r\n/).map((cell) => cell.replace(/^"/, ''));
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      expect(content).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    },
  );

  it('gives the same titles and notes back when our Letterboxd file is imported', () => {
    const { content } = buildExport('letterboxd', hostile, new Date(2026, 10, 26));
    const rows = rowsOf(content);
    expect(rows.map((row) => row.title)).toEqual(FORMULAS.map((title) => title.trim()));
    expect(rows.map((row) => row.personal?.note)).toEqual(hostile.map((movie) => movie.note));
  });

  it('gives the same titles back from our IMDb file', () => {
    const { content } = buildExport('imdb', hostile, new Date(2026, 10, 26));
    expect(rowsOf(content).map((row) => row.title)).toEqual(FORMULAS.map((t) => t.trim()));
  });

  it('leaves the JSON export exact', () => {
    const { content } = buildExport('json', hostile, new Date(2026, 10, 26));
    expect(rowsOf(content).map((row) => row.title)).toEqual(FORMULAS.map((t) => t.trim()));
    expect(content).toContain(JSON.stringify(FORMULAS[0]));
  });
});

describe('values outside OMDb shapes and sane dates', () => {
  it('drops a formula year, a markup type and a date in 2999 from our JSON, and counts them', () => {
    const [row] = rowsOf(
      JSON.stringify([
        {
          imdbID: 'tt0133093',
          title: 'The Matrix',
          year: '=1+1',
          type: '<img src=x>',
          poster: null,
          addedAt: '2999-01-01T00:00:00.000Z',
        },
      ]),
    );
    expect(row).toMatchObject({ year: null, type: null, addedAt: null, dropped: 3 });
  });

  it("drops IMDb's Date Rated of +275760-09-13", () => {
    const [row] = rowsOf(
      'Const,Your Rating,Date Rated,Title,Year,Title Type\r\ntt0133093,8,+275760-09-13,The Matrix,1999,Movie\r\n',
    );
    expect(row.addedAt).toBeNull();
    expect(row.dropped).toBe(1);
    expect(row.personal).toEqual({ rating: 8 });
  });

  it('keeps OMDb shapes, and a hyphen in a year range becomes an en dash', () => {
    const [row] = rowsOf(
      JSON.stringify([
        { imdbID: 'tt0903747', title: 'Breaking Bad', year: '2008-2013', type: 'series' },
      ]),
    );
    expect(row).toMatchObject({ year: '2008–2013', type: 'series' });
    expect(row.dropped).toBeUndefined();
  });

  it('heals stored favorites with a markup type, a formula year or a future date', () => {
    const raw = serializeFavorites({
      tt0133093: makeFavorite(133093, {
        type: '<img src=x>',
        year: '=1+1',
        addedAt: '2999-01-01T00:00:00.000Z',
      }),
    });
    const stored = parseStoredFavorites(raw);
    expect(stored.items.tt0133093).toMatchObject({ type: '', year: '', addedAt: null });
    expect(stored.intact).toBe(false);
  });
});
