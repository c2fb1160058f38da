import { imdbIdPattern } from '../../api/imdbId';
import { paths } from '../../shared/paths';
import { isRating, isStatus, type Status } from '../favorites';
import { BitReader, BitWriter } from './base64urlBits';

/** The longest list a share link carries; longer lists travel as a JSON export. */
export const MAX_SHARE_IDS = 2000;

/*
 * Payload: FORMAT_VERSION, then base64url of a bit stream: the id count (COUNT_BITS), the Rice
 * parameter k (K_BITS), then for each id in ascending order the gap to the previous one minus 1,
 * Rice-coded (the quotient in unary as 1s closed by a 0, the remainder in k bits), then 0-bits up
 * to the last character. RATED_VERSION has the same ids, then for each id in the same order a 0
 * (not rated) or a 1 and the rating minus 1 (RATING_BITS): 1 bit an unrated film, 5 a rated one.
 * Notes never travel by link, nor watch days (docs/features.md, «Move to another device»).
 */
const FORMAT_VERSION = '1';
const RATED_VERSION = '2';
/**
 * CHECKED_VERSION wraps either payload above: CHECK_CHARS of a checksum of it, then the payload.
 * A link cut short or mistyped is then told apart from a shorter list (about 1 in 260,000 passes
 * by chance); links of versions 1 and 2 have none and still open.
 */
const CHECKED_VERSION = '3';
const CHECK_CHARS = 3;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** FNV-1a over the payload's characters, its low 18 bits written as three base64url characters. */
function checksumOf(payload: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < payload.length; index++) {
    hash = Math.imul(hash ^ payload.charCodeAt(index), 0x01000193) >>> 0;
  }
  let check = '';
  for (let char = 0; char < CHECK_CHARS; char++) check += BASE64URL[(hash >>> (6 * char)) & 63];
  return check;
}

/** The payload inside a checked link, or null when its checksum does not hold. */
function unwrapChecked(payload: string): string | null {
  const check = payload.slice(1, 1 + CHECK_CHARS);
  const inner = payload.slice(1 + CHECK_CHARS);
  return inner[0] !== CHECKED_VERSION && checksumOf(inner) === check ? inner : null;
}
const RATING_BITS = 4;
const COUNT_BITS = 11;
const K_BITS = 5;
// Every value is below 2^27, so with k = 26 no quotient exceeds 1.
const MAX_K = 26;
// An id maps to its digits as a number, but "tt01234567" is not the same string as "tt1234567":
// 8 digits with a leading zero map above every canonical id (which has at most 8 digits).
const NON_CANONICAL_OFFSET = 100_000_000;
const MAX_VALUE = NON_CANONICAL_OFFSET + 10_000_000 - 1;

function valueOfId(id: string): number {
  if (!imdbIdPattern.test(id)) throw new Error(`Not an IMDb id: ${id}`);
  const digits = id.slice(2);
  const value = Number(digits);
  return digits.length === 8 && digits[0] === '0' ? NON_CANONICAL_OFFSET + value : value;
}

function idOfValue(value: number): string {
  if (value >= NON_CANONICAL_OFFSET) {
    return `tt${String(value - NON_CANONICAL_OFFSET).padStart(8, '0')}`;
  }
  return `tt${String(value).padStart(7, '0')}`;
}

/** The textbook Rice parameter for geometrically spread gaps: log2 of the mean gap times ln 2. */
function riceParameter(gaps: readonly number[]): number {
  if (gaps.length === 0) return 0;
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  if (mean < 1) return 0;
  return Math.min(MAX_K, Math.max(0, Math.round(Math.log2(mean * Math.LN2))));
}

/** Ratings by IMDb id; an id without one (or with a value outside 1–10) is not rated. */
export type ShareRatings = Readonly<Record<string, number>>;

/**
 * The share payload of a set of IMDb ids: order is not kept, duplicates collapse, "tt" is
 * compared case-insensitively. With `ratings`, the payload carries them (RATED_VERSION), else it
 * is as links have always been. Throws for a non-id or more than MAX_SHARE_IDS distinct ids.
 */
export function encodeShareIds(ids: readonly string[], ratings?: ShareRatings): string {
  const rated = new Map<number, number>();
  for (const [id, rating] of Object.entries(ratings ?? {})) {
    if (isRating(rating) && imdbIdPattern.test(id)) rated.set(valueOfId(id), rating);
  }
  const unique = new Set(ids.map(valueOfId));
  if (unique.size > MAX_SHARE_IDS) {
    throw new Error(`A share link carries at most ${MAX_SHARE_IDS} ids, got ${unique.size}`);
  }
  const values = [...unique].sort((a, b) => a - b);
  const gaps = values.map((value, index) => value - (index === 0 ? -1 : values[index - 1]) - 1);
  const k = riceParameter(gaps);

  const writer = new BitWriter();
  writer.writeBits(values.length, COUNT_BITS);
  writer.writeBits(k, K_BITS);
  for (const gap of gaps) {
    for (let quotient = gap >>> k; quotient > 0; quotient--) writer.writeBit(1);
    writer.writeBit(0);
    writer.writeBits(gap & ((1 << k) - 1), k);
  }
  if (!ratings) return checked(FORMAT_VERSION + writer.finish());
  for (const value of values) {
    const rating = rated.get(value);
    writer.writeBit(rating === undefined ? 0 : 1);
    if (rating !== undefined) writer.writeBits(rating - 1, RATING_BITS);
  }
  return checked(RATED_VERSION + writer.finish());
}

