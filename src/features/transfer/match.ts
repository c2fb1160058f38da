import { OmdbError } from '../../api/errors';
import { askPatiently, isDailyLimit } from '../../api/failures';
import type { OmdbClient } from '../../api/omdbClient';
import type { MovieSummary } from '../../api/types';
import { yearOf } from '../../shared/lib/movieYear';
import { runLimited } from '../../shared/lib/runLimited';
import { text } from '../../shared/text';
import { transferText } from './transferText';
import { toFavorite, type FavoriteMovie } from '../favorites';
import { foldForFind } from '../favorites';
import type { ImportRow } from './types';

/** How sure a match is: title and year agree, the year is one off, or only the title agrees. */
export type Confidence = 'exact' | 'year-off' | 'title-only';

export type RowOutcome =
  | { kind: 'matched'; row: ImportRow; movie: FavoriteMovie; confidence: Confidence }
  | { kind: 'unmatched'; row: ImportRow; reason: string };

export interface MatchOptions {
  signal: AbortSignal;
  /** Rows that needed OMDb, done so far, of how many; and every row's outcome as it stands. */
  onProgress?: (done: number, total: number, outcomes: readonly RowOutcome[]) => void;
  /** Ids already in favorites: never looked up, as they will not be added anyway. */
  known?: ReadonlySet<string>;
  /**
   * The time given to films whose source says nothing of when they were added; null keeps them
   * undated (our own JSON: an undated favorite there was undated here too).
   */
  now: string | null;
  concurrency?: number;
  /** How long to wait when our server says "too many requests" (HTTP 429) before asking again. */
  retryPauseMs?: number;
}

export interface MatchResult {
  outcomes: RowOutcome[];
  /** The message that stopped matching early (OMDb's daily limit), or null. */
  stoppedBy: string | null;
}

/** At most this many OMDb calls at once: a few keep a long import quick without a burst. */
export const MATCH_CONCURRENCY = 4;
const reasons = transferText.preview.reasons;

/** Titles compared as words: case, accents, punctuation and "&" / "and" do not matter. */
export function sameTitle(a: string, b: string): boolean {
  const key = (title: string) =>
    foldForFind(title)
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return key(a) === key(b);
}

/** Whether a row is complete enough to take as it is, without asking OMDb. */
function isComplete(row: ImportRow): boolean {
  return row.imdbID !== null && row.title !== null && row.year !== null && row.type !== null;
}

function needsOmdb(row: ImportRow, known: ReadonlySet<string>): boolean {
  if (row.imdbID !== null) return !known.has(row.imdbID) && !isComplete(row);
  return row.invalidId === undefined && row.title !== null && !row.overlongTitle;
}

type Found = { movie: MovieSummary; confidence: Confidence } | null;

/** A title (and year) to a film: `t` with `y`, then `s` with `y`, then `t` alone. */
async function findByTitle(
  client: OmdbClient,
  title: string,
  year: number | null,
  signal: AbortSignal,
): Promise<Found> {
  if (year === null) {
    const movie = await client.byTitle(title, null, signal);
    return movie && sameTitle(movie.title, title) ? { movie, confidence: 'title-only' } : null;
  }
  const exact = await client.byTitle(title, year, signal);
  if (exact && sameTitle(exact.title, title)) return { movie: exact, confidence: 'exact' };
  const sameYear = await client.search(title, 1, signal, { year }).catch((error: unknown) => {
    // OMDb's "Movie not found!" and "Too many results." only mean this step found nothing.
    if (error instanceof OmdbError && !isDailyLimit(error)) return null;
    throw error;
  });
  const listed = sameYear?.movies.find((movie) => sameTitle(movie.title, title));
  if (listed) return { movie: listed, confidence: 'exact' };
  const anyYear = await client.byTitle(title, null, signal);
  if (anyYear && sameTitle(anyYear.title, title)) {
    const off = Math.abs((yearOf(anyYear.year) ?? Number.NaN) - year) === 1;
    return { movie: anyYear, confidence: off ? 'year-off' : 'title-only' };
  }
  return null;
}

