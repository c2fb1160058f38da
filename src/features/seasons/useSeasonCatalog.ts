import { useCallback, useMemo, useRef, useState } from 'react';
import type { SeriesSeason } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import type { KnownSeasons } from './episodeOrder';
import { fetchSeason } from './fetchSeason';

export type SeasonState =
  | { status: 'loading' }
  | { status: 'ready'; season: SeriesSeason | null }
  | { status: 'error'; message: string };

export interface SeasonCatalog {
  /** Each season asked for, by number. */
  states: ReadonlyMap<number, SeasonState>;
  /** The seasons loaded (null: OMDb has no such season). */
  known: KnownSeasons;
  /** The series' number of seasons: from its details, else from a season's answer; null unknown. */
  totalSeasons: number | null;
  /** Loads a season (once; a failed one is asked again); rejects with the visitor's message. */
  load: (season: number) => Promise<SeriesSeason | null>;
}

/**
 * The seasons of one series a screen has opened: each asked for only when first needed, kept for
 * as long as the screen shows. The client's cache and the service worker answer a season asked
 * again, so nothing else keeps them.
 */
export function useSeasonCatalog(seriesId: string, detailsTotal: number | null): SeasonCatalog {
  const dispatch = useAppDispatch();
  const [states, setStates] = useState<ReadonlyMap<number, SeasonState>>(new Map());
  const pending = useRef(new Map<number, Promise<SeriesSeason | null>>());

  const load = useCallback(
    (season: number) => {
      const asked = pending.current.get(season);
      if (asked) return asked;
      const set = (state: SeasonState) => setStates((before) => new Map(before).set(season, state));
      set({ status: 'loading' });
      const request = dispatch(fetchSeason({ seriesId, season }))
        .unwrap()
        .then(
          (loaded) => {
            set({ status: 'ready', season: loaded });
            return loaded;
          },
          (error: unknown) => {
            pending.current.delete(season);
            // unwrap() rejects with the thunk's serialized error: its message is the visitor's text.
            const message = (error as { message?: string }).message ?? String(error);
            set({ status: 'error', message });
            throw new Error(message);
          },
        );
      pending.current.set(season, request);
      return request;
    },
    [dispatch, seriesId],
  );

  return useMemo(() => {
    const known = new Map<number, SeriesSeason | null>();
    let answered: number | null = null;
    for (const [number, state] of states) {
      if (state.status !== 'ready') continue;
      known.set(number, state.season);
      const total = state.season?.totalSeasons ?? null;
      if (total !== null && total > 0) answered = Math.max(answered ?? 0, total);
    }
    return { states, known, totalSeasons: detailsTotal ?? answered, load };
  }, [states, detailsTotal, load]);
}
