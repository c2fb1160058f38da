import { makeFavorite } from '../../../test/factories';
import type { DetailFacts, ListedFilm, PersonalFilm } from './types';

// Test helpers only: nothing in the app imports this module.

let nextId = 1;

/** The next favorite of this test file (makeFavorite(1), makeFavorite(2), …), changed by `overrides`. */
export function listed(overrides: Partial<ListedFilm> = {}): ListedFilm {
  return makeFavorite(nextId++, overrides);
}

export function factsOf(film: ListedFilm, overrides: Partial<DetailFacts> = {}): DetailFacts {
  return {
    imdbID: film.imdbID,
    title: film.title,
    year: film.year,
    type: film.type,
    genre: null,
    director: null,
    actors: null,
    runtime: null,
    imdbRating: null,
    country: null,
    language: null,
    ...overrides,
  };
}

export interface Library {
  favorites: PersonalFilm[];
  details: Map<string, DetailFacts>;
}

/** One favorite per entry, each with details made of the entry's fields; `null` for a film without details. */
export function library(entries: readonly (Partial<DetailFacts> | null)[]): Library {
  const favorites: ListedFilm[] = [];
  const details = new Map<string, DetailFacts>();
  for (const entry of entries) {
    const film = listed(entry?.type ? { type: entry.type } : {});
    favorites.push(film);
    if (entry) details.set(film.imdbID, factsOf(film, entry));
  }
  return { favorites, details };
}

/** Mulberry32: a small seeded generator, so every run times the same library. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The visitor's own fields for a synthetic favorite: about 60 % rated, about half watched on one to
 * three days of 2023–2026. From a generator of their own, so the films stay as they were.
 */
function syntheticPersonal(random: () => number): Pick<PersonalFilm, 'rating' | 'watched'> {
  const pick = (count: number) => Math.floor(random() * count);
  const personal: Pick<PersonalFilm, 'rating' | 'watched'> = {};
  if (random() < 0.6) personal.rating = 1 + pick(10);
  if (random() < 0.5) {
    const days = Array.from({ length: 1 + pick(3) }, () =>
      new Date(Date.UTC(2023, 0, 1) + pick(4 * 365) * 86_400_000).toISOString().slice(0, 10),
    );
    personal.watched = [...new Set(days)].sort();
  }
  return personal;
}

/**
 * A large, varied, reproducible library for timing: OMDb-like fields, a few "N/A" among them, and
 * the visitor's ratings and watch days.
 */
export function syntheticLibrary(size: number, seed = 1): Library {
  const random = seeded(seed);
  const personalRandom = seeded(seed + 7919);
  const pick = (count: number) => Math.floor(random() * count);
  const genres = ['Action', 'Drama', 'Comedy', 'Sci-Fi', 'Crime', 'Romance', 'Horror', 'War'];
  const names = (prefix: string, pool: number, count: number) =>
    Array.from({ length: count }, () => `${prefix} Person${pick(pool)}`).join(', ');
  const favorites: PersonalFilm[] = [];
  const details = new Map<string, DetailFacts>();
  for (let index = 0; index < size; index += 1) {
    const type = random() < 0.1 ? 'series' : 'movie';
    const added = Date.UTC(2024, 0, 1) + pick(3 * 365 * 24) * 3_600_000;
    const film: PersonalFilm = {
      ...listed({
        year:
          type === 'series' ? `${1950 + pick(75)}–${2000 + pick(25)}` : String(1920 + pick(105)),
        type,
        addedAt: random() < 0.05 ? null : new Date(added).toISOString(),
      }),
      ...syntheticPersonal(personalRandom),
    };
    favorites.push(film);
    const unknown = random() < 0.05;
    details.set(
      film.imdbID,
      factsOf(film, {
        genre: Array.from({ length: 1 + pick(3) }, () => genres[pick(genres.length)]).join(', '),
        director: unknown ? 'N/A' : names('Director', 3_000, 1 + pick(2)),
        actors: names('Actor', 20_000, 4),
        runtime: unknown ? 'N/A' : `${40 + pick(160)} min`,
        imdbRating: unknown ? null : Math.round(random() * 100) / 10,
        country: ['United States', 'France', 'Japan', 'United Kingdom'][pick(4)],
        language: ['English', 'French', 'Japanese', 'English, Spanish'][pick(4)],
      }),
    );
  }
  return { favorites, details };
}
