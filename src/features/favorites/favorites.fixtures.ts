import { vi } from 'vitest';
import type { MovieSummary } from '../../api/types';
import type { PreloadedState } from '../../app/store';
import { toFavorite } from './state/favoriteMovie';
import { fakeMediaQueryList } from '../../test/browserGaps';
import { makeFilm } from '../../test/factories';

/** The Matrix (1999) as the search lists it: the one film a test favorites. */
export const theMatrix: MovieSummary = makeFilm(133093, { title: 'The Matrix', year: '1999' });

/** `count` distinct movies: "Movie 1", "Movie 2", … with ids tt0000001, tt0000002, … */
export function makeMovies(count: number): MovieSummary[] {
  return Array.from({ length: count }, (_, index) =>
    makeFilm(index + 1, { year: String(1990 + (index % 30)) }),
  );
}

/** The favorites state holding `movies` in this order, kept before dates were (addedAt null). */
export function favoritesState(movies: readonly MovieSummary[]): PreloadedState {
  const items = Object.fromEntries(movies.map((movie) => [movie.imdbID, toFavorite(movie, null)]));
  return { favorites: { items, loading: false, error: null } };
}

/** A matchMedia stand-in that answers `prefers-reduced-motion: reduce` as told. */
export function stubReducedMotion(reduce: boolean) {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) =>
      fakeMediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')),
    );
}

/**
 * embla-carousel-autoplay as a recorder: jsdom cannot lay out a carousel, so tests check what the
 * carousel asks of the plugin (created with which options, started, dropped). For `vi.mock`.
 */
export function autoplayRecorderModule() {
  return {
    default: vi.fn((options: unknown) => ({
      name: 'autoplay',
      options,
      init: vi.fn(),
      destroy: vi.fn(),
      play: vi.fn(),
      stop: vi.fn(),
      reset: vi.fn(),
      isPlaying: vi.fn(() => true),
      timeUntilNext: vi.fn(() => null),
    })),
  };
}
