import { formatDay, formatMonth, formatMonthHeading } from './calendarDay';

describe('calendar days', () => {
  it('says a day as a person does, in the genitive, without «г.»', () => {
    expect(formatDay('2024-05-03')).toBe('3 мая 2024');
    expect(formatDay('2026-11-25')).toBe('25 ноября 2026');
  });

  it('names a month with its year', () => {
    expect(formatMonth('2024-05')).toBe('май 2024 г.');
  });

  it('heads a month in the nominative, without «г.»', () => {
    expect(formatMonthHeading('2026-11')).toBe('ноябрь 2026');
    expect(formatMonthHeading('2024-05')).toBe('май 2024');
  });
});
