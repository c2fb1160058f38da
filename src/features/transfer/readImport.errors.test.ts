import { transferText } from './transferText';
import { readImportText } from './readImport';
import { MAX_IMPORT_ROWS } from './types';

const { errors } = transferText;
const refused = (error: string) => ({ ok: false, error });

describe('refusing files that are not lists of films', () => {
  it.each([
    ['nothing', ''],
    ['blank lines', ' \r\n\t\n'],
    ['a BOM alone', '\uFEFF'],
    ['rows of empty cells', ',,,\n , \n'],
  ])('calls %s empty', (_, text) => {
    expect(readImportText(text)).toEqual(refused(errors.empty));
  });

  it('does not recognise a binary file', () => {
    const zip = 'PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000\u0000\u0000!\u0000';
    expect(readImportText(zip)).toEqual(refused(errors.notRecognized));
    expect(readImportText('\uFEFF[{"imdbID":"tt0133093\u0000"}]')).toEqual(
      refused(errors.notRecognized),
    );
  });

  it.each([
    ['a header alone', 'Const,Title,Year\r\n'],
    ['a header and blank lines', 'Date,Name,Year,Letterboxd URI\n\n , , , \n'],
  ])('finds no films in %s', (_, text) => {
    expect(readImportText(text)).toEqual(refused(errors.noRows));
  });

  it('names the first six columns of an unknown CSV, each cut to 40 characters', () => {
    const long = 'x'.repeat(50);
    const text = `id; ${long} ;Genre;Rating;Seen;Notes;Extra\n1;2;3;4;5;6;7`;
    expect(readImportText(text)).toEqual(
      refused(errors.unknownColumns(`id, ${'x'.repeat(40)}, Genre, Rating, Seen, Notes`)),
    );
  });

  it('refuses a CSV whose quote is never closed, naming the line it opens on', () => {
    const text =
      'Const,Title\r\ntt0133093,"The Matrix"\r\n\r\ntt0078748,"Alien\r\ntt0111161,Shawshank\r\n';
    expect(readImportText(text)).toEqual(refused(errors.brokenCsv(4)));
  });

  it('refuses a CSV with text after a closing quote', () => {
    const text = 'imdbID,Title\ntt0133093,"The Matrix" Reloaded\n';
    expect(readImportText(text)).toEqual(refused(errors.brokenCsv(2)));
  });

  it('tolerates rows with fewer or more cells than the header', () => {
    const result = readImportText('imdbID,Title,Year\ntt0133093\ntt0078748,Alien,1979,extra,cells');
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { imdbID: 'tt0133093', title: null, year: null },
        { imdbID: 'tt0078748', title: 'Alien', year: '1979' },
      ],
    });
  });
});

describe('the row limit', () => {
  const csvRows = (count: number) =>
    ['imdbID', ...Array.from({ length: count }, (_, index) => `tt${1_000_000 + index}`)].join('\n');

  it(`reads ${MAX_IMPORT_ROWS} rows of a CSV`, () => {
    const result = readImportText(`${csvRows(MAX_IMPORT_ROWS)}\n\n\n`);
    expect(result.ok && result.rows.length).toBe(MAX_IMPORT_ROWS);
  });

  it('refuses a CSV with one row more, without reading the rest', () => {
    // The unclosed quote after the limit would be an error if it were read.
    const text = `${csvRows(MAX_IMPORT_ROWS + 1)}\n"broken`;
    expect(readImportText(text)).toEqual(refused(errors.tooManyRows(MAX_IMPORT_ROWS)));
  });

  it('refuses a 20,000-row CSV with a message that says the limit and what to do', () => {
    const result = readImportText(`${csvRows(20_000)}\n"broken`);
    expect(result).toEqual(refused(errors.tooManyRows(MAX_IMPORT_ROWS)));
    expect(MAX_IMPORT_ROWS).toBeLessThan(20_000);
    expect(errors.tooManyRows(MAX_IMPORT_ROWS)).toBe(
      'Файл не импортирован: в нём больше 15\u00a0000 строк, а за один раз можно импортировать не больше 15\u00a0000 фильмов. Разделите файл на части не длиннее 15\u00a0000 строк.',
    );
  });

  it('refuses a 20,000-film JSON before parsing it: the broken end is never reached', () => {
    const item = '{"imdbID":"tt0133093","title":"The Matrix"}';
    const text = `[${Array.from({ length: 20_000 }, () => item).join(',')},{"imdbID":`;
    expect(readImportText(text)).toEqual(refused(errors.tooManyRows(MAX_IMPORT_ROWS)));
  });

  it('refuses a JSON list longer than the limit', () => {
    const items = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({}));
    expect(readImportText(JSON.stringify(items))).toEqual(
      refused(errors.tooManyRows(MAX_IMPORT_ROWS)),
    );
  });
});
