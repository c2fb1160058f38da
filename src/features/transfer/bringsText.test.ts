import { transferText } from './transferText';

const { brings, ratingDiff, noteDiff } = transferText.preview;

describe('what the preview says a row brings', () => {
  it('names a rating, one watch day and a note', () => {
    expect(brings({ rating: 8, watched: ['2024-05-03'], note: 'x' })).toBe(
      'оценка 8 · просмотр 3 мая 2024 · заметка',
    );
    expect(brings({})).toBe('');
  });

  it('lists up to three days, then counts them with the last, in Russian plurals', () => {
    expect(brings({ watched: ['2024-01-05', '2024-05-03'] })).toBe(
      '2 просмотра: 5 января 2024, 3 мая 2024',
    );
    expect(brings({ watched: ['2023-01-01', '2023-02-01', '2023-03-01'] })).toBe(
      '3 просмотра: 1 января 2023, 1 февраля 2023, 1 марта 2023',
    );
    const days = (count: number) =>
      Array.from({ length: count }, (_, index) => `20${String(index).padStart(2, '0')}-12-31`);
    expect(brings({ watched: days(5) })).toBe('5 просмотров, последний 31 декабря 2004');
    expect(brings({ watched: days(21) })).toBe('21 просмотр, последний 31 декабря 2020');
    expect(brings({ watched: days(22) })).toBe('22 просмотра, последний 31 декабря 2021');
  });

  it('shows a conflict as ours against the source’s, a long note cut', () => {
    expect(ratingDiff(8, 6, false)).toBe('оценка: ваша 8 · в файле 6');
    expect(ratingDiff(8, 7, true)).toBe('оценка: ваша 8 · в ссылке 7');
    expect(noteDiff('Моя', `${'а'.repeat(59)} б`, false)).toBe(
      `заметка: ваша «Моя» · в файле «${'а'.repeat(59)}…»`,
    );
  });
});
