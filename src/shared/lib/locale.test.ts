import { longDateFormat, percentFormat, russianCollator, tenthsFormat } from './locale';

describe('locale objects', () => {
  it('are made once and shared', () => {
    expect(russianCollator()).toBe(russianCollator());
    expect(tenthsFormat()).toBe(tenthsFormat());
  });

  it('write Russian', () => {
    expect(tenthsFormat().format(7.5)).toBe('7,5');
    expect(percentFormat().format(0.42)).toBe('42\u00a0%');
    expect(longDateFormat().format(new Date(2026, 10, 24))).toBe('24 ноября 2026 г.');
    // By code point «ё» would come after «я».
    expect(['яблоко', 'ёж', 'ель'].sort(russianCollator().compare)).toEqual([
      'ёж',
      'ель',
      'яблоко',
    ]);
  });
});
