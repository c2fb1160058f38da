const rules = new Intl.PluralRules('ru');
// The first number formatter a page makes loads the locale's number data, which costs 15–40 ms
// of a first render (measured in Chromium): whole numbers, the counts shown everywhere, are grouped
// here as ru-RU groups them (a test checks they match the formatter), the rest on first need.
let numbers: Intl.NumberFormat | undefined;
const RU_GROUP_SEPARATOR = '\u00a0';

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
  if (Number.isSafeInteger(value) && value >= 0) {
    return String(value).replace(/\B(?=(\d{3})+$)/g, RU_GROUP_SEPARATOR);
  }
  numbers ??= new Intl.NumberFormat('ru-RU');
  return numbers.format(value);
}

/** "21 фильм", "1 234 фильма" — the number in ru-RU format followed by the matching form. */
export function countWithNoun(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}
