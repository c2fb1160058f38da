import { decadeHistogram } from './decades';
import { listed } from './insights.fixtures';

const years = (...values: string[]) => values.map((year) => listed({ year }));

describe('decadeHistogram', () => {
  it('is empty for no favorites, and when no year is known', () => {
    expect(decadeHistogram([])).toEqual([]);
    expect(decadeHistogram(years('N/A', '', 'unknown'))).toEqual([]);
  });

  it('spans the earliest to the latest decade, empty decades between as 0', () => {
    expect(decadeHistogram(years('1994', '1999', '1962', '2021'))).toEqual([
      { decade: 1960, count: 1 },
      { decade: 1970, count: 0 },
      { decade: 1980, count: 0 },
      { decade: 1990, count: 2 },
      { decade: 2000, count: 0 },
      { decade: 2010, count: 0 },
      { decade: 2020, count: 1 },
    ]);
  });

  it('reads the first year of a range, running or ended, and skips unreadable years', () => {
    expect(decadeHistogram(years('2008–2013', '2021–', '1989-1991', 'N/A', '12345'))).toEqual([
      { decade: 1980, count: 1 },
      { decade: 1990, count: 0 },
      { decade: 2000, count: 1 },
      { decade: 2010, count: 0 },
      { decade: 2020, count: 1 },
    ]);
  });

  it('puts a decade’s first and last years in it', () => {
    expect(decadeHistogram(years('1990', '1999'))).toEqual([{ decade: 1990, count: 2 }]);
  });

  it('ignores impossible years instead of stretching the axis over centuries', () => {
    expect(decadeHistogram(years('0001', '1999', '9999'))).toEqual([{ decade: 1990, count: 1 }]);
  });

  it('needs no details', () => {
    expect(decadeHistogram(years('1975'))).toEqual([{ decade: 1970, count: 1 }]);
  });
});
