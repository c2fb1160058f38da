import Papa from 'papaparse';
import { transferText } from '../transferText';
import { MAX_IMPORT_ROWS } from '../types';

const { errors } = transferText;

// IMDb and Letterboxd write commas; Excel in many locales (Russian among them) writes semicolons.
const DELIMITERS = [',', ';', '\t'];

export interface CsvRecord {
  /** The line of the file the row starts on, from 1. */
  line: number;
  cells: readonly string[];
}

export type CsvTable<Reader> =
  { ok: true; reader: Reader; records: CsvRecord[] } | { ok: false; error: string };

/** Counts line breaks (CRLF, LF or a lone CR, as editors do) up to each row's start, in one pass. */
function lineCounter(text: string) {
  const lineBreak = /\r\n?|\n/g;
  let breaks = 0;
  return (rowStart: number): number => {
    for (;;) {
      const from = lineBreak.lastIndex;
      const found = lineBreak.exec(text);
      if (found === null || found.index >= rowStart) {
        lineBreak.lastIndex = from;
        break;
      }
      breaks += 1;
    }
    return breaks + 1;
  };
}

/** Guessed from the first rows, blank ones left out, which the main parse cannot leave out. */
function guessDelimiter(text: string): string {
  const preview = Papa.parse<string[]>(text, {
    preview: 10,
    skipEmptyLines: 'greedy',
    delimitersToGuess: DELIMITERS,
  });
  return preview.meta.delimiter;
}

const isEmptyRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Splits a CSV into its header (the first non-empty row), which `recognize` turns into a reader or
 * refuses with a message, and the non-empty rows after it. Stops at the first broken quote, past
 * MAX_IMPORT_ROWS rows, or as soon as the header is refused.
 */
export function readCsvTable<Reader extends object>(
  text: string,
  recognize: (header: readonly string[]) => Reader | string,
): CsvTable<Reader> {
  // A record, not two lets: TypeScript does not see the step callback assign them.
  const found: { reader: Reader | null; error: string | null } = { reader: null, error: null };
  const records: CsvRecord[] = [];
  const lineAt = lineCounter(text);
  let rowStart = 0;
  // Empty rows are skipped here, not by papaparse: only then does every row start where the last ended.
  Papa.parse<string[]>(text, {
    header: false,
    delimiter: guessDelimiter(text),
    step({ data: cells, errors: rowErrors, meta }, parser) {
      const line = lineAt(rowStart);
      rowStart = meta.cursor;
      if (rowErrors.some((rowError) => rowError.type === 'Quotes')) {
        found.error = errors.brokenCsv(line);
      } else if (isEmptyRow(cells)) {
        return;
      } else if (found.reader === null) {
        const reader = recognize(cells);
        if (typeof reader === 'string') found.error = reader;
        else found.reader = reader;
      } else if (records.length === MAX_IMPORT_ROWS) {
        found.error = errors.tooManyRows(MAX_IMPORT_ROWS);
      } else {
        records.push({ line, cells });
      }
      if (found.error !== null) parser.abort();
    },
  });
  const { reader, error } = found;
  if (error !== null) return { ok: false, error };
  if (reader === null) return { ok: false, error: errors.empty };
  return { ok: true, reader, records };
}
