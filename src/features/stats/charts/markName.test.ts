import { markName } from './markName';
import type { ChartBar } from './types';

const bar = (fields: Partial<ChartBar>): ChartBar => ({
  key: 'k',
  label: 'Фантастика',
  value: 7,
  valueLabel: '7 · 64\u00a0%',
  spokenValue: '7 фильмов',
  ...fields,
});

describe('markName', () => {
  it('begins with the label and the value as drawn, then says the value in words', () => {
    expect(markName(bar({}), true)).toBe('Фантастика: 7 · 64\u00a0% — 7 фильмов');
  });

  it('says a bare count once, when the words begin with it', () => {
    const decade = bar({ label: '1990-е', valueLabel: '3', spokenValue: '3 фильма' });
    expect(markName(decade, true)).toBe('1990-е: 3 фильма');
  });

  it('names a short label in full, which begins with what is drawn', () => {
    const month = bar({ label: 'янв', fullLabel: 'январь 2026', valueLabel: '2' });
    expect(markName({ ...month, spokenValue: '2 фильма' }, true)).toBe('январь 2026: 2 фильма');
  });

  it('begins with the value where the column is drawn without its label', () => {
    const decade = bar({ label: '1990-е', valueLabel: '3', spokenValue: '3 фильма' });
    expect(markName(decade, false)).toBe('3 фильма — 1990-е');
  });
});
