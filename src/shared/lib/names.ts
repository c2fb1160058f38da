// The API mapper already turns OMDb's "N/A" into null; these helpers still read the raw forms, so a
// value stored before the mapper existed, or imported from elsewhere, cannot skew a statistic.
const NOT_AVAILABLE = /^n\s*\/\s*a$/i;
const SPACES = /\s+/g;
// Two spaces in a row, or a tab, line break or no-break space: rare, so tested before replacing.
const LOOSE_SPACES = /\s{2}|[^\S ]/;
// "Lana Wachowski (co-director)", "Keanu Reeves (uncredited)", "Tom Hanks (voice) (as Woody)".
const NOTES = /\([^()]*\)/g;

/** Trims, collapses inner whitespace and, when asked, drops parenthesised notes; null when nothing is left. */
export function cleanName(raw: string, dropNotes = false): string | null {
  let name = (dropNotes && raw.includes('(') ? raw.replace(NOTES, ' ') : raw).trim();
  if (LOOSE_SPACES.test(name)) name = name.replace(SPACES, ' ');
  return name === '' || (name.length <= 5 && NOT_AVAILABLE.test(name)) ? null : name;
}

const SPACE = 32;

/**
 * Writes the clean names of a comma-separated OMDb list into `names` (emptied first), repeats
 * included, and returns it. Scanned by hand into a reused array because at 10,000 favorites the
 * garbage of split-then-trim (a list and two strings a name) cost more than the counting.
 */
export function readNames(raw: string, dropNotes: boolean, names: string[]): string[] {
  names.length = 0;
  const { length } = raw;
  for (let start = 0; start <= length;) {
    let end = raw.indexOf(',', start);
    if (end === -1) end = length;
    let from = start;
    let to = end;
    while (from < to && raw.charCodeAt(from) === SPACE) from += 1;
    while (to > from && raw.charCodeAt(to - 1) === SPACE) to -= 1;
    start = end + 1;
    const name = from === to ? null : cleanName(raw.slice(from, to), dropNotes);
    if (name !== null) names.push(name);
  }
  return names;
}

/**
 * OMDb's comma-separated lists ("Action, Sci-Fi"; "Keanu Reeves, Laurence Fishburne") as clean,
 * distinct names in the order given: a name repeated in one field is listed once.
 */
export function splitNames(raw: string | null | undefined, dropNotes = false): string[] {
  return typeof raw === 'string' ? [...new Set(readNames(raw, dropNotes, []))] : [];
}
