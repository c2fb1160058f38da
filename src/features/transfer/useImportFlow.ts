import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, type RootState } from '../../app/hooks';
import { useOmdbClient } from '../search';
import { transferText } from './transferText';
import {
  favoritesEdited,
  favoritesImported,
  selectLibraryItems,
  statusAfterWatch,
  type Status,
} from '../favorites';
import {
  buildPreview,
  editsToApply,
  filmsToAdd,
  foundSoFar,
  type ImportPreview,
  type Match,
} from './importPreview';
import { matchRows, type RowOutcome } from './match';
import { readImportFile } from './readImportFile';
import { importFits } from './storageRoom';
import type { ImportRow, ReadResult } from './types';

export type ImportSource = { kind: 'file'; name: string } | { kind: 'link' };

export type ImportStep =
  | { step: 'choose'; error: string | null; note: string | null }
  | { step: 'reading'; source: ImportSource }
  | {
      step: 'matching';
      source: ImportSource;
      done: number;
      total: number;
      /** A share link's new films found so far (a file's are only counted, in the preview). */
      found: Match[];
    }
  | {
      step: 'preview';
      source: ImportSource;
      preview: ImportPreview;
      stoppedBy: string | null;
      /** How many of the source's values were refused or cut on the way in. */
      dropped: number;
      /** Whether everything offered fits in the browser's storage (storageRoom.ts). */
      fits: boolean;
    };

const CHOOSE: Extract<ImportStep, { step: 'choose' }> = { step: 'choose', error: null, note: null };
/** Progress is drawn at most this often: 20,000 rows would otherwise mean 20,000 renders. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * The rows of a share link: ids only, each looked up for its title, year, type and poster. A link
 * carries favorites, each hearted, or, with `shelf`, a shelf's titles, put on it and not hearted; a
 * rated one is «Просмотрено» (unless on a shelf past it), as the app marks a rating.
 */
export function rowsOfIds(
  ids: readonly string[],
  ratings: Readonly<Record<string, number>> = {},
  shelf?: Status,
): ImportRow[] {
  const placement = shelf === undefined ? { heart: true as const } : { status: shelf };
  return ids.map((imdbID, index) => {
    const row: ImportRow = {
      line: index + 1,
      imdbID,
      title: null,
      year: null,
      type: null,
      addedAt: null,
      ...placement,
    };
    const rating = Object.hasOwn(ratings, imdbID) ? ratings[imdbID] : undefined;
    if (rating === undefined) return row;
    return { ...row, personal: { rating }, status: statusAfterWatch(shelf) };
  });
}

/**
 * An import from its source to the preview: read, match (through the app's OMDb client), show what
 * would change. Nothing is written until `confirm`; `cancel` at any step drops the run.
 */
export function useImportFlow(onImported: (added: number, updated: number) => void) {
  const client = useOmdbClient();
  const dispatch = useAppDispatch();
  // The library at each step, not at the render before it: another tab may add some meanwhile.
  const favoritesNow = useCallback(
    () => dispatch((_dispatch, getState: () => RootState) => selectLibraryItems(getState())),
    [dispatch],
  );
  const [state, setState] = useState<ImportStep>(CHOOSE);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (source: ImportSource, read: (signal: AbortSignal) => Promise<ReadResult>) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setState({ step: 'reading', source });
      try {
        const result = await read(signal);
        if (!result.ok) {
          setState({ step: 'choose', error: result.error, note: null });
          return;
        }
        let drawn = 0;
        let trailing: ReturnType<typeof setTimeout> | undefined;
        const draw = (done: number, total: number, outcomes: readonly RowOutcome[]) => {
          drawn = performance.now();
          const found = source.kind === 'link' ? foundSoFar(outcomes, favoritesNow()) : [];
          setState({ step: 'matching', source, done, total, found });
        };
        const matching = matchRows(result.rows, client, {
          signal,
          known: new Set(Object.keys(favoritesNow())),
          now: result.format === 'filmoteka' ? null : new Date().toISOString(),
          onProgress: (done, total, outcomes) => {
            if (total === 0) return; // nothing to look up: straight to the preview
            clearTimeout(trailing);
            const wait = PROGRESS_INTERVAL_MS - (performance.now() - drawn);
            // A progress skipped now is drawn at the interval's end, unless a later one comes first.
            if (done === total || wait <= 0) draw(done, total, outcomes);
            else trailing = setTimeout(() => draw(done, total, outcomes), wait);
          },
        }).finally(() => clearTimeout(trailing));
        const { outcomes, stoppedBy } = await matching;
        const favorites = favoritesNow();
        const preview = buildPreview(outcomes, favorites);
        const dropped = result.rows.reduce((sum, row) => sum + (row.dropped ?? 0), 0);
        const fits = await importFits(preview, favorites);
        setState({ step: 'preview', source, preview, stoppedBy, dropped, fits });
      } catch (error) {
        if (signal.aborted) return; // cancel() has already said so
        console.error('[import] failed', error);
        setState({ step: 'choose', error: transferText.errors.unreadable, note: null });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client, favoritesNow],
  );

  const readFile = useCallback(
    (file: File) =>
      start({ kind: 'file', name: file.name }, (signal) => readImportFile(file, { signal })),
    [start],
  );

  const readIds = useCallback(
    (ids: readonly string[], ratings?: Readonly<Record<string, number>>, shelf?: Status) =>
      start({ kind: 'link' }, async () => ({
        ok: true,
        format: 'share-link',
        rows: rowsOfIds(ids, ratings, shelf),
      })),
    [start],
  );

  /** Stops a run (nothing has been written) and says so; from the preview, simply starts over. */
  const cancel = useCallback(() => {
    const wasRunning = running.current !== null;
    running.current?.abort();
    running.current = null;
    setState(wasRunning ? { ...CHOOSE, note: transferText.import.stopped } : CHOOSE);
  }, []);

  const confirm = useCallback(
    (unticked: ReadonlySet<string>, taken: ReadonlySet<string>) => {
      if (state.step !== 'preview') return;
      const films = filmsToAdd(state.preview, unticked);
      // Merged into the favorites as they are now: another tab may have edited one meanwhile.
      const edits = editsToApply(state.preview, taken, favoritesNow());
      if (films.length > 0) dispatch(favoritesImported(films));
      if (edits.length > 0) dispatch(favoritesEdited(edits));
      setState(CHOOSE);
      onImported(films.length, edits.length);
    },
    [dispatch, favoritesNow, onImported, state],
  );

  const fail = useCallback((error: string) => setState({ step: 'choose', error, note: null }), []);

  return { state, readFile, readIds, cancel, confirm, fail };
}
