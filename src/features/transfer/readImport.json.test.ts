import { pickSummary } from '../../api/types';
import { transferText } from './transferText';
import type { FavoriteMovie } from '../favorites/state/favoriteMovie';
import { readImportText } from './readImport';

const { errors } = transferText;

const matrix: FavoriteMovie = {
  imdbID: 'tt0133093',
  title: 'The Matrix',
  year: '1999',
  type: 'movie',
  poster: 'https://m.media-amazon.com/images/M/matrix.jpg',
  addedAt: '2026-11-20T10:15:00.000Z',
};
const breakingBad: FavoriteMovie = {
  imdbID: 'tt0903747',
  title: 'Breaking Bad',
  year: '2008–2013',
  type: 'series',
  poster: null,
  addedAt: null,
};
const exported = (items: unknown, version: unknown) =>
  JSON.stringify({
    format: 'filmoteka-favorites',
    version,
    exportedAt: '2026-11-24T09:00:00.000Z',
    items,
  });
/** A favorite of a file from before statuses: hearted, as every item then was. */
const asRow = (movie: FavoriteMovie, line: number) => ({ line, ...movie, heart: true });
/** What reading our JSON into these rows gives. */
const readAs = (...rows: object[]) => ({ ok: true, format: 'filmoteka', rows });

describe('reading our JSON', () => {
  it('reads an export with every stored field, year and type as stored', () => {
    expect(readImportText(exported([matrix, breakingBad], 1))).toEqual(
      readAs(asRow(matrix, 1), asRow(breakingBad, 2)),
    );
  });

  it('reads the personal fields of an export of version 2 and a stored value of version 3', () => {
    const rated = {
      ...matrix,
      rating: 8,
      watched: ['2024-05-03', '2023-01-01', '2024-05-03', '2023-02-30'],
      note: 'Red pill.',
    };
    const personal = { rating: 8, watched: ['2023-01-01', '2024-05-03'], note: 'Red pill.' };
    for (const text of [exported([rated], 2), JSON.stringify({ version: 3, items: [rated] })]) {
      // Rated or watched before statuses: «Просмотрено», as storage migrates it.
      const row = { ...asRow(matrix, 1), personal, status: 'watched' };
      expect(readImportText(text)).toEqual(readAs(row));
    }
  });

  it('drops personal fields out of shape, and keeps the rest of the item', () => {
    const odd = { ...matrix, rating: 11, watched: 'yesterday', note: '  ' };
    expect(readImportText(exported([odd], 2))).toEqual(readAs(asRow(matrix, 1)));
    const salvaged = { imdbID: 'tt0133093', title: 7, rating: 7, note: 'x'.repeat(1200) };
    const [row] = (readImportText(exported([salvaged], 2)) as { rows: { personal?: unknown }[] })
      .rows;
    expect(row.personal).toEqual({ rating: 7, note: 'x'.repeat(1000) });
  });

  it('reads the stored value of version 2 and of version 1, which had no dates', () => {
    const v2 = JSON.stringify({ version: 2, items: [matrix] });
    expect(readImportText(v2)).toEqual(readAs(asRow(matrix, 1)));
    const v1 = JSON.stringify({ version: 1, items: { tt0903747: pickSummary(breakingBad) } });
    expect(readImportText(v1)).toEqual(readAs(asRow(breakingBad, 1)));
  });

  it('reads a bare list of favorites, pretty-printed and after a BOM', () => {
    const text = `\uFEFF\r\n  ${JSON.stringify([breakingBad, matrix], null, 2)}\r\n`;
    expect(readImportText(text)).toEqual(readAs(asRow(breakingBad, 1), asRow(matrix, 2)));
  });

  it('drops a poster that is not a web address and normalizes dates to UTC', () => {
    const item = {
      ...matrix,
      imdbID: 'TT0133093',
      poster: 'javascript:alert(1)',
      addedAt: '2026-11-20T13:15:00+03:00',
    };
    expect(readImportText(exported([item], 1))).toMatchObject({
      ok: true,
      rows: [{ imdbID: 'tt0133093', poster: null, addedAt: '2026-11-20T10:15:00.000Z' }],
    });
  });

  it('lists broken items as rows that cannot be matched by id', () => {
    const items = [
      { imdbID: 'nm0000206', title: 'Keanu Reeves', year: '1964', type: 'person', poster: null },
      { imdbID: 'tt123', title: 42 },
      { imdbID: 'tt0078748', title: 'Alien', year: 1979 },
      7,
      null,
    ];
    const result = readImportText(exported(items, 1));
    if (!result.ok) throw new Error(result.error);
    expect(result.rows).toEqual([
      {
        line: 1,
        imdbID: null,
        invalidId: 'nm0000206',
        title: 'Keanu Reeves',
        year: '1964',
        // "person" is no OMDb type: dropped, and counted for the preview.
        type: null,
        poster: null,
        addedAt: null,
        dropped: 1,
        heart: true,
      },
      {
        line: 2,
        imdbID: null,
        invalidId: 'tt123',
        title: null,
        year: null,
        type: null,
        poster: null,
        addedAt: null,
        heart: true,
      },
      ...[3, 4, 5].map((line) => ({
        line,
        imdbID: line === 3 ? 'tt0078748' : null,
        title: line === 3 ? 'Alien' : null,
        year: null,
        type: null,
        poster: null,
        addedAt: null,
        heart: true,
      })),
    ]);
  });
});

