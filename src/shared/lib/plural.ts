const rules = new Intl.PluralRules('ru');
// The first number formatter a page makes loads the locale's number data, which costs tens of
// milliseconds: made on first need rather than at start-up, and not at all for numbers under 1000,
// which print as their digits (a test checks they match the formatter).
let numbers: Intl.NumberFormat | undefined;

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
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  numbers ??= new Intl.NumberFormat('ru-RU');
  return numbers.format(value);
}

/** "21 фильм", "1 234 фильма" — the number in ru-RU format followed by the matching form. */
export function countWithNoun(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}
