import { useCallback, useState } from 'react';
import { lazyPart, usePrefetch, useSwitch } from '../../../shared/lib/loading';
import type { FavoriteMovie } from '../state/favoriteMovie';

/**
 * A favorite card's editor, a chunk of its own (with the rating slider, the calendar and the note):
 * a list shows its cards without it, and fetches it ahead by the loading rule while it is shown.
 */
export const LazyPersonalDialog = lazyPart(() =>
  import('./PersonalDialog').then((module) => module.PersonalDialog),
);

const PREFETCHED = [LazyPersonalDialog];

/**
 * The editor of a list's cards: which film it is open for, and `open`, which shows it (at once when
 * its chunk is in, else in a transition: the list stays as it is until the editor can draw).
 * `busyFor` names the film whose ★ has been pressed for longer than 200 ms without the editor yet.
 */
export function usePersonalDialog() {
  usePrefetch(PREFETCHED);
  const [editing, setEditing] = useState<FavoriteMovie | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [busy, start] = useSwitch(PREFETCHED);
  const open = useCallback(
    (movie: FavoriteMovie) => {
      setOpening(movie.imdbID);
      start(() => setEditing(movie));
    },
    [start],
  );
  const close = useCallback(() => setEditing(null), []);
  return { editing, busyFor: busy ? opening : null, open, close };
}
