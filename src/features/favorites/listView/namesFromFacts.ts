import { splitNames } from '../../../shared/lib/names';
import type { NamesOf } from './arrange';

/** The fields of a film's details that the filters by name read. */
export interface NamedFacts {
  genre: string | null;
  director: string | null;
  actors: string | null;
}

/** The names each film's details give, for the filters by genre, director and actor. */
export function namesFromFacts(facts: ReadonlyMap<string, NamedFacts>): NamesOf {
  return (imdbID, field) => {
    const film = facts.get(imdbID);
    if (!film) return null;
    const names =
      field === 'genre' ? film.genre : field === 'director' ? film.director : film.actors;
    return splitNames(names, field !== 'genre');
  };
}
