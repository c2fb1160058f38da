import { makeFavorite } from '../../../test/factories';
import { diaryRows, type DiaryRow } from './diaryRows';

const brief = (rows: DiaryRow[]) =>
  rows.map((row) =>
    row.kind === 'month'
      ? `${row.month} (${row.count})`
      : `${row.day} ${row.movie.imdbID}${row.rewatch ? ' again' : ''}`,
  );

describe('the diary', () => {
  it('lists every watch day newest first, under its month, with the rewatches marked', () => {
    const first = makeFavorite(1, { watched: ['2026-10-03', '2026-11-20'], rating: 8 });
    const second = makeFavorite(2, { watched: ['2026-11-02'] });
    const unwatched = makeFavorite(3, { status: 'want' });
    expect(brief(diaryRows([first, second, unwatched]))).toEqual([
      '2026-11 (2)',
      `2026-11-20 ${first.imdbID} again`,
      `2026-11-02 ${second.imdbID}`,
      '2026-10 (1)',
      `2026-10-03 ${first.imdbID}`,
    ]);
  });

  it('keeps the library’s order for titles watched the same day, and the same month of other years apart', () => {
    const a = makeFavorite(1, { watched: ['2025-11-05'] });
    const b = makeFavorite(2, { watched: ['2025-11-05', '2026-11-05'] });
    expect(brief(diaryRows([a, b]))).toEqual([
      '2026-11 (1)',
      `2026-11-05 ${b.imdbID} again`,
      '2025-11 (2)',
      `2025-11-05 ${a.imdbID}`,
      `2025-11-05 ${b.imdbID}`,
    ]);
  });

  it('is empty with no watch day', () => {
    expect(diaryRows([makeFavorite(1)])).toEqual([]);
  });
});
