import { strToU8, zipSync } from 'fflate';
import { rowsOfArchive } from './formats/archiveRows';
import { archiveText } from './formats/archiveText';
import { readImportText } from './readImport';
import { readImportFile } from './readImportFile';
import { transferText } from './transferText';
import { MAX_IMPORT_ROWS } from './types';

const { errors } = transferText;
// Copied into this realm's Uint8Array: fflate tells a file from a folder by `instanceof`.
const bytes = (text: string) => new Uint8Array(strToU8(text));
const HEADER = 'Date,Name,Year,Letterboxd URI';

/** Letterboxd's export of a member who watched, rated, logged, liked and wants a few films. */
const EXPORT = {
  'profile.csv': 'Date Joined,Username\n2020-01-01,me',
  'watched.csv': [HEADER, '2023-05-14,The Matrix,1999,u1', '2023-06-01,Stalker,1979,u2'].join('\n'),
  'ratings.csv': [`${HEADER},Rating`, '2023-05-14,The Matrix,1999,u1,4.5'].join('\n'),
  'diary.csv': [
    `${HEADER},Rating,Rewatch,Tags,Watched Date`,
    '2023-05-14,The Matrix,1999,u1,4.5,,,2023-05-10',
    '2024-01-02,The Matrix,1999,u1,4.5,Yes,,2024-01-01',
  ].join('\n'),
  'reviews.csv': [
    `${HEADER},Rating,Rewatch,Review,Tags,Watched Date`,
    '2023-06-01,Stalker,1979,u2,5,,"The Zone, slowly.",,2023-06-01',
  ].join('\n'),
  'watchlist.csv': [HEADER, '2023-07-01,Solaris,1972,u3'].join('\n'),
  'likes/films.csv': [HEADER, '2023-05-14,The Matrix,1999,u1'].join('\n'),
  'deleted/watchlist.csv': [HEADER, '2023-07-01,Gone,2001,u4'].join('\n'),
};

function zipFile(files: Record<string, string>, name = 'letterboxd-me-2026-11-29.zip'): File {
  const archive = zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, bytes(v)])));
  return new File([new Uint8Array(archive)], name, { type: 'application/zip' });
}

describe("importing Letterboxd's export archive whole", () => {
  it('puts each film once on its shelf, with its rating, days, note and heart', async () => {
    const result = await readImportFile(zipFile(EXPORT));
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('letterboxd-export');
    const byTitle = Object.fromEntries(result.rows.map((row) => [row.title, row]));
    expect(Object.keys(byTitle).sort()).toEqual(['Solaris', 'Stalker', 'The Matrix']);
    expect(byTitle['The Matrix']).toMatchObject({
      status: 'watched',
      heart: true,
      personal: { rating: 9, watched: ['2023-05-10', '2024-01-01'] },
      source: { file: 'watched.csv', line: 2 },
    });
    expect(byTitle['Stalker']).toMatchObject({
      status: 'watched',
      personal: { rating: 10, watched: ['2023-06-01'], note: 'The Zone, slowly.' },
    });
    expect(byTitle['Stalker']?.heart).toBeUndefined();
    expect(byTitle['Solaris']).toMatchObject({ status: 'want' });
    // Numbered across the archive, each row keeping its file and line for the preview.
    expect(new Set(result.rows.map((row) => row.line)).size).toBe(result.rows.length);
  });

  it('is told by its first bytes whatever its name', async () => {
    const result = await readImportFile(zipFile(EXPORT, 'export'));
    expect(result.ok && result.rows.length).toBe(3);
  });

  it('says what is wrong with an archive it cannot use', async () => {
    expect(await readImportFile(zipFile({ 'notes.txt': 'hello' }))).toEqual({
      ok: false,
      error: archiveText.noFilmFiles,
    });
    const cut = zipFile(EXPORT);
    expect(await readImportFile(new File([cut.slice(0, cut.size - 30)], 'a.zip'))).toEqual({
      ok: false,
      error: archiveText.broken,
    });
    expect(await readImportFile(new File(['Date,Name\n'], 'a.zip'))).toEqual({
      ok: false,
      error: archiveText.broken,
    });
    const broken = await readImportFile(
      zipFile({ 'watched.csv': `${HEADER}\n2023-05-14,"The Matrix,1999,u1` }),
    );
    expect(broken).toEqual({
      ok: false,
      error: archiveText.inArchive('watched.csv', errors.brokenCsv(2)),
    });
    expect(await readImportFile(zipFile({ 'watched.csv': HEADER }))).toEqual({
      ok: false,
      error: errors.noRows,
    });
  });
});

describe('rowsOfArchive', () => {
  const member = (name: string, lines: string[]) => ({
    name,
    result: readImportText([HEADER, ...lines].join('\n'), name),
  });

  it('passes over a file with no films', () => {
    const result = rowsOfArchive([
      member('watchlist.csv', []),
      member('watched.csv', ['2023-05-14,Alien,1979,u']),
    ]);
    expect(result.ok && result.rows.map((row) => row.source)).toEqual([
      { file: 'watched.csv', line: 2 },
    ]);
  });

  it('refuses more distinct films than one import takes, and folds repeats first', () => {
    const films = (count: number) =>
      Array.from({ length: count }, (_, index) => `2023-05-14,Film ${index},2000,u${index}`);
    const half = Math.ceil((MAX_IMPORT_ROWS + 1) / 2);
    expect(
      rowsOfArchive([member('watched.csv', films(half)), member('watchlist.csv', films(half))]).ok,
    ).toBe(true);
    const many = films(MAX_IMPORT_ROWS + 1);
    expect(
      rowsOfArchive([
        member('watched.csv', many.slice(0, half)),
        member('watchlist.csv', many.slice(half)),
      ]),
    ).toEqual({ ok: false, error: archiveText.tooManyFilms(MAX_IMPORT_ROWS) });
  });
});
