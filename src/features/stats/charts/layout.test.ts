import { chartGeometry, truncate } from './layout';
import type { ChartBar } from './types';

const bar = (label: string, value: number): ChartBar => ({
  key: label,
  label,
  value,
  valueLabel: String(value),
  spokenValue: label,
});

describe('truncate', () => {
  it('keeps a label that fits and cuts a longer one to the budget, "…" included', () => {
    expect(truncate('Драма', 5)).toBe('Драма');
    expect(truncate('Леонардо ДиКаприо', 10)).toBe('Леонардо…');
    expect(Array.from(truncate('Мэри-Элизабет Уинстэд', 8))).toHaveLength(8);
  });

  it('counts characters, not UTF-16 units, so it never splits an emoji', () => {
    expect(truncate('🎬🎬🎬🎬', 3)).toBe('🎬🎬…');
  });

  it('leaves only "…" when there is no room for a letter', () => {
    expect(truncate('Драма', 1)).toBe('…');
  });
});

describe('chartGeometry', () => {
  it('grows past its slots rather than drop bars', () => {
    const bars = Array.from({ length: 4 }, (_, i) => bar(`Жанр ${i}`, i + 1));
    const fits = chartGeometry('rows', 320, 4, bars);
    const over = chartGeometry('rows', 320, 2, bars);
    expect(over.height).toBe(fits.height);
    expect(over.shapes).toHaveLength(4);
  });

  it('draws as many rows as bars when no more room is kept, and nothing for none', () => {
    const bars = Array.from({ length: 4 }, (_, i) => bar(`Жанр ${i}`, i + 1));
    const room = chartGeometry('rows', 320, 10, bars);
    const drawn = chartGeometry('rows', 320, bars.length, bars);
    expect(room.tracks).toHaveLength(10);
    expect(drawn.tracks).toHaveLength(4);
    expect(drawn.height).toBeLessThan(room.height);
    expect(chartGeometry('rows', 320, 0, []).tracks).toHaveLength(0);
    expect(chartGeometry('columns', 320, 0, []).tracks).toHaveLength(1);
  });

  it('draws negative and unknown values as zero-length bars', () => {
    const { shapes } = chartGeometry('rows', 320, 3, [bar('a', 4), bar('b', -2), bar('c', NaN)]);
    expect(shapes.map((shape) => shape.bar.width)).toEqual([shapes[0].bar.width, 0, 0]);
    expect(shapes[0].bar.width).toBeGreaterThan(0);
  });

  it('keeps a column chart the same height whatever the slots, and inside its width', () => {
    const months = Array.from({ length: 12 }, (_, i) => bar(`м${i}`, i));
    const twelve = chartGeometry('columns', 240, 12, months);
    expect(chartGeometry('columns', 240, 5, []).height).toBe(twelve.height);
    const last = twelve.shapes[11].hit;
    expect(last.x + last.width).toBeLessThanOrEqual(240);
  });

  it('labels every second narrow column rather than cut short names to one letter', () => {
    const names = [
      'янв',
      'фев',
      'мар',
      'апр',
      'май',
      'июн',
      'июл',
      'авг',
      'сен',
      'окт',
      'ноя',
      'дек',
    ];
    const narrow = chartGeometry(
      'columns',
      238,
      12,
      names.map((name) => bar(name, 1)),
    );
    expect(narrow.shapes.map((shape) => shape.labelText)).toEqual(
      names.map((name, i) => (i % 2 === 0 ? name : '')),
    );
    const wide = chartGeometry(
      'columns',
      600,
      12,
      names.map((name) => bar(name, 1)),
    );
    expect(wide.shapes.map((shape) => shape.labelText)).toEqual(names);
  });
});
