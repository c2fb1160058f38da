import { transferText } from './transferText';
import { readCsv } from './formats/csvFormats';
import { readJson } from './formats/json';
import type { ReadResult } from './types';

const { errors } = transferText;

/** A lone number, string, boolean or null. Cheap for a CSV: JSON.parse stops at its first comma. */
function isJsonValue(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function read(raw: string, fileName: string): ReadResult {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  // Text files never hold NUL; binary files and UTF-16 text read as UTF-8 are full of them.
  if (text.includes('\0')) return { ok: false, error: errors.notRecognized };
  const start = text.search(/\S/);
  if (start === -1) return { ok: false, error: errors.empty };
  const first = text[start];
  if (first === '{' || first === '[') return readJson(text);
  return isJsonValue(text) ? { ok: false, error: errors.jsonShape } : readCsv(text, fileName);
}

/**
 * Recognises an import file by its shape and header row and reads its films. Never throws: a file
 * is untrusted input, and whatever goes wrong becomes one of the import's error messages. The
 * file's name tells apart Letterboxd's files that share their columns (formats/fileShelf.ts).
 */
export function readImportText(text: string, fileName = ''): ReadResult {
  try {
    return read(text, fileName);
  } catch {
    return { ok: false, error: errors.notRecognized };
  }
}
