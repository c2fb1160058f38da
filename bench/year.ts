/**
 * The year page (`/year/2026`) at size: 10,000 favorites, every one with details, ratings and
 * watch days over three years. What the page redoes after one change (a rating, a watch day): the
 * summary and its sentences, timed in Node on the same pure functions the page runs. Alone:
 * `npx tsx bench/year.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { FavoriteMovie } from '../src/features/favorites/index.ts';
import { syntheticLibrary } from '../src/features/stats/insights/insights.fixtures.ts';
import { yearSentences } from '../src/features/year/sentences.ts';
import { summarizeYear } from '../src/features/year/summary.ts';
import { check, median, ms, type TargetCheck } from './util.ts';

export const YEAR_SIZE = 10_000;
const YEAR = 2026;
/** The target for a recompute after one change. */
const TARGET_MS = 50;
const CHANGES = 40;

export interface YearSection {
  size: number;
  /** Median and slowest recompute (summary and sentences) after one changed favorite. */
  recomputeMs: number;
  slowestMs: number;
  /** The first call, cold. */
  coldMs: number;
  targets: TargetCheck[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The statistics bench's library, each favorite rated and watched on a few days of 2024–2026. */
export function yearLibrary() {
  const { favorites, details } = syntheticLibrary(YEAR_SIZE);
  const films: FavoriteMovie[] = favorites.map((film, index) => {
    const watched = [
      ...new Set(
        [index % 3, (index * 7) % 5].map((offset) => {
          const day = (index * 13 + offset * 101) % 1095;
          return `${2024 + Math.floor(day / 365)}-${pad(1 + ((day % 365) % 12))}-${pad(1 + (day % 28))}`;
        }),
      ),
    ].sort();
    return { ...film, rating: 1 + (index % 10), watched };
  });
  return { films, details };
}

export function runYearBench(): YearSection {
  const { films, details } = yearLibrary();
  let favorites = films;
  const recompute = () => {
    const start = performance.now();
    yearSentences(summarizeYear(favorites, details, YEAR));
    return performance.now() - start;
  };
  const coldMs = recompute();
  for (let warm = 0; warm < 3; warm += 1) recompute();
  const times: number[] = [];
  for (let change = 0; change < CHANGES; change += 1) {
    // One favorite rated again, as the store hands the page a new list with one new item.
    const at = (change * 997) % favorites.length;
    favorites = favorites.map((film, index) =>
      index === at ? { ...film, rating: 1 + ((film.rating ?? 0) % 10) } : film,
    );
    times.push(recompute());
  }
  const recomputeMs = median(times);
  const slowestMs = Math.max(...times);
  return {
    size: YEAR_SIZE,
    recomputeMs,
    slowestMs,
    coldMs,
    targets: [
      check(
        'year',
        `/year summary and sentences recomputed after one change, ${YEAR_SIZE.toLocaleString('en-US')} favorites with details (Node)`,
        `≤ ${TARGET_MS} ms`,
        `${ms(recomputeMs)} median of ${CHANGES}, slowest ${ms(slowestMs)}, first call ${ms(coldMs)}`,
        recomputeMs <= TARGET_MS,
      ),
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = runYearBench();
  console.log(
    result.targets
      .map((target) => `${target.what}: ${target.actual} (${target.ok ? 'ok' : 'MISSED'})`)
      .join('\n'),
  );
}
