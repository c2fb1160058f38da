import * as v from 'valibot';
import { clipText } from '../shared/lib/clipText';
import { text } from '../shared/text';
import { detailsFailureText, OmdbError } from './errors';
import { TITLE_MAX } from '../shared/lib/limits';
import { imdbIdPattern } from './imdbId';
import { present } from './presentValue';
import type { OmdbFailure, Parsed, SeasonEpisode, SeriesSeason } from './types';

/**
 * A season's list, past which the answer is not OMDb's: the longest real seasons (daily soaps)
 * hold some 260 episodes. A larger list is refused whole rather than drawn in part.
 */
export const MAX_SEASON_EPISODES = 1000;
const MAX_FIELD_CHARS = 10_000;
const MAX_ERROR_CHARS = 500;
const WHOLE = /^\s*\d{1,4}\s*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Every field of an episode line may be missing or odd: the line is kept if it has a number.
const field = v.optional(v.pipe(v.string(), v.maxLength(MAX_FIELD_CHARS)), 'N/A');
const episodeDto = v.object({
  Episode: v.pipe(v.string(), v.regex(WHOLE)),
  Title: field,
  Released: field,
  imdbRating: field,
  imdbID: field,
});

const seasonDto = v.variant('Response', [
  v.object({
    Response: v.literal('True'),
    Title: field,
    Season: field,
    totalSeasons: field,
    Episodes: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(MAX_SEASON_EPISODES)), []),
  }),
  v.object({
    Response: v.literal('False'),
    Error: v.optional(v.pipe(v.string(), v.maxLength(MAX_ERROR_CHARS))),
  }),
]);

function wholeNumber(value: string): number | null {
  return WHOLE.test(value) ? Number(value) : null;
}

/** A real calendar day as `YYYY-MM-DD`, else null ("N/A", "2019-02-30", "soon"). */
function day(value: string): string | null {
  const raw = present(value);
  if (raw === null || !ISO_DAY.test(raw)) return null;
  const parsed = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(raw) ? raw : null;
}

function rating(value: string): number | null {
  const raw = present(value);
  const parsed = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 10 ? parsed : null;
}

function toEpisode(dto: v.InferOutput<typeof episodeDto>): SeasonEpisode {
  const title = present(dto.Title);
  const id = present(dto.imdbID);
  return {
    episode: Number(dto.Episode),
    title: title === null ? null : clipText(title, TITLE_MAX),
    released: day(dto.Released),
    imdbRating: rating(dto.imdbRating),
    imdbID: id !== null && imdbIdPattern.test(id) ? id.toLowerCase() : null,
  };
}

/**
 * The episodes in order, each number once (the first line wins), lines without a number dropped:
 * OMDb leaves episodes out, lists them out of order, and writes "N/A" for what it does not know.
 */
function toEpisodes(lines: readonly unknown[]): SeasonEpisode[] {
  const byNumber = new Map<number, SeasonEpisode>();
  for (const line of lines) {
    const parsed = v.safeParse(episodeDto, line);
    if (!parsed.success) continue;
    const episode = toEpisode(parsed.output);
    if (!byNumber.has(episode.episode)) byNumber.set(episode.episode, episode);
  }
  return [...byNumber.values()].sort((a, b) => a.episode - b.episode);
}

/**
 * A season answer (`?i=<series>&Season=N`): the season mapped to domain types, OMDb's failure,
 * or a null failure when the payload is not OMDb's. `season` is the number asked for, kept when
 * the answer's own is missing or odd.
 */
export function parseSeason(payload: unknown, season: number): Parsed<SeriesSeason> {
  const result = v.safeParse(seasonDto, payload);
  if (!result.success) return { ok: false, failure: null };
  const dto = result.output;
  if (dto.Response === 'False') return { ok: false, failure: dto satisfies OmdbFailure };
  const title = present(dto.Title);
  return {
    ok: true,
    value: {
      seriesTitle: title === null ? null : clipText(title, TITLE_MAX),
      season: wholeNumber(dto.Season) ?? season,
      totalSeasons: wholeNumber(dto.totalSeasons),
      episodes: toEpisodes(dto.Episodes),
    },
  };
}

type Settled = { ok: true; value: SeriesSeason } | { ok: false; failure: OmdbFailure };

/** The client's `ask` (omdbClient.ts): the cached or fetched answer, read by `parse`. */
type Ask = (
  cache: Map<string, Settled>,
  params: Record<string, string>,
  parse: (schemas: unknown, payload: unknown) => Parsed<SeriesSeason>,
  httpFallback: string,
  signal?: AbortSignal,
) => Promise<Settled>;

/**
 * The client's season request (`?i=<series>&Season=N`), here rather than in the client so that no
 * page carries it before a season is asked for: the season, null for a season OMDb does not have
 * ("Series or season not found!"), or its other failure as an error to show.
 */
export async function askSeason(
  ask: Ask,
  cache: Map<string, Settled>,
  seriesID: string,
  season: number,
  signal?: AbortSignal,
): Promise<SeriesSeason | null> {
  const params = { i: seriesID, Season: String(season) };
  const parse = (_schemas: unknown, payload: unknown) => parseSeason(payload, season);
  const settled = await ask(cache, params, parse, text.errors.detailsHttp, signal);
  if (settled.ok) return settled.value;
  if (/^series or season not found/i.test(settled.failure.Error?.trim() ?? '')) return null;
  throw new OmdbError(detailsFailureText(settled.failure));
}
