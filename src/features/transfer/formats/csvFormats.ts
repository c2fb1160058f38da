import { transferText } from '../transferText';
import type { ImportFormat, ImportRow, ReadResult } from '../types';
import { readCsvTable } from './csvTable';
import { mergePersonal } from '../../favorites';
import { foldPlacement } from '../placement';
import { fileShelf, placeRow } from './fileShelf';
import {
  clip,
  csvCell,
  isOverlongTitle,
  readDate,
  readDay,
  readId,
  readImdbType,
  readRating10,
  readStars,
  readTitle,
  readYear,
  rowPersonal,
  type Tally,
} from './fields';

/** A row's cell by its column's name in lower case; '' when the column or the cell is missing. */
type Cell = (column: string) => string;

interface CsvReader {
  format: ImportFormat;
  toRow: (cells: readonly string[], line: number) => ImportRow;
}

const SHOWN_COLUMNS = 6;

/** A row with its personal fields, when it brings any, and the count of values it dropped. */
function withPersonal(
  row: ImportRow,
  personal: ImportRow['personal'],
  { dropped }: Tally,
  title: string,
): ImportRow {
  const full = personal ? { ...row, personal } : row;
  const marked: ImportRow = isOverlongTitle(title) ? { ...full, overlongTitle: true } : full;
  return dropped > 0 ? { ...marked, dropped } : marked;
}

/**
 * IMDb's ratings, and lists since they carry them too. IMDb keeps no viewing date: the day a film
 * was rated is taken as a day it was watched (docs/features.md, «Import»), and only with a rating.
 */
function imdbRow(dateColumn: string) {
  return (cell: Cell, line: number): ImportRow => {
    const tally: Tally = { dropped: 0 };
    const rating = readRating10(cell('your rating'));
    const rated = rating === undefined ? null : readDay(cell('date rated'));
    const title = cell('title').trim() || cell('original title');
    return withPersonal(
      {
        line,
        ...readId(cell('const')),
        title: readTitle(title, tally),
        year: readYear(cell('year'), tally),
        type: readImdbType(cell('title type'), tally),
        addedAt: readDate(cell(dateColumn), tally),
      },
      rowPersonal({ rating, watched: [rated] }),
      tally,
      title,
    );
  };
}

/** Letterboxd's own columns, in its export files ("Watched Date") and its import format. */
function letterboxdPersonal(cell: Cell) {
  return rowPersonal({
    rating: readRating10(cell('rating10')) ?? readStars(cell('rating')),
    watched: [readDay(cell('watched date') || cell('watcheddate'))],
    note: cell('review'),
  });
}

function letterboxdExportRow(cell: Cell, line: number): ImportRow {
  const tally: Tally = { dropped: 0 };
  return withPersonal(
    {
      line,
      imdbID: null,
      title: readTitle(cell('name'), tally),
      year: readYear(cell('year'), tally),
      type: null,
      addedAt: readDate(cell('date'), tally),
    },
    letterboxdPersonal(cell),
    tally,
    cell('name'),
  );
}

function letterboxdImportRow(cell: Cell, line: number): ImportRow {
  const tally: Tally = { dropped: 0 };
  const title = cell('title').trim() || cell('name');
  return withPersonal(
    {
      line,
      ...readId(cell('imdbid')),
      title: readTitle(title, tally),
      year: readYear(cell('year'), tally),
      type: null,
      addedAt: readDate(cell('watcheddate'), tally),
    },
    letterboxdPersonal(cell),
    tally,
    title,
  );
}

const isLetterboxd = (format: ImportFormat) =>
  format === 'letterboxd-export' || format === 'letterboxd-import';

/**
 * Letterboxd writes a row per diary entry: the rows of one film (one id, or one title and year)
 * become one, on its first line, with every watch day; a later row's rating and note win.
 */
export function foldRows(rows: readonly ImportRow[]): ImportRow[] {
  const byFilm = new Map<string, ImportRow>();
  const folded: ImportRow[] = [];
  for (const row of rows) {
    const key =
      row.imdbID ?? (row.title === null ? null : `${row.title.toLowerCase()}\n${row.year ?? ''}`);
    const first = key === null ? undefined : byFilm.get(key);
    if (key === null || first === undefined) {
      if (key !== null) byFilm.set(key, row);
      folded.push(row);
      continue;
    }
    if (row.dropped) first.dropped = (first.dropped ?? 0) + row.dropped;
    const { status, heart } = foldPlacement(first, row);
    if (status !== undefined) first.status = status;
    if (heart) first.heart = heart;
    const personal = mergePersonal(first.personal ?? {}, row.personal ?? {}, true);
    if (Object.keys(personal).length > 0) first.personal = personal;
    first.addedAt = [first.addedAt, row.addedAt].filter((time) => time !== null).sort()[0] ?? null;
  }
  return folded;
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
        return position === undefined ? '' : csvCell(cells[position] ?? '');
      };
      return picked.toRow(cell, line);
    },
  };
}

/** Reads an IMDb or Letterboxd CSV; its name tells some of Letterboxd's files apart (fileShelf.ts). */
export function readCsv(text: string, fileName = ''): ReadResult {
  const table = readCsvTable(text, recognize);
  if (!table.ok) return table;
  const { reader, records } = table;
  if (records.length === 0) return { ok: false, error: transferText.errors.noRows };
  const shelf = fileShelf(reader.format, fileName);
  const rows = records.map(({ cells, line }) => placeRow(reader.toRow(cells, line), shelf));
  return {
    ok: true,
    format: reader.format,
    rows: isLetterboxd(reader.format) ? foldRows(rows) : rows,
  };
}
