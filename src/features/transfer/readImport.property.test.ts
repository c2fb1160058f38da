import fc from 'fast-check';
import { transferText } from './transferText';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { readImportText } from './readImport';
import { MAX_IMPORT_ROWS, type ReadResult } from './types';

const { errors } = transferText;
// Each of the three kinds of text: 200 cases; the deep run, 500 (1,500 files in all).
const RUNS = propertyRuns({ quick: 200, full: 500 });

// Every function-valued message is known by what it says before its first value.
const MARK = 987654321;
const knownErrors = Object.values(errors).map((error) => {
  if (typeof error === 'string') return (message: string) => message === error;
  const sample = (error as unknown as (...args: number[]) => string)(MARK, MARK);
  const prefix = sample.slice(0, sample.indexOf('987'));
  return (message: string) => prefix.length > 10 && message.startsWith(prefix);
});

const ISO_TIME = /^[+-]?\d{4,6}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const OMDB_TYPES = ['movie', 'series', 'episode', 'game'];

function checkResult(text: string, result: ReadResult): void {
  if (!result.ok) {
    expect(
      knownErrors.some((isKnown) => isKnown(result.error)),
      result.error,
    ).toBe(true);
    // notRecognized is for binary files; anywhere else it would mean the reader threw.
    if (result.error === errors.notRecognized) expect(text).toContain('\0');
    return;
  }
  const { format, rows } = result;
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(MAX_IMPORT_ROWS);
  rows.forEach((row, index) => {
    expect(Number.isInteger(row.line) && row.line >= 1).toBe(true);
    if (index > 0) expect(row.line).toBeGreaterThan(rows[index - 1].line);
    if (format === 'filmoteka') expect(row.line).toBe(index + 1);
    expect(row.imdbID === null || /^tt\d{7,8}$/.test(row.imdbID)).toBe(true);
    if (row.invalidId !== undefined) {
      expect(row.imdbID).toBeNull();
      expect(row.invalidId.trim()).toBe(row.invalidId);
      expect(row.invalidId).not.toBe('');
    }
    expect(row.title === null || (row.title !== '' && row.title.trim() === row.title)).toBe(true);
    expect(row.year === null || typeof row.year === 'string').toBe(true);
    expect(row.addedAt === null || ISO_TIME.test(row.addedAt)).toBe(true);
    if (format === 'filmoteka') {
      expect(row.poster === null || typeof row.poster === 'string').toBe(true);
    } else {
      expect(row.poster).toBeUndefined();
      expect(row.type === null || OMDB_TYPES.includes(row.type)).toBe(true);
      expect(row.year === null || /^\d{4}$/.test(row.year)).toBe(true);
    }
  });
}

const COLUMNS = [
  'Const',
  'Your Rating',
  'Date Rated',
  'Title',
  'Original Title',
  'Title Type',
  'Year',
  'Position',
  'Created',
  'Date',
  'Name',
  'Letterboxd URI',
  'imdbID',
  'WatchedDate',
  'tmdbID',
];
const junkColumn = fc.string({ maxLength: 12 });
const headerNames = fc
  .tuple(
    fc.shuffledSubarray(COLUMNS, { minLength: 1, maxLength: 8 }),
    fc.array(junkColumn, { maxLength: 2 }),
    fc.boolean(),
  )
  .map(([known, junk, junkFirst]) => (junkFirst ? [...junk, ...known] : [...known, ...junk]));
const header = fc
  .tuple(headerNames, fc.constantFrom('same', 'lower', 'upper', 'padded'))
  .map(([names, style]) =>
    names.map((name) => {
      if (style === 'lower') return name.toLowerCase();
      if (style === 'upper') return name.toUpperCase();
      return style === 'padded' ? ` ${name} ` : name;
    }),
  );