async function ask(row: ImportRow, client: OmdbClient, signal: AbortSignal): Promise<Found> {
  if (row.imdbID === null)
    return findByTitle(client, row.title ?? '', yearOf(row.year ?? ''), signal);
  const { movies } = await client.lookup(row.imdbID, signal);
  return movies[0] ? { movie: movies[0], confidence: 'exact' } : null;
}

/** What the row brings to the film's entry: its personal fields, its status, the heart or not. */
function broughtBy(row: ImportRow): Partial<FavoriteMovie> {
  const brought: Partial<FavoriteMovie> = { ...row.personal };
  if (row.status !== undefined) brought.status = row.status;
  if (!row.heart) brought.favorite = false;
  return brought;
}

const CYRILLIC = /[а-яё]/i;

/**
 * Why a lookup failed, in Russian: OMDb's own errors are told in our words already (a bad key, the
 * daily limit); a bare HTTP failure ("Failed to fetch movies", the spec's text for the search
 * page) is not shown in English in the middle of a Russian list.
 */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return CYRILLIC.test(message) ? reasons.failed(message) : reasons.failedToAsk;
}

/** The outcome of a row that needs no request. */
function offline(row: ImportRow, now: string | null): RowOutcome {
  if (row.invalidId !== undefined)
    return { kind: 'unmatched', row, reason: reasons.badId(row.invalidId) };
  if (row.imdbID === null && row.overlongTitle)
    return { kind: 'unmatched', row, reason: reasons.overlongTitle };
  if (row.imdbID === null) return { kind: 'unmatched', row, reason: reasons.nothingToMatch };
  const movie: FavoriteMovie = {
    imdbID: row.imdbID,
    title: row.title ?? row.imdbID,
    year: row.year ?? '',
    type: row.type ?? '',
    poster: row.poster ?? null,
    addedAt: row.addedAt ?? now,
    ...broughtBy(row),
  };
  return { kind: 'matched', row, movie, confidence: 'exact' };
}

/**
 * Matches every row to a film, asking OMDb (through the app's client and its cache) only for rows
 * that need it, a few at a time. Rejects with the signal's reason when cancelled. OMDb's daily
 * limit stops the run: the rows not yet asked are given back unmatched, with `stoppedBy` set.
 */
export async function matchRows(
  rows: readonly ImportRow[],
  client: OmdbClient,
  options: MatchOptions,
): Promise<MatchResult> {
  const { signal, onProgress, known = new Set(), now } = options;
  const { concurrency = MATCH_CONCURRENCY, retryPauseMs = 10_000 } = options;
  const queue = rows.flatMap((row, index) => (needsOmdb(row, known) ? [index] : []));
  const asked = new Set(queue);
  // Until OMDb answers, a row it must check counts as not checked: what a stopped run leaves.
  const outcomes: RowOutcome[] = rows.map((row, index) =>
    asked.has(index) ? { kind: 'unmatched', row, reason: reasons.stopped } : offline(row, now),
  );
  let done = 0;
  let stoppedBy: string | null = null;
  onProgress?.(0, queue.length, outcomes);

  const settle = async (index: number) => {
    const row = rows[index];
    try {
      const found = await askPatiently(() => ask(row, client, signal), signal, {
        pauseMs: retryPauseMs,
      });
      outcomes[index] = found
        ? {
            kind: 'matched',
            row,
            confidence: found.confidence,
            movie: { ...toFavorite(found.movie, row.addedAt ?? now), ...broughtBy(row) },
          }
        : { kind: 'unmatched', row, reason: reasons.notFound };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (isDailyLimit(error)) {
        stoppedBy = text.errors.dailyLimit;
        return;
      }
      outcomes[index] = { kind: 'unmatched', row, reason: failureReason(error) };
    }
    done += 1;
    onProgress?.(done, queue.length, outcomes);
  };

  await runLimited(queue, concurrency, settle, { signal, stop: () => stoppedBy !== null }).catch(
    (error: unknown) => {
      if (!signal.aborted) throw error;
    },
  );
  if (signal.aborted) throw signal.reason;
  return { outcomes, stoppedBy };
}
