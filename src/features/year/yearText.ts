import { tenthsFormat } from '../../shared/lib/locale';
import { countWithNoun, formatNumber, type PluralForms } from '../../shared/lib/plural';
import { films } from '../../shared/text';
import { genreLabel } from '../../shared/text/genres';

const hours: PluralForms = { one: 'час', few: 'часа', many: 'часов' };
const minutes: PluralForms = { one: 'минута', few: 'минуты', many: 'минут' };
const watches: PluralForms = { one: 'просмотр', few: 'просмотра', many: 'просмотров' };
const episodesNoun: PluralForms = { one: 'серию', few: 'серии', many: 'серий' };
// After «длительность» the noun is genitive: длительность 1 просмотра, 5 просмотров.
const watchesOf: PluralForms = { one: 'просмотра', few: 'просмотров', many: 'просмотров' };
const monthsIn =
  'январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре'.split(' ');

/** A sentence: text, and the films it names (each shown as a link to its page). */
export type Sentence<F> = readonly (string | F)[];

function duration(total: number): string {
  const hourCount = Math.floor(total / 60);
  const minuteCount = total % 60;
  if (hourCount === 0) return countWithNoun(minuteCount, minutes);
  const hoursText = countWithNoun(hourCount, hours);
  return minuteCount === 0 ? hoursText : `${hoursText} ${countWithNoun(minuteCount, minutes)}`;
}

function rating(value: number): string {
  return tenthsFormat().format(value);
}

/** «a», «a и b», «a, b и c». */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

/** Films as «Title», «Title» и «Title», each film kept as itself for its link. */
function filmList<F>(list: readonly F[]): (string | F)[] {
  return list.flatMap((film, index) => [
    index === 0 ? '«' : index === list.length - 1 ? ' и «' : ', «',
    film,
    '»',
  ]);
}

/** The year-in-review page (`/year/2026`), its picture and the statistics page's links to it. */
export const yearText = {
  title: (year: number) => `Ваш ${year} год — Фильмотека`,
  heading: (year: number) => `Ваш ${year} год`,
  subtitle:
    'Итоги года по вашим просмотрам и избранному: что посмотрено, как оценено, что добавлено.',
  loading: 'Собираем итоги года...',
  empty: 'Пока нет данных за этот год.',
  emptyHint:
    'Отмечайте, когда вы посмотрели фильм, и добавляйте фильмы в избранное — итоги появятся здесь.',
  toFavorites: 'Перейти в избранное',
  added: (year: number, count: number) =>
    `В ${year} году вы добавили в избранное ${countWithNoun(count, films)}.`,
  watched: (year: number, filmCount: number, watchCount: number, totalMinutes: number) => {
    const rewatched = watchCount > filmCount ? ` (${countWithNoun(watchCount, watches)})` : '';
    const time = totalMinutes > 0 ? ` — ${duration(totalMinutes)}` : '';
    return `В ${year} году вы посмотрели ${countWithNoun(filmCount, films)}${rewatched}${time}.`;
  },
  episodes: (year: number, count: number, totalMinutes: number) => {
    const time = totalMinutes > 0 ? ` — ${duration(totalMinutes)}` : '';
    return `В ${year} году вы посмотрели ${countWithNoun(count, episodesNoun)} сериалов${time}.`;
  },
  nothingWatched: (year: number) => `Просмотров в ${year} году вы пока не отмечали.`,
  untimed: (count: number) =>
    `Длительность ${countWithNoun(count, watchesOf)} неизвестна: в часы они не вошли.`,
  genres: (list: readonly { name: string; count: number }[]) =>
    `${list.length === 1 ? 'Жанр, который вы смотрели чаще всего' : 'Жанры, которые вы смотрели чаще всего'}: ${listOf(
      list.map(
        ({ name, count }) => `${genreLabel(name).toLowerCase()} — ${countWithNoun(count, films)}`,
      ),
    )}.`,
  directors: (list: readonly { name: string; count: number }[]) =>
    `${list.length === 1 ? 'Режиссёр, которого вы смотрели чаще всего' : 'Режиссёры, которых вы смотрели чаще всего'}: ${listOf(
      list.map(({ name, count }) => `${name} — ${countWithNoun(count, films)}`),
    )}.`,
  decade: (decade: number, count: number) =>
    `Чаще всего вы смотрели фильмы ${decade}-х: ${countWithNoun(count, films)}.`,
  highestRated: <F>(list: readonly F[], value: number): Sentence<F> => [
    'Выше всего вы оценили ',
    ...filmList(list),
    ` — ${formatNumber(value)} из 10.`,
  ],
  disagreement: <F>(film: F, mine: number, imdb: number): Sentence<F> => [
    'Сильнее всего ваше мнение разошлось с IMDb о фильме «',
    film,
    `»: у вас ${formatNumber(mine)}, на IMDb ${rating(imdb)} — разница ${rating(Math.abs(mine - imdb))}.`,
  ],
  busiestMonth: (month: number, count: number) =>
    `Чаще всего вы смотрели кино в ${monthsIn[month - 1]}: ${countWithNoun(count, watches)}.`,
  summaryLabel: 'Итоги года',
  saveImage: 'Сохранить картинку',
  savingImage: 'Рисуем картинку...',
  share: 'Поделиться',
  imageFailed: 'Не удалось нарисовать картинку. Попробуйте ещё раз.',
  imageFile: (year: number) => `filmoteka-${year}.png`,
  imageHeading: (year: number) => `Мой ${year} год в Фильмотеке`,
  imageFooter: 'Фильмотека',
  shareTitle: (year: number) => `Мой ${year} год в Фильмотеке`,
  posterMissing: 'Постер недоступен',
} as const;
