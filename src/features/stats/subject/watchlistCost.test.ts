import { watchlistCost } from './WatchlistCost';
import { statsPageText } from '../statsPageText';

describe('what the watchlist costs', () => {
  it('adds up the known runtimes and counts the titles without one', () => {
    const facts = new Map([
      ['tt0000001', { runtime: '136 min' }],
      ['tt0000002', { runtime: 'N/A' }],
      ['tt0000003', { runtime: '2h 15min' }],
    ]);
    const wanted = ['tt0000001', 'tt0000002', 'tt0000003', 'tt0000004'].map((imdbID) => ({
      imdbID,
    }));
    expect(watchlistCost(wanted, facts)).toEqual({ films: 4, minutes: 271, untimed: 2 });
  });

  it('reads as the issue writes it, in hours, with Russian plurals', () => {
    expect(statsPageText.watchlistCost(43, 81 * 60)).toBe('Хочу посмотреть: 43 фильма, 81 ч');
    expect(statsPageText.watchlistCost(1, 100)).toBe('Хочу посмотреть: 1 фильм, 2 ч');
    expect(statsPageText.watchlistCost(5, 0)).toBe('Хочу посмотреть: 5 фильмов, 0 ч');
    expect(statsPageText.watchlistUntimed(1)).toBe(
      '(не считая 1 фильма с неизвестной длительностью)',
    );
    expect(statsPageText.watchlistUntimed(5)).toBe(
      '(не считая 5 фильмов с неизвестной длительностью)',
    );
  });
});
