import { useState } from 'react';
import { sameFilms } from './insights/sameFilms';
import type { ListedFilm } from './insights/types';

/**
 * The favorites, as the same array for as long as they are the same films (sameFilms): a rating
 * or watch day edited then recomputes only the visitor's own statistics, not those of the films.
 * The array kept may hold a film's older personal fields; its users never read them.
 */
export function useSameFilms<T extends ListedFilm>(favorites: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(favorites);
  if (kept !== favorites && !sameFilms(kept, favorites)) {
    setKept(favorites);
    return favorites;
  }
  return kept;
}
