import { transferText } from '../transferText';
import { MAX_IMPORT_ROWS, type ImportRow, type ReadResult } from '../types';
import { archiveText } from './archiveText';
import { foldRows } from './csvFormats';

/** A file of an archive, read as the import reads a file on its own. */
export interface ReadMember {
  name: string;
  result: ReadResult;
}

/**
 * The rows of an archive's files as one source: each row numbered across the archive (its file
 * and its line in that file kept for messages), then the rows of one film folded into one, as a
 * single Letterboxd file's are: watched, rated, logged, wanted and liked meet in one entry. A file
 * with no rows is passed over; one that cannot be read fails the import, named.
 */
export function rowsOfArchive(members: readonly ReadMember[]): ReadResult {
  const rows: ImportRow[] = [];
  for (const { name, result } of members) {
    if (!result.ok) {
      if (result.error === transferText.errors.noRows) continue;
      return { ok: false, error: archiveText.inArchive(name, result.error) };
    }
    for (const row of result.rows) {
      rows.push({ ...row, line: rows.length + 1, source: { file: name, line: row.line } });
    }
  }
  if (rows.length === 0) return { ok: false, error: transferText.errors.noRows };
  const folded = foldRows(rows);
  if (folded.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: archiveText.tooManyFilms(MAX_IMPORT_ROWS) };
  }
  return { ok: true, format: 'letterboxd-export', rows: folded };
}
