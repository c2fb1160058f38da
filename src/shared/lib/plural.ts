const rules = new Intl.PluralRules('ru');
// The first number formatter a page makes loads the locale's number data, which costs 15–40 ms
// of a first render (measured in Chromium; ten times that on a low-tier phone, in the film page's
// first render, for its rating): whole numbers and decimals of up to three places (the counts shown
// everywhere, a rating of 8.7) are written here as ru-RU writes them (a test checks they match
// the formatter), the rest on first need.
let numbers: Intl.NumberFormat | undefined;
const RU_GROUP_SEPARATOR = '\u00a0';
/** A number as String() writes it with no exponent and no more places than the formatter keeps. */
const PLAIN_NUMBER = /^\d+(\.\d{1,3})?$/;

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
  const written = String(value);
  if (value >= 0 && value <= Number.MAX_SAFE_INTEGER && PLAIN_NUMBER.test(written)) {
    return written.replace(/\B(?=(\d{3})+(?!\d))/g, RU_GROUP_SEPARATOR).replace('.', ',');
  }
  numbers ??= new Intl.NumberFormat('ru-RU');
  return numbers.format(value);
}

/** "21 фильм", "1 234 фильма" — the number in ru-RU format followed by the matching form. */
export function countWithNoun(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}
