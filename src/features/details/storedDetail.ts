import { OmdbError } from '../../api/errors';
import type { MovieDetail } from '../../api/types';
import { text } from '../../shared/text';
import { detailsStore } from './detailsStore';

/** No answer at all: no network, or a server that did not answer in time. */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof OmdbError &&
    (error.message === text.errors.network || error.message === text.errors.timeout)
  );
}

/**
 * The film's details as the details store keeps them, when the details could not be fetched for
 * want of an answer (offline, above all); null otherwise, or when the store holds nothing.
 */
export async function storedDetail(imdbID: string, error: unknown): Promise<MovieDetail | null> {
  if (!isUnreachable(error)) return null;
  try {
    return (await (await detailsStore()).readDetail(imdbID))?.detail ?? null;
  } catch {
    return null;
  }
}
