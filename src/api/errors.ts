import { text } from '../shared/text';
import type { Failure } from './schemas';

/** An error whose message is ready to be shown to the user. */
export class OmdbError extends Error {
  override name = 'OmdbError';
}

const { errors } = text;

function startsWith(serviceError: string | undefined, prefix: string): boolean {
  return (serviceError ?? '').trim().toLowerCase().startsWith(prefix);
}

/** OMDb's "Response: False" on a title search, in the words of the error catalogue. */
export function searchFailureText(failure: Failure): string {
  if (startsWith(failure.Error, 'too many results')) return errors.tooManyResults;
  if (startsWith(failure.Error, 'movie not found')) return errors.movieNotFound;
  return failure.Error?.trim() || errors.noMoviesFound;
}

export function detailsFailureText(failure: Failure): string {
  return failure.Error?.trim() || errors.detailsNotFound;
}

/** A non-OK HTTP answer: OMDb's 401 bodies and our proxy's 429 get their own words. */
export function httpFailureText(status: number, body: Failure | null, fallback: string): string {
  if (status === 429) return errors.rateLimited;
  if (status === 401 && body) {
    if (startsWith(body.Error, 'request limit')) return errors.dailyLimit;
    if (startsWith(body.Error, 'no api key')) return errors.noKey;
    if (startsWith(body.Error, 'invalid api key')) return errors.invalidKey;
  }
  return fallback;
}

/** The text for anything thrown: our own errors keep their message, anything else is 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || errors.unknown;
  return errors.unknown;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
