import { makeFavorite } from '../../../test/factories';
import { factsOf } from './insights.fixtures';
import { runtimeBins } from './runtimeBins';
import type { DetailFacts } from './types';

const facts = (n: number, runtime: string | null): [string, DetailFacts] => {
  const film = makeFavorite(n);
  return [film.imdbID, factsOf(film, { runtime })];
};

describe('runtimeBins', () => {
  it('puts each known runtime in its half-hour bin, the edges in the upper one', () => {
    const runtimes = [
      '45 min',
      '59 min',
      '60 min',
      '1 h 30 min',
      '119 min',
      '150 min',
      '3 h',
      '4 h 2 min',
      'N/A',
      null,
    ];
    const favorites = runtimes.map((_, n) => makeFavorite(n + 1));
    const details = new Map(runtimes.map((runtime, n) => facts(n + 1, runtime)));
    expect(runtimeBins(favorites, details)).toEqual([2, 1, 2, 0, 1, 2]);
  });

  it('counts nothing without details', () => {
    expect(runtimeBins([makeFavorite(1)], new Map())).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
