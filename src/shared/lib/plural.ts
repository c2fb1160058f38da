const rules = new Intl.PluralRules('ru');
const numbers = new Intl.NumberFormat('ru-RU');

export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/** Picks the Russian word form for a count: 1 фильм, 2 фильма, 5 фильмов, 21 фильм. */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one' || category === 'few' || category === 'many') return forms[category];
  return forms.many;
}

export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** "21 фильм", "1 234 фильма" — the number in ru-RU format followed by the matching form. */
export function countWithNoun(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}