const cellText = fc.oneof(
  fc.stringMatching(/^(tt|TT|nm)\d{3,9}$/),
  fc.stringMatching(/^\d{4}(–\d{4})?$/),
  fc.stringMatching(/^\d{4}-\d\d-\d\d$/),
  fc.constantFrom('Movie', 'TV Series', 'tvMiniSeries', 'Video Game', 'Mon Jan 27 00:00:00 2014'),
  fc.constantFrom('14.05.2023', 'Title, "with" quotes', 'two\nlines', '', ' ', '"'),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);
// Quoted as RFC 4180 says or left bare (which may break the row when it starts with a quote).
const cell = fc
  .tuple(cellText, fc.boolean())
  .map(([text, quoted]) => (quoted ? `"${text.replaceAll('"', '""')}"` : text));
const csvText = fc
  .record({
    bom: fc.boolean(),
    delimiter: fc.constantFrom(',', ';', '\t'),
    lineBreak: fc.constantFrom('\n', '\r\n', '\r'),
    header,
    rows: fc.array(fc.array(cell, { maxLength: 9 }), { maxLength: 12 }),
    // Now and then, a quote is opened and never closed.
    openQuoteAt: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 9 },
      { arbitrary: fc.nat(), weight: 1 },
    ),
  })
  .map(({ bom, delimiter, lineBreak, header, rows, openQuoteAt }) => {
    const lines = [header, ...rows].map((cells) => cells.join(delimiter));
    if (openQuoteAt !== undefined) {
      const at = openQuoteAt % lines.length;
      lines[at] = `${lines[at]}${delimiter}"open`;
    }
    return `${bom ? '\uFEFF' : ''}${lines.join(lineBreak)}`;
  });

const idValue = fc.oneof(fc.stringMatching(/^(tt|TT|nm)\d{3,9}$/), fc.string(), fc.integer());
const item = fc.oneof(
  fc.record(
    {
      imdbID: idValue,
      title: fc.oneof(fc.string(), fc.constant(null)),
      year: fc.oneof(fc.stringMatching(/^\d{4}(–(\d{4})?)?$/), fc.string(), fc.integer()),
      type: fc.oneof(fc.constantFrom(...OMDB_TYPES), fc.string()),
      poster: fc.oneof(fc.constant(null), fc.webUrl(), fc.string(), fc.constant('javascript:x')),
      addedAt: fc.oneof(
        fc.constant(null),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.string(),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const items = fc.oneof(
  { arbitrary: fc.array(item, { maxLength: 8 }), weight: 4 },
  { arbitrary: fc.dictionary(fc.string(), item, { maxKeys: 5 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 },
);
const version = fc.oneof(
  { arbitrary: fc.constantFrom(1, 2), weight: 4 },
  {
    arbitrary: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant('1'), fc.double()),
    weight: 1,
  },
);
const jsonText = fc
  .tuple(
    fc.oneof(
      fc.record(
        {
          format: fc.oneof(
            { arbitrary: fc.constant('filmoteka-favorites'), weight: 4 },
            { arbitrary: fc.string(), weight: 1 },
          ),
          version,
          exportedAt: fc.string(),
          items,
        },
        { requiredKeys: ['format'] },
      ),
      fc.record({ version, items }, { requiredKeys: ['items'] }),
      fc.array(item, { maxLength: 8 }),
      fc.jsonValue(),
    ),
    // Now and then, the text is cut off.
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.nat(), weight: 1 }),
  )
  .map(([value, cutAt]) => {
    const text = JSON.stringify(value, null, cutAt === undefined ? 0 : 2) ?? 'null';
    return cutAt === undefined ? text : text.slice(0, cutAt % (text.length + 1));
  });

describe('readImportText on any input', () => {
  it.each([
    ['CSV-like text', csvText],
    ['JSON-like text', jsonText],
    ['arbitrary text', fc.oneof(fc.string(), fc.string({ unit: 'binary' }))],
  ])('never throws and answers %s with valid rows or a known message', propertyTest, (_, texts) => {
    fc.assert(
      fc.property(texts, (text) => checkResult(text, readImportText(text))),
      { numRuns: RUNS },
    );
  });
});
