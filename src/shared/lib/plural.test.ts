import { text } from '../text';
import { countWithNoun, formatNumber, pluralForm } from './plural';
import { moviePageText } from '../text/moviePage';

const films = { one: 'фильм', few: 'фильма', many: 'фильмов' };

describe('Russian plural forms', () => {
  it.each([
    [1, 'фильм'],
    [2, 'фильма'],
    [4, 'фильма'],
    [5, 'фильмов'],
    [11, 'фильмов'],
    [12, 'фильмов'],
    [21, 'фильм'],
    [22, 'фильма'],
    [25, 'фильмов'],
    [101, 'фильм'],
    [111, 'фильмов'],
    [0, 'фильмов'],
  ])('%i → %s', (count, form) => {
    expect(pluralForm(count, films)).toBe(form);
  });

  it('formats numbers the Russian way', () => {
    expect(formatNumber(2100000).replace(/\s/g, ' ')).toBe('2 100 000');
    expect(formatNumber(8.7)).toBe('8,7');
    expect(countWithNoun(1234, films).replace(/\s/g, ' ')).toBe('1 234 фильма');
  });

  it('writes whole numbers and decimals exactly as the ru-RU formatter does', () => {
    const formatter = new Intl.NumberFormat('ru-RU');
    const samples = [
      ...Array.from({ length: 20_000 }, (_, n) => n),
      ...Array.from({ length: 2_000 }, (_, n) => Math.floor(Math.sin(n + 1) ** 2 * 10 ** (n % 16))),
      Number.MAX_SAFE_INTEGER,
      -5,
      0.5,
      1234.5,
      // Ratings, averages and shares: up to three places are written without the formatter.
      ...Array.from({ length: 101 }, (_, n) => n / 10),
      ...Array.from(
        { length: 2_000 },
        (_, n) => Math.round(Math.cos(n) ** 2 * 10 ** (n % 9)) / 1000,
      ),
      7.25,
      1234.567,
      0.001,
      // More places, or an exponent: the formatter's own rounding.
      2.0005,
      0.1 + 0.2,
      1e-7,
      1e21,
      -3.5,
    ];
    for (const value of samples) expect(formatNumber(value)).toBe(formatter.format(value));
  });

  it('makes no number formatter for a count or a rating, only for what it cannot write itself', async () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      vi.resetModules();
      const fresh = await import('./plural');
      expect(fresh.formatNumber(8.7)).toBe('8,7');
      expect(fresh.formatNumber(1234).replace(/\s/g, ' ')).toBe('1 234');
      expect(made).toBe(0);
      expect(fresh.formatNumber(2.0005)).toBe('2,001');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('builds the results and the film page’s lines', () => {
    expect(text.search.total(5)).toBe('5 фильмов найдено');
    expect(text.search.total(21)).toBe('21 фильм найден');
    expect(moviePageText.votes(3).replace(/\s/g, ' ')).toBe('(3 голоса)');
  });
});
