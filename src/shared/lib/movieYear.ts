// A run of exactly four digits, so "12345" is not read as 1234.
const FOUR_DIGIT_YEAR = /(?<!\d)\d{4}(?!\d)/;
// OMDb's years nearly always start with it ("1999", "2008–2013"): an anchored match is cheaper.
const LEADING_YEAR = /^\d{4}(?!\d)/;

/** The first four-digit year in OMDb's `Year`: "2008–2013" → 2008, "2021–" → 2021, "N/A" → null. */
export function yearOf(year: string): number | null {
  const match = LEADING_YEAR.exec(year) ?? FOUR_DIGIT_YEAR.exec(year);
  return match ? Number(match[0]) : null;
}
