import { useMemo } from 'react';
import type { OmdbClient } from '../../api/omdbClient';
import type { ThunkExtra } from '../../api/appThunk';
import { useAppDispatch } from '../../app/hooks';

/**
 * The store's OMDb client, for work that is not a slice's (an import's lookups): the same client,
 * so the same cache, time-outs and error texts. Its own module, so the entry does not carry it.
 */
export function useOmdbClient(): OmdbClient {
  const dispatch = useAppDispatch();
  return useMemo(
    () => dispatch((_dispatch, _getState, extra: ThunkExtra) => extra.omdb),
    [dispatch],
  );
}
