import { russianCollator } from '../../../shared/lib/locale';
import { readNames } from '../../../shared/lib/names';
import type { DetailsById, ListedFilm, TopNames } from './types';

/** How many names a card shows. */
export const TOP_NAMES = 10;

type NameField = 'genre' | 'director' | 'actors' | 'country' | 'language';

/** Every distinct name of one field, in the order first met, with how many films name it. */
interface Tallies {
  names: string[];
  counts: number[];
}

function ranksBefore(tallies: Tallies, a: number, b: number): boolean {
  const { counts, names } = tallies;
  if (counts[a] !== counts[b]) return counts[a] > counts[b];
  return russianCollator().compare(names[a], names[b]) < 0;
}

// Ten bars out of thousands of actors: an insertion into a short ranked list, instead of sorting all
// names, keeps this linear and calls the (slow) collator only for ties at the cut.
function pickTop(tallies: Tallies, limit: number): number[] {
  const top: number[] = [];
  for (let name = 0; name < tallies.names.length; name += 1) {
    if (top.length === limit) {
      if (!ranksBefore(tallies, name, top[limit - 1])) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0 && ranksBefore(tallies, name, top[at - 1])) at -= 1;
    top.splice(at, 0, name);
  }
  return top;
}

// At 10,000 favorites an actors field holds some 20,000 distinct names: counting them in flat arrays,
// and keeping the films of only the ten shown, spares an object and a list for each of them.
function topNames(
  favorites: readonly ListedFilm[],
  details: DetailsById,
  field: NameField,
  dropNotes: boolean,
): TopNames {
  const indexOf = new Map<string, number>();
  const tallies: Tallies = { names: [], counts: [] };
  /** The film each name was last counted for, so a name repeated in one field counts once. */
  const lastFilm: number[] = [];
  /** Each (name, film) counted, as two parallel lists. */
  const pairNames: number[] = [];
  const pairFilms: number[] = [];
  const buffer: string[] = [];
  let known = 0;
  for (let film = 0; film < favorites.length; film += 1) {
    const raw = details.get(favorites[film].imdbID)?.[field];
    if (typeof raw !== 'string') continue;
    let named = false;
    for (const name of readNames(raw, dropNotes, buffer)) {
      let index = indexOf.get(name);
      if (index === undefined) {
        index = tallies.names.length;
        indexOf.set(name, index);
        tallies.names.push(name);
        tallies.counts.push(0);
        lastFilm.push(-1);
      } else if (lastFilm[index] === film) {
        continue;
      }
      lastFilm[index] = film;
      tallies.counts[index] += 1;
      pairNames.push(index);
      pairFilms.push(film);
      named = true;
    }
    if (named) known += 1;
  }
  const shown = pickTop(tallies, TOP_NAMES);
  const filmsOf = new Map(shown.map((index) => [index, [] as string[]]));
  for (let pair = 0; pair < pairNames.length; pair += 1) {
    filmsOf.get(pairNames[pair])?.push(favorites[pairFilms[pair]].imdbID);
  }
  const top = shown.map((index) => ({
    name: tallies.names[index],
    count: tallies.counts[index],
    share: tallies.counts[index] / known,
    films: filmsOf.get(index) ?? [],
  }));
  return { top, known, distinct: tallies.names.length };
}

/** The most frequent genres: "Action, Sci-Fi" counts for both. */
export function genreStats(favorites: readonly ListedFilm[], details: DetailsById): TopNames {
  return topNames(favorites, details, 'genre', false);
}

/** The most frequent directors or actors, without notes such as "(co-director)" or "(uncredited)". */
export function peopleStats(
  favorites: readonly ListedFilm[],
  details: DetailsById,
  role: 'director' | 'actors',
): TopNames {
  return topNames(favorites, details, role, true);
}

/** The most frequent countries or languages. */
export function placeStats(
  favorites: readonly ListedFilm[],
  details: DetailsById,
  field: 'country' | 'language',
): TopNames {
  return topNames(favorites, details, field, false);
}
