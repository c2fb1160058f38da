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

  it('groups whole numbers exactly as the ru-RU formatter does', () => {
    const formatter = new Intl.NumberFormat('ru-RU');
    const samples = [
      ...Array.from({ length: 20_000 }, (_, n) => n),
      ...Array.from({ length: 2_000 }, (_, n) => Math.floor(Math.sin(n + 1) ** 2 * 10 ** (n % 16))),
      Number.MAX_SAFE_INTEGER,
      -5,
      0.5,
      1234.5,
    ];
    for (const value of samples) expect(formatNumber(value)).toBe(formatter.format(value));
  });

  it('builds the results and the film page’s lines', () => {
    expect(text.search.total(5)).toBe('5 фильмов найдено');
    expect(text.search.total(21)).toBe('21 фильм найден');
    expect(moviePageText.votes(3).replace(/\s/g, ' ')).toBe('(3 голоса)');
  });
});