describe('reading the whole library from our JSON', () => {
  const library = [
    { ...matrix, status: 'watched', rating: 9, watched: ['2024-05-03'], note: 'Red pill.' },
    { ...breakingBad, favorite: false, status: 'watching' },
    { ...matrix, imdbID: 'tt0078748', title: 'Alien', favorite: false, status: 'want' },
    { ...matrix, imdbID: 'tt0079944', title: 'Stalker', favorite: false, status: 'dropped' },
  ];
  const expected = [
    {
      ...asRow(matrix, 1),
      personal: { rating: 9, watched: ['2024-05-03'], note: 'Red pill.' },
      status: 'watched',
    },
    { line: 2, ...breakingBad, status: 'watching' },
    { line: 3, ...matrix, imdbID: 'tt0078748', title: 'Alien', status: 'want' },
    { line: 4, ...matrix, imdbID: 'tt0079944', title: 'Stalker', status: 'dropped' },
  ];

  it('reads each entry with its status, and the heart only where it is not `favorite: false`', () => {
    expect(readImportText(exported(library, 3))).toEqual(readAs(...expected));
  });

  it('reads the stored value of version 4 the same way', () => {
    const stored = JSON.stringify({ version: 4, items: library });
    expect(readImportText(stored)).toEqual(readAs(...expected));
  });

  it('drops a status it does not know, marks the row for the preview, and keeps the rest', () => {
    const odd = [
      { ...matrix, status: 'planned', rating: 7 },
      { ...breakingBad, favorite: false, status: 42 },
    ];
    expect(readImportText(exported(odd, 3))).toEqual(
      readAs(
        { ...asRow(matrix, 1), personal: { rating: 7 }, unknownStatus: true },
        { line: 2, ...breakingBad, unknownStatus: true },
      ),
    );
  });
});

describe('refusing JSON it cannot use', () => {
  it.each([
    ['an export of a newer version', exported([matrix], 4), errors.newerVersion(4)],
    [
      'a stored value of a newer version',
      JSON.stringify({ version: 5, items: [] }),
      errors.newerVersion(5),
    ],
    ['an export without a version', exported([matrix], undefined), errors.jsonShape],
    ['an export with a version in text', exported([matrix], '1'), errors.jsonShape],
    ['an export whose items are text', exported('tt0133093', 1), errors.jsonShape],
    ['another JSON object', '{"a":1}', errors.jsonShape],
    ['another format', '{"format":"letterboxd","version":1,"items":[]}', errors.jsonShape],
    ['an empty export', exported([], 1), errors.noRows],
    ['an empty stored value', '{"version":2,"items":{}}', errors.noRows],
    ['an empty list', ' [ ] ', errors.noRows],
    ['a cut-off export', exported([matrix], 1).slice(0, 60), errors.brokenJson],
    ['JSON with a trailing comma', '[{"imdbID":"tt0133093"},]', errors.brokenJson],
  ])('refuses %s', (_, text, error) => {
    expect(readImportText(text)).toEqual({ ok: false, error });
  });

  it.each(['42', ' "x"\n', 'null', 'true', '-1.5e3'])('refuses the JSON value %j', (text) => {
    expect(readImportText(text)).toEqual({ ok: false, error: errors.jsonShape });
  });
});
