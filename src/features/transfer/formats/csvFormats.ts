import { transferText } from '../../../shared/text/transfer';
import type { ImportFormat, ImportRow, ReadResult } from '../types';
import { readCsvTable } from './csvTable';
import { clip, readDate, readId, readImdbType, readTitle, readYear } from './fields';

/** A row's cell by its column's name in lower case; '' when the column or the cell is missing. */
type Cell = (column: string) => string;

interface CsvReader {
  format: ImportFormat;
  toRow: (cells: readonly string[], line: number) => ImportRow;
}

const SHOWN_COLUMNS = 6;

function imdbRow(dateColumn: string) {
  return (cell: Cell, line: number): ImportRow => ({
    line,
    ...readId(cell('const')),
    title: readTitle(cell('title')) ?? readTitle(cell('original title')),
    year: readYear(cell('year')),
    type: readImdbType(cell('title type')),
    addedAt: readDate(cell(dateColumn)),
  });
}

function letterboxdExportRow(cell: Cell, line: number): ImportRow {
  return {
    line,
    imdbID: null,
    title: readTitle(cell('name')),
    year: readYear(cell('year')),
    type: null,
    addedAt: readDate(cell('date')),
  };
}

function letterboxdImportRow(cell: Cell, line: number): ImportRow {
  return {
    line,
    ...readId(cell('imdbid')),
    title: readTitle(cell('title')) ?? readTitle(cell('name')),
    year: readYear(cell('year')),
    type: null,
    addedAt: readDate(cell('watcheddate')),
  };
}

/** Which export wrote this header. IMDb first, then Letterboxd's export, then its import format. */
function pickFormat(has: (column: string) => boolean) {
  if (has('const')) {
    // Lists and the watchlist also carry "Your Rating" now; only they have Position and Created.
    const ratings = has('your rating') && !has('position') && !has('created');
    return ratings
      ? { format: 'imdb-ratings' as const, toRow: imdbRow('date rated') }
      : { format: 'imdb-list' as const, toRow: imdbRow('created') };
  }
  if (has('name') && has('letterboxd uri')) {
    return { format: 'letterboxd-export' as const, toRow: letterboxdExportRow };
  }
  // Letterboxd's importer ignores columns it does not know, and so do we.
  if (has('imdbid') || has('title') || has('name')) {
    return { format: 'letterboxd-import' as const, toRow: letterboxdImportRow };
  }
  return null;
}

function recognize(header: readonly string[]): CsvReader | string {
  const columns = new Map<string, number>();
  header.forEach((name, position) => {
    const key = name.trim().toLowerCase();
    if (!columns.has(key)) columns.set(key, position);
  });
  const picked = pickFormat((column) => columns.has(column));
  if (!picked) {
    const names = header.map((name) => clip(name.trim())).filter((name) => name !== '');
    return transferText.errors.unknownColumns(names.slice(0, SHOWN_COLUMNS).join(', '));
  }
  return {
    format: picked.format,
    toRow: (cells, line) => {
      const cell: Cell = (column) => {
        const position = columns.get(column);
        return position === undefined ? '' : (cells[position] ?? '');
      };
      return picked.toRow(cell, line);
    },
  };
}

/** Reads an IMDb or Letterboxd CSV. */
export function readCsv(text: string): ReadResult {
  const table = readCsvTable(text, recognize);
  if (!table.ok) return table;
  const { reader, records } = table;
  if (records.length === 0) return { ok: false, error: transferText.errors.noRows };
  return {
    ok: true,
    format: reader.format,
    rows: records.map(({ cells, line }) => reader.toRow(cells, line)),
  };
}
