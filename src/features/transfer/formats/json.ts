import { safePosterUrl } from '../../../api/presentValue';
import { transferText } from '../transferText';
import { FAVORITES_VERSION, isStatus, validType, validYear } from '../../favorites';
import { impliedStatus } from '../placement';
import { MAX_IMPORT_ROWS, type ImportRow, type ReadResult } from '../types';
import { isOverlongTitle, readDate, readId, readTitle, rowPersonal, type Tally } from './fields';

/** What buildExport writes in `format`; its `version` is EXPORT_VERSION. */
export const EXPORT_FORMAT = 'filmoteka-favorites';
/**
 * 1: the summaries with `addedAt`. 2: also `rating`, `watched`, `note` (an older app would drop
 * them). 3: the whole library, each entry with its `status` and `favorite: false` when not hearted.
 */
export const EXPORT_VERSION = 3;
/** The first versions with a status per entry: an export's, the stored value's (storedFavorites.ts). */
const STATUS_SINCE = { export: 3, stored: 4 };

const { errors } = transferText;

/** `legacy`: written before statuses, when every item was a favorite. */
type Listed = { ok: true; list: unknown[]; legacy?: true } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function itemsOf(items: unknown, version: unknown, statusSince: number): Listed {
  const legacy =
    typeof version === 'number' && version < statusSince ? { legacy: true as const } : {};
  if (Array.isArray(items)) return { ok: true, list: items, ...legacy };
  // The stored value of some versions kept favorites keyed by id.
  if (isRecord(items)) return { ok: true, list: Object.values(items), ...legacy };
  return { ok: false, error: errors.jsonShape };
}

function checkVersion(version: unknown, newest: number, optional: boolean): string | null {
  if (version === undefined && optional) return null;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return errors.jsonShape;
  }
  return version > newest ? errors.newerVersion(version) : null;
}

/** Our export, the app's own stored value, or a bare list of favorites. */
function listOf(value: unknown): Listed {
  if (Array.isArray(value)) return { ok: true, list: value };
  if (!isRecord(value)) return { ok: false, error: errors.jsonShape };
  if ('format' in value) {
    if (value.format !== EXPORT_FORMAT) return { ok: false, error: errors.jsonShape };
    const error = checkVersion(value.version, EXPORT_VERSION, false);
    return error ? { ok: false, error } : itemsOf(value.items, value.version, STATUS_SINCE.export);
  }
  if (!('items' in value)) return { ok: false, error: errors.jsonShape };
  // Like storage, a value without a version is read as well as it can be.
  const error = checkVersion(value.version, FAVORITES_VERSION, true);
  return error ? { ok: false, error } : itemsOf(value.items, value.version, STATUS_SINCE.stored);
}

/** The personal fields of an item, as the stored form keeps them (normalizePersonal decides). */
function personalOf(item: Record<string, unknown>): Pick<ImportRow, 'personal'> {
  const { rating, watched, note } = item;
  const personal = rowPersonal({
    rating: typeof rating === 'number' ? rating : undefined,
    watched: Array.isArray(watched)
      ? watched.map((day) => (typeof day === 'string' ? day : null))
      : undefined,
    note: typeof note === 'string' ? note : undefined,
  });
  return personal ? { personal } : {};
}

/**
 * A year or type as our files write them: '' is "unknown" (as stored); absent, or a value outside
 * OMDb's shapes (counted), is null, so matching asks OMDb for it.
 */
function omdbField(given: unknown, valid: (value: string) => string, tally: Tally): string | null {
  if (typeof given !== 'string') return null;
  const trimmed = given.trim();
  const kept = valid(trimmed);
  if (kept !== '' || trimmed === '') return kept;
  tally.dropped += 1;
  return null;
}

/**
 * The heart and status of an item. A file from before statuses held favorites only: each is
 * hearted, and one rated or watched is «Просмотрено», as storage migrates them. A status we do not
 * know is dropped and counted.
 */
function placeItem(item: Record<string, unknown>, row: ImportRow, legacy: boolean): ImportRow {
  if (legacy) {
    const status = impliedStatus(undefined, row.personal);
    return { ...row, heart: true, ...(status && { status }) };
  }
  const placed: ImportRow = item.favorite === false ? row : { ...row, heart: true };
  if (isStatus(item.status)) return { ...placed, status: item.status };
  return item.status === undefined ? placed : { ...placed, unknownStatus: true };
}

/**
 * Every item as a row, a broken one too, so the preview can say which one was not added. Each
 * field passes the favorites' own checks (validFavorite.ts): OMDb's types and year shapes, a date
 * between 1990 and tomorrow, a title of a sane length; what fails is dropped and counted.
 */
function toRow(entry: unknown, index: number, legacy: boolean): ImportRow {
  const item = isRecord(entry) ? entry : {};
  const text = (key: string) => (typeof item[key] === 'string' ? item[key] : '');
  const tally: Tally = { dropped: 0 };
  const poster = text('poster');
  const row: ImportRow = {
    line: index + 1,
    ...readId(text('imdbID')),
    title: readTitle(text('title'), tally),
    year: omdbField(item.year, validYear, tally),
    type: omdbField(item.type, validType, tally),
    // Files are as untrusted as the network: a poster must pass the same check as OMDb's.
    poster: poster ? safePosterUrl(poster) : null,
    addedAt: readDate(text('addedAt'), tally),
    ...personalOf(item),
  };
  if (isOverlongTitle(text('title'))) row.overlongTitle = true;
  if (tally.dropped > 0) row.dropped = tally.dropped;
  return placeItem(item, row, legacy);
}

/**
 * Whether the text names more films than an import takes: counted before the whole file is parsed
 * into objects, and stopping at the first film past the limit.
 */
function namesTooMany(text: string): boolean {
  const key = /"imdbID"\s*:/g;
  let count = 0;
  while (key.exec(text) !== null) if (++count > MAX_IMPORT_ROWS) return true;
  return false;
}

/** Reads our JSON export or a copy of the stored favorites. */
export function readJson(text: string): ReadResult {
  if (namesTooMany(text)) return { ok: false, error: errors.tooManyRows(MAX_IMPORT_ROWS) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: errors.brokenJson };
  }
  const listed = listOf(value);
  if (!listed.ok) return listed;
  const { list, legacy = false } = listed;
  if (list.length === 0) return { ok: false, error: errors.noRows };
  if (list.length > MAX_IMPORT_ROWS)
    return { ok: false, error: errors.tooManyRows(MAX_IMPORT_ROWS) };
  return {
    ok: true,
    format: 'filmoteka',
    rows: list.map((item, index) => toRow(item, index, legacy)),
  };
}
