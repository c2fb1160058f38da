import { once } from './locale';

/*
 * A calendar day written `YYYY-MM-DD` (a watch day) is a date without a time zone: it is read and
 * formatted in UTC, so 3 May stays 3 May wherever the visitor is.
 */
export const dayFormat = once(
  () =>
    new Intl.DateTimeFormat('ru', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthFormat = once(
  () => new Intl.DateTimeFormat('ru', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

function utcDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** «3 мая 2024»: as a person says it, without the «г.» of the full written form. */
export function formatDay(day: string): string {
  return dayFormat()
    .formatToParts(utcDate(day))
    .filter((part, index, parts) => !(part.type === 'literal' && index === parts.length - 1))
    .map((part) => part.value)
    .join('');
}

/** «май 2024»: a month's heading, without the «г.» of the full written form. */
export function formatMonthHeading(month: string): string {
  return monthFormat()
    .formatToParts(utcDate(`${month}-01`))
    .filter((part) => part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
}

/** «май 2024 г.» for a month written `YYYY-MM`. */
export function formatMonth(month: string): string {
  return monthFormat().format(utcDate(`${month}-01`));
}
