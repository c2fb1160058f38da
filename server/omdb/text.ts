/**
 * Text rules shared by search and title lookup: case- and accent-insensitive, and any character
 * that is not a letter or a digit (":", "&", "'", "-", spaces…) separates words.
 */

/** Lower case without diacritics: "Amélie" → "amelie". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The whole words of a title, folded: "Spider-Man: No Way Home" → spider, man, no, way, home. */
export function titleWords(title: string): string[] {
  return foldText(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A title compared as a whole: folded, punctuation kept, runs of spaces collapsed. */
export function titleKey(title: string): string {
  return foldText(title).trim().replace(/\s+/g, ' ');
}

export interface QueryWord {
  word: string;
  /** A trailing `*` makes the word a prefix: "bat*" matches "Batman". */
  prefix: boolean;
}

/** Splits a search query into words; a `*` inside a word separates, a trailing one is a wildcard. */
export function queryWords(query: string): QueryWord[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}*]+|\*+(?=[\p{L}\p{N}])/u)
    .map((token) => ({ word: token.replace(/\*+$/, ''), prefix: token.endsWith('*') }))
    .filter((part) => part.word.length > 0);
}

export function matchesAllWords(title: string, words: readonly QueryWord[]): boolean {
  const inTitle = titleWords(title);
  return words.every(({ word, prefix }) =>
    inTitle.some((candidate) => (prefix ? candidate.startsWith(word) : candidate === word)),
  );
}

/** The first four-digit year in an OMDb `Year` ("1999–2003" → 1999), or null. */
export function startYear(year: string): number | null {
  const match = /\d{4}/.exec(year);
  return match ? Number(match[0]) : null;
}
