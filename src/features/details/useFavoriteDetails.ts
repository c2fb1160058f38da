import { useCallback, useEffect, useRef, useState } from 'react';
import { askPatiently, isDailyLimit } from '../../api/failures';
import type { MovieSummary } from '../../api/types';
import { useOmdbClient } from '../search';
import { runLimited } from '../../shared/lib/runLimited';
import { detailsStore, isFresh, type FactsRecord } from './detailsStore';

/** At most this many detail requests at once, as the import's lookups. */
export const DETAILS_CONCURRENCY = 4;
/** Details arriving are drawn at most this often: a chart redrawn per film would be wasted work. */
const DRAW_EVERY_MS = 150;

export interface FavoriteForDetails extends Pick<MovieSummary, 'imdbID'> {
  addedAt: string | null;
}

export interface FavoriteDetails {
  /** Every film's facts known so far (favorites first fetched, and any others the store holds). */
  facts: ReadonlyMap<string, FactsRecord>;
  /** 'reading' the store; 'fetching' the missing ones; 'ready' when nothing more will come. */
  phase: 'reading' | 'fetching' | 'ready';
  progress: { done: number; total: number };
  /** Films whose details could not be loaded in the last run. */
  failed: number;
  /** Why the last run stopped early: OMDb's daily limit, or the visitor. */
  stoppedBy: 'limit' | 'visitor' | null;
  /** The oldest fetch time among the favorites' details (ISO), for «Данные на …». */
  asOf: string | null;
  online: boolean;
  stop: () => void;
  retry: () => void;
}

function newestFirst(favorites: readonly FavoriteForDetails[]): FavoriteForDetails[] {
  const time = (movie: FavoriteForDetails) => movie.addedAt ?? '';
  return favorites
    .map((movie, index) => ({ movie, index }))
    .sort((a, b) =>
      time(a.movie) === time(b.movie) ? b.index - a.index : time(a.movie) < time(b.movie) ? 1 : -1,
    )
    .map(({ movie }) => movie);
}

function oldestFetch(
  favorites: readonly FavoriteForDetails[],
  facts: ReadonlyMap<string, FactsRecord>,
): string | null {
  let oldest: string | null = null;
  for (const { imdbID } of favorites) {
    const fetchedAt = facts.get(imdbID)?.fetchedAt;
    if (fetchedAt && (oldest === null || fetchedAt < oldest)) oldest = fetchedAt;
  }
  return oldest;
}

/**
 * The details behind the favorites: read from the details store, then the missing and the stale
 * ones (older than 30 days, when online) fetched through the app's OMDb client, a few at a time,
 * newest favorites first. Failures are counted and never stop the rest; OMDb's daily limit stops
 * the run at once. Offline, or with nothing to fetch, what the store holds is all there is.
 * `prune: false` keeps the store's other films: a shelf's list is not all the details others need.
 */
export function useFavoriteDetails(
  favorites: readonly FavoriteForDetails[],
  { prune = true }: { prune?: boolean } = {},
): FavoriteDetails {
  const client = useOmdbClient();
  const [facts, setFacts] = useState<ReadonlyMap<string, FactsRecord>>(new Map());
  const [phase, setPhase] = useState<FavoriteDetails['phase']>('reading');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [failed, setFailed] = useState(0);
  const [stoppedBy, setStoppedBy] = useState<FavoriteDetails['stoppedBy']>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [attempt, setAttempt] = useState(0);
  const running = useRef<AbortController | null>(null);
  // The list as it was when the page opened: a favorite added meanwhile waits for the next visit.
  const [wanted] = useState(() => newestFirst(favorites));

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    running.current = controller;
    void (async () => {
      const store = await detailsStore();
      const known = new Map(await store.readFacts());
      if (signal.aborted) return;
      const now = Date.now();
      const ids = new Set(wanted.map((movie) => movie.imdbID));
      if (prune) void store.prune(ids, known, now);
      const missing = wanted.filter(({ imdbID }) => {
        const record = known.get(imdbID);
        return !record || (navigator.onLine && !isFresh(record, now));
      });
      setFacts(known);
      setFailed(0);
      setStoppedBy(null);
      if (!navigator.onLine || missing.length === 0) {
        setPhase('ready');
        return;
      }
      setPhase('fetching');
      setProgress({ done: 0, total: missing.length });
      let done = 0;
      let failures = 0;
      let limited = false;
      let drawn = performance.now();
      const draw = (force = false) => {
        if (!force && performance.now() - drawn < DRAW_EVERY_MS) return;
        drawn = performance.now();
        setFacts(new Map(known));
        setProgress({ done, total: missing.length });
        setFailed(failures);
      };
      await runLimited(
        missing,
        DETAILS_CONCURRENCY,
        async ({ imdbID }) => {
          try {
            const detail = await askPatiently(() => client.details(imdbID, signal), signal);
            known.set(imdbID, await store.save(detail));
          } catch (error) {
            if (signal.aborted) return;
            if (isDailyLimit(error)) {
              limited = true;
              return;
            }
            failures += 1;
          }
          done += 1;
          draw();
        },
        { signal, stop: () => limited },
      );
      if (signal.aborted) return;
      draw(true);
      if (limited) setStoppedBy('limit');
      setPhase('ready');
    })();
    return () => controller.abort();
  }, [client, wanted, attempt, prune]);

  // Back online: go on where the run left off.
  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      if (navigator.onLine) setAttempt((count) => count + 1);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const stop = useCallback(() => {
    running.current?.abort();
    setStoppedBy('visitor');
    setPhase('ready');
  }, []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    facts,
    phase,
    progress,
    failed,
    stoppedBy,
    asOf: oldestFetch(wanted, facts),
    online,
    stop,
    retry,
  };
}
