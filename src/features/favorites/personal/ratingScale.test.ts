import { starFill } from '../../../shared/ui/StarRating';
import { ratingAtPointer, ratingForKey } from './ratingScale';

describe('starFill', () => {
  it('draws 7 as three full stars and a half', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 7 / 2))).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ]);
  });

  it('draws 1 as half a star, 10 as five, none as five empty', () => {
    expect(starFill(1, 1 / 2)).toBe('half');
    expect([1, 2, 3, 4, 5].every((star) => starFill(star, 10 / 2) === 'full')).toBe(true);
    expect([1, 2, 3, 4, 5].every((star) => starFill(star, 0) === 'empty')).toBe(true);
  });
});

describe('ratingForKey', () => {
  it.each<[string, number | undefined, number | undefined]>([
    ['ArrowRight', undefined, 1],
    ['ArrowRight', 7, 8],
    ['ArrowUp', 7, 8],
    ['ArrowRight', 10, 10],
    ['ArrowLeft', 7, 6],
    ['ArrowDown', 7, 6],
    ['ArrowLeft', 1, undefined],
    ['ArrowLeft', undefined, undefined],
    ['PageUp', 7, 9],
    ['PageUp', 9, 10],
    ['PageDown', 7, 5],
    ['PageDown', 1, undefined],
    ['Home', 7, 1],
    ['Home', undefined, 1],
    ['End', 3, 10],
    ['Delete', 7, undefined],
    ['Backspace', 7, undefined],
    ['1', undefined, 1],
    ['8', 3, 8],
    ['9', 3, 9],
    ['0', 3, 10],
  ])('%s on %s gives %s', (key, rating, expected) => {
    expect(ratingForKey(key, rating)).toBe(expected);
  });

  it('leaves other keys to the page', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape', 'F5']) {
      expect(ratingForKey(key, 5)).toBeNull();
    }
  });
});

describe('ratingAtPointer', () => {
  // Five stars of 30 px each.
  it.each([
    [1, 1],
    [14, 1],
    [16, 2],
    [29, 2],
    [100, 7],
    [106, 8],
    [149, 10],
    [150, 10],
  ])('at %s px of 150 gives %s', (offset, expected) => {
    expect(ratingAtPointer(offset, 150)).toBe(expected);
  });

  it('keeps to 1–10 outside the row', () => {
    expect(ratingAtPointer(-20, 150)).toBe(1);
    expect(ratingAtPointer(0, 150)).toBe(1);
    expect(ratingAtPointer(400, 150)).toBe(10);
    expect(ratingAtPointer(10, 0)).toBe(1);
  });
});