const checked = (payload: string) => CHECKED_VERSION + checksumOf(payload) + payload;

/** The next gap, or -1 when the stream ends first. */
function readGap(reader: BitReader, k: number): number {
  let quotient = 0;
  for (let bit = reader.readBit(); bit !== 0; bit = reader.readBit()) {
    if (bit < 0) return -1;
    quotient++;
  }
  const remainder = reader.readBits(k);
  return remainder < 0 ? -1 : quotient * 2 ** k + remainder;
}

interface Decoded {
  values: number[];
  /** Each value's rating (0: not rated); null for a link of the first version. */
  ratings: number[] | null;
}

function readRatings(reader: BitReader, count: number): number[] | null {
  const ratings: number[] = [];
  for (let index = 0; index < count; index++) {
    const flag = reader.readBit();
    if (flag < 0) return null;
    const rating = flag === 0 ? 0 : reader.readBits(RATING_BITS) + 1;
    if (rating !== 0 && !isRating(rating)) return null;
    ratings.push(rating);
  }
  return ratings;
}

function decodeValues(link: string): Decoded | null {
  if (typeof link !== 'string') return null;
  const payload = link[0] === CHECKED_VERSION ? unwrapChecked(link) : link;
  if (payload === null) return null;
  const version = payload[0];
  if (version !== FORMAT_VERSION && version !== RATED_VERSION) return null;
  const reader = BitReader.from(payload.slice(1));
  if (!reader) return null;
  const count = reader.readBits(COUNT_BITS);
  const k = reader.readBits(K_BITS);
  if (count < 0 || count > MAX_SHARE_IDS || k < 0 || k > MAX_K) return null;

  const values: number[] = [];
  let value = -1;
  for (let index = 0; index < count; index++) {
    const gap = readGap(reader, k);
    if (gap < 0) return null;
    value += gap + 1;
    if (value > MAX_VALUE) return null;
    values.push(value);
  }
  const ratings = version === RATED_VERSION ? readRatings(reader, count) : null;
  if (version === RATED_VERSION && ratings === null) return null;
  return reader.onlyPaddingLeft() ? { values, ratings } : null;
}

export interface SharedList {
  /** "tt" in lower case, sorted as strings (`Array#sort`). */
  ids: string[];
  /** The ratings a link of RATED_VERSION carries (the rated films only); absent in older links. */
  ratings?: Record<string, number>;
}

/** The ids (and ratings) of a share payload, or null when it is malformed in any way. Never throws. */
export function decodeShare(payload: string): SharedList | null {
  try {
    const decoded = decodeValues(payload);
    if (!decoded) return null;
    const ids = decoded.values.map(idOfValue);
    if (!decoded.ratings) return { ids: ids.sort() };
    const ratings: Record<string, number> = {};
    decoded.ratings.forEach((rating, index) => {
      if (rating !== 0) ratings[ids[index]] = rating;
    });
    return { ids: ids.sort(), ratings };
  } catch {
    // Nothing above throws; this guards a page opened by a stranger's link against a future bug.
    return null;
  }
}

/** The ids of a share payload (see decodeShare), or null when it is malformed. */
export function decodeShareIds(payload: string): string[] | null {
  return decodeShare(payload)?.ids ?? null;
}

/**
 * The link that opens the favorites page on another device with these ids (and, when given, these
 * ratings) offered for import: as favorites, or, with `shelf`, onto that shelf (`&shelf=want`
 * after the list, so a copy that predates shelves still reads the list, as favorites).
 */
export function shareUrl(
  origin: string,
  ids: readonly string[],
  ratings?: ShareRatings,
  shelf?: Status,
): string {
  const fragment = new URLSearchParams({ share: encodeShareIds(ids, ratings) });
  if (shelf) fragment.set('shelf', shelf);
  return `${origin}${paths.favorites.getHref()}#${fragment}`;
}

export type ShareFragment = (SharedList & { shelf?: Status }) | { broken: true };

/**
 * What `location.hash` carries: null without a `share` parameter, broken if it does not decode or
 * names a shelf this copy does not know (a later version's: better said than put on the wrong one).
 */
export function readShareFragment(hash: string): ShareFragment | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const payload = fragment.get('share');
  if (payload === null) return null;
  const list = decodeShare(payload);
  const shelf = fragment.get('shelf');
  if (!list || (shelf !== null && !isStatus(shelf))) return { broken: true };
  return shelf === null ? list : { ...list, shelf };
}
