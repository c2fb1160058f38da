// "136 min", "1 h 30 min", "1h30m", "2 hr", "90"; "1,200 min" too, should thousands ever be grouped.
const RUNTIME =
  /^(?:(\d{1,3})\s*h(?:ours?|rs?)?\.?)?\s*(?:(\d{1,3}(?:,\d{3})+|\d+)\s*(?:m(?:in(?:ute)?s?)?\.?)?)?$/i;

/** A runtime in whole minutes; null for "N/A", junk, or a runtime of zero. */
export function parseRuntime(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const match = RUNTIME.exec(raw.trim());
  if (!match) return null;
  const [, hours, minutes] = match;
  const total = Number(hours ?? 0) * 60 + Number((minutes ?? '0').replaceAll(',', ''));
  return Number.isSafeInteger(total) && total > 0 ? total : null;
}

const DECIMAL = /^\s*\d{1,2}(?:\.\d+)?\s*$/;

/** An IMDb rating from 0 to 10; a number written as a string ("7.8") is read too, anything else is null. */
export function ratingOf(raw: unknown): number | null {
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && DECIMAL.test(raw)
        ? Number(raw)
        : NaN;
  return Number.isFinite(value) && value >= 0 && value <= 10 ? value : null;
}
