import { useState } from 'react';
import type { MovieSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import {
  episodeKey,
  episodesMarked,
  selectLibraryEntry,
  statusSet,
  today,
  type Status,
} from '../favorites';
import { nextEpisode, type EpisodeRef } from './episodeOrder';
import { seasonsText } from './seasonsText';
import type { SeasonCatalog } from './useSeasonCatalog';
import { answeredTotal, useSeriesMarks } from './useSeriesMarks';
import styles from './NextEpisode.module.css';

// A walk that loads more seasons than this without finding an episode gives up.
const SEASONS_WALKED_MAX = 200;

type Said =
  | { kind: 'marked'; ref: EpisodeRef; statusBefore: Status | null }
  | { kind: 'undone'; ref: EpisodeRef }
  | { kind: 'message'; text: string };

/**
 * «Следующая серия» over a catalog of seasons: marks the episode after the last watched as watched
 * today, says which in a polite live region, and «Отменить» takes exactly that mark back (and the
 * status it moved, if it moved one).
 */
export function NextEpisodeControl({
  movie,
  catalog,
}: {
  movie: MovieSummary;
  catalog: SeasonCatalog;
}) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectLibraryEntry(state, movie.imdbID))?.status;
  const { episodes, mark } = useSeriesMarks(movie, catalog);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);

  async function markNext() {
    setBusy(true);
    const known = new Map(catalog.known);
    let total = catalog.totalSeasons;
    try {
      for (let walked = 0; walked <= SEASONS_WALKED_MAX; walked += 1) {
        const step = nextEpisode(episodes, known, total);
        if (step.kind === 'done') break;
        if (step.kind === 'season') {
          const season = await catalog.load(step.season);
          known.set(step.season, season);
          total ??= answeredTotal([season]);
          continue;
        }
        const { ref } = step;
        mark({ [episodeKey(ref.season, ref.episode)]: today() }, known, total);
        setSaid({ kind: 'marked', ref, statusBefore: status ?? null });
        return;
      }
      setSaid({ kind: 'message', text: seasonsText.nothingNext });
    } catch (error) {
      setSaid({ kind: 'message', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  function undo() {
    if (said?.kind !== 'marked') return;
    const { ref, statusBefore } = said;
    dispatch(episodesMarked(movie, { [episodeKey(ref.season, ref.episode)]: null }));
    if ((status ?? null) !== statusBefore) dispatch(statusSet(movie, statusBefore));
    setSaid({ kind: 'undone', ref });
  }

  return (
    <div className={styles.next}>
      <Button variant="primary" onClick={() => void markNext()} aria-busy={busy || undefined}>
        {seasonsText.next}
      </Button>
      <p className={styles.said} role="status">
        {said && sayText(said)}
      </p>
      {said?.kind === 'marked' && (
        <Button size="sm" variant="ghost" onClick={undo}>
          {seasonsText.undo}
        </Button>
      )}
    </div>
  );
}

function sayText(said: Said): string {
  switch (said.kind) {
    case 'marked':
      return seasonsText.marked(said.ref.season, said.ref.episode, said.ref.title);
    case 'undone':
      return seasonsText.unmarked(said.ref.season, said.ref.episode);
    case 'message':
      return said.text;
  }
}
