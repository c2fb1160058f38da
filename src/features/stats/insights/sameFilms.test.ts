import { makeFavorite } from '../../../test/factories';
import { sameFilms } from './sameFilms';

describe('whether two favorites lists hold the same films', () => {
  const list = [makeFavorite(1), makeFavorite(2, { rating: 5 })];

  it('ignores the visitor’s rating, watch days and note', () => {
    const edited = [list[0], { ...list[1], rating: 9, watched: ['2026-01-01'], note: 'x' }];
    expect(sameFilms(list, edited)).toBe(true);
  });

  it('sees a film added, removed, moved, renamed or dated otherwise', () => {
    expect(sameFilms(list, [...list, makeFavorite(3)])).toBe(false);
    expect(sameFilms(list, [list[0]])).toBe(false);
    expect(sameFilms(list, [list[1], list[0]])).toBe(false);
    expect(sameFilms(list, [list[0], { ...list[1], title: 'Other' }])).toBe(false);
    expect(sameFilms(list, [list[0], { ...list[1], addedAt: '2026-01-01T00:00:00.000Z' }])).toBe(
      false,
    );
  });
});
