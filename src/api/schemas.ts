import * as v from 'valibot';
import { clipText } from '../shared/lib/clipText';
import { TITLE_MAX } from '../shared/lib/limits';
import { imdbIdPattern } from './imdbId';
import { present, safePosterUrl } from './presentValue';
import type { MovieDetail, MovieSummary, OmdbFailure, Parsed, SearchResult } from './types';

// OMDb's longest fields (full plots, cast lists) are a few hundred characters; far longer text, a
// list far longer than OMDb's 10 a page or a total beyond its range means this is not OMDb talking.
const MAX_FIELD_CHARS = 10_000;
const MAX_ERROR_CHARS = 500;
const MAX_LIST = 100;

const text = v.pipe(v.string(), v.maxLength(MAX_FIELD_CHARS));
const optionalText = v.optional(text, 'N/A');

const summaryDto = v.object({
  imdbID: v.pipe(v.string(), v.regex(imdbIdPattern)),
  Title: text,
  Year: optionalText,
  Type: optionalText,
  Poster: optionalText,
});

const detailDto = v.object({
  ...summaryDto.entries,
  Rated: optionalText,
  imdbRating: optionalText,
  imdbVotes: optionalText,
  Genre: optionalText,
  Director: optionalText,
  Actors: optionalText,
  Runtime: optionalText,
  Released: optionalText,
  Country: optionalText,
  Language: optionalText,
  Awards: optionalText,
  Plot: optionalText,
  Ratings: v.optional(
    v.pipe(v.array(v.object({ Source: text, Value: text })), v.maxLength(MAX_LIST)),
    [],
  ),
});

const failureDto = v.object({
  Response: v.literal('False'),
  Error: v.optional(v.pipe(v.string(), v.maxLength(MAX_ERROR_CHARS))),
});

const searchDto = v.variant('Response', [
  v.object({
    Response: v.literal('True'),
    Search: v.optional(v.pipe(v.array(summaryDto), v.maxLength(MAX_LIST)), []),
    totalResults: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/)), '0'),
  }),
  failureDto,
]);

const detailResponseDto = v.variant('Response', [
  v.object({ ...detailDto.entries, Response: v.literal('True') }),
  failureDto,
]);

export type Failure = OmdbFailure;
export type { Parsed };

export { safePosterUrl };

function toNumber(value: string, parse: (raw: string) => number): number | null {
  const raw = present(value);
  if (raw === null) return null;
  const parsed = parse(raw);
  return Number.isFinite(parsed) ? parsed : null;
}

function toSummary(dto: v.InferOutput<typeof summaryDto>): MovieSummary {
  return {
    imdbID: dto.imdbID,
    title: clipText(dto.Title, TITLE_MAX),
    year: present(dto.Year) ?? '',
    type: present(dto.Type) ?? '',
    poster: safePosterUrl(dto.Poster),
  };
}

export function toDetail(dto: v.InferOutput<typeof detailDto>): MovieDetail {
  return {
    ...toSummary(dto),
    rated: present(dto.Rated),
    imdbRating: toNumber(dto.imdbRating, Number.parseFloat),
    imdbVotes: toNumber(dto.imdbVotes, (raw) => Number.parseInt(raw.replace(/[,\s]/g, ''), 10)),
    genre: present(dto.Genre),
    director: present(dto.Director),
    actors: present(dto.Actors),
    runtime: present(dto.Runtime),
    released: present(dto.Released),
    country: present(dto.Country),
    language: present(dto.Language),
    awards: present(dto.Awards),
    plot: present(dto.Plot),
    ratings: dto.Ratings.map(({ Source, Value }) => ({ source: Source, value: Value })),
  };
}

/** Search answers: the list mapped to domain types, or OMDb's failure, or null when the payload is not OMDb's. */
export function parseSearch(payload: unknown): Parsed<SearchResult> {
  const result = v.safeParse(searchDto, payload);
  if (!result.success) return { ok: false, failure: null };
  const dto = result.output;
  if (dto.Response === 'False') return { ok: false, failure: dto };
  return {
    ok: true,
    value: {
      movies: dto.Search.map(toSummary),
      totalResults: Number.parseInt(dto.totalResults, 10),
    },
  };
}

export function parseDetail(payload: unknown): Parsed<MovieDetail> {
  const result = v.safeParse(detailResponseDto, payload);
  if (!result.success) return { ok: false, failure: null };
  const dto = result.output;
  if (dto.Response === 'False') return { ok: false, failure: dto };
  return { ok: true, value: toDetail(dto) };
}

/** Any OMDb-shaped failure body, used to read the reason behind an HTTP error. */
export function readFailure(payload: unknown): Failure | null {
  const result = v.safeParse(failureDto, payload);
  return result.success ? result.output : null;
}
