import type { MovieDetail } from '../../api/types';

// What other features may use of the details (lint allows them nothing else).

/**
 * The film's details as the details store keeps them, when fetching them failed for want of an
 * answer (see storedDetail.ts); null otherwise. Loaded only on such a failure: the entry does not
 * carry the store.
 */
export function storedDetailAfterFailure(
  imdbID: string,
  error: unknown,
): Promise<MovieDetail | null> {
  return import('./storedDetail').then(
    ({ storedDetail }) => storedDetail(imdbID, error),
    () => null,
  );
}
