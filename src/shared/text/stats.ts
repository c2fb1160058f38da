import { percentFormat, tenthsFormat } from '../lib/locale';
import { countWithNoun, formatNumber, pluralForm, type PluralForms } from '../lib/plural';
import { films } from '../text';
import { genreLabel, genreNames, genres } from './genres';

// After «из» the noun is genitive: из 1 фильма, из 2 фильмов, из 21 фильма.
const filmsAfterOf: PluralForms = { one: 'фильма', few: 'фильмов', many: 'фильмов' };
const hours: PluralForms = { one: 'час', few: 'часа', many: 'часов' };
const minutes: PluralForms = { one: 'минута', few: 'минуты', many: 'минут' };
const added: PluralForms = { one: 'добавлен', few: 'добавлено', many: 'добавлено' };
// Written out rather than asked of Intl: its month names cost a locale-data load (some 30 ms on a
// slow phone) for twelve words, and it has no prepositional case: «больше всего — в ноябре».
const monthNames =
  'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь'.split(' ');
const monthsIn =
  'январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре'.split(' ');

const noData = 'Данных пока нет';

/** What a top-names summary reads of its statistic: the leader and the films it is out of. */
type Names = { top: readonly { name: string; count: number }[]; known: number };
type RatingFigures = { average: number | null; median: number | null; unrated: number };

function duration(totalMinutes: number): string {
  const whole = Number.isFinite(totalMinutes) ? Math.max(0, Math.round(totalMinutes)) : 0;
  const hourCount = Math.floor(whole / 60);
  const minuteCount = whole % 60;
  if (hourCount === 0) return countWithNoun(minuteCount, minutes);
  const hoursText = countWithNoun(hourCount, hours);
  return minuteCount === 0 ? hoursText : `${hoursText} ${countWithNoun(minuteCount, minutes)}`;
}

function rating(value: number): string {
  return tenthsFormat().format(value);
}

function percent(share: number): string {
  return percentFormat().format(share);
}

/** "2026-11" → [2026, 10]; null for anything else. */
function parseMonth(key: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = match ? Number(match[2]) - 1 : -1;
  return match && month >= 0 && month < 12 ? [Number(match[1]), month] : null;
}

function monthLabel(key: string): string {
  const parsed = parseMonth(key);
  return parsed ? `${monthNames[parsed[1]]} ${parsed[0]}` : key;
}

/** «янв», «фев», … «май», … «ноя»: Intl's own short forms («нояб.», «сент.») vary in length. */
function monthShort(key: string): string {
  const parsed = parseMonth(key);
  return parsed ? monthNames[parsed[1]].slice(0, 3) : key;
}

function mostOften(name: string, tail: string): string {
  return `Чаще всего — ${name}: ${tail}`;
}

function ofKnown(count: number, known: number): string {
  return `${formatNumber(count)} из ${formatNumber(known)} ${pluralForm(known, filmsAfterOf)}`;
}

function genreSummary({ top: [first], known }: Names): string {
  if (!first) return noData;
  const label = genreNames.get(first.name)?.toLocaleLowerCase('ru') ?? first.name;
  return mostOften(label, ofKnown(first.count, known));
}

function peopleSummary({ top: [first] }: Names): string {
  return first ? mostOften(first.name, countWithNoun(first.count, films)) : noData;
}

function placeSummary({ top: [first], known }: Names): string {
  return first ? mostOften(first.name, ofKnown(first.count, known)) : noData;
}

/** The busiest of the buckets; on a tie the later one (the newest decade, the latest month). */
function peak<T extends { count: number }>(buckets: readonly T[]): T | undefined {
  return buckets.reduce<T | undefined>(
    (best, bucket) => (bucket.count > 0 && bucket.count >= (best?.count ?? 0) ? bucket : best),
    undefined,
  );
}

function decadeSummary(buckets: readonly { decade: number; count: number }[]): string {
  const top = peak(buckets);
  return top ? `Больше всего фильмов из ${top.decade}-х: ${formatNumber(top.count)}` : noData;
}

function ratingSummary(stats: RatingFigures): string {
  if (stats.average === null || stats.median === null) {
    return stats.unrated > 0 ? 'Ни у одного фильма нет оценки IMDb' : noData;
  }
  const figures = `Средняя оценка — ${rating(stats.average)}, медиана — ${rating(stats.median)}`;
  return stats.unrated > 0
    ? `${figures}; без оценки — ${countWithNoun(stats.unrated, films)}`
    : figures;
}

function runtimeSummary(stats: { totalMinutes: number; averageMinutes: number | null }): string {
  if (stats.averageMinutes === null) return noData;
  return `Всего ${duration(stats.totalMinutes)}; в среднем ${duration(stats.averageMinutes)}`;
}

function monthSummary(buckets: readonly { month: string; count: number }[]): string {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const top = peak(buckets);
  const parsed = top && parseMonth(top.month);
  if (!top || !parsed) return 'За год не добавлено ни одного фильма';
  const when = `в ${monthsIn[parsed[1]]} ${parsed[0]}`;
  const count = `${pluralForm(total, added)} ${countWithNoun(total, films)}`;
  return `За год ${count}, больше всего — ${when}: ${formatNumber(top.count)}`;
}

/** Runtime bins' lower bounds in minutes (see runtimeBins): «до 1 ч», «1–1,5 ч», … «3 ч и больше». */
const RUNTIME_BIN_LABELS = ['до 1 ч', '1–1,5 ч', '1,5–2 ч', '2–2,5 ч', '2,5–3 ч', '3 ч и больше'];

/** The statistics page's cards beyond the spec's: loaded with that page, not with the entry. */
export const statsText = {
  noData,
  sectionLabel: 'Подробнее о фильмах',
  table: {
    show: 'Показать таблицей',
    hide: 'Скрыть таблицу',
    value: 'Фильмов',
    name: 'Название',
    genre: 'Жанр',
    person: 'Имя',
    country: 'Страна',
    language: 'Язык',
    decade: 'Десятилетие',
    rating: 'Оценка',
    runtime: 'Длительность',
    month: 'Месяц',
  },
  films: 'Фильмы',
  showFilms: 'Показать фильмы',
  hideFilms: 'Скрыть фильмы',
  filmCount: (count: number) => countWithNoun(count, films),
  percent,
  genres,
  genreLabel,
  duration,
  genreCard: { title: 'Жанры', summary: genreSummary },
  directorCard: { title: 'Режиссёры', summary: peopleSummary },
  actorCard: { title: 'Актёры', summary: peopleSummary },
  countryCard: { title: 'Страны', summary: placeSummary },
  languageCard: { title: 'Языки', summary: placeSummary },
  decadeCard: {
    title: 'Десятилетия',
    label: (decade: number) => `${decade}-е`,
    summary: decadeSummary,
  },
  ratingCard: {
    title: 'Оценки IMDb',
    average: 'Средняя',
    median: 'Медиана',
    highest: 'Лучшая оценка',
    lowest: 'Худшая оценка',
    unrated: 'Без оценки',
    /** One decimal always: «8,0». */
    value: rating,
    /** Bin 7 holds 7.0 ≤ r < 8.0: «7–8». */
    binLabel: (bin: number) => `${bin}–${bin + 1}`,
    summary: ratingSummary,
  },
  runtimeCard: {
    title: 'Время',
    total: 'Всего',
    average: 'В среднем',
    longest: 'Самый длинный',
    /** Beside a series' runtime, which is one episode's. */
    episode: 'серия',
    binLabel: (bin: number) => RUNTIME_BIN_LABELS[bin] ?? '',
    summary: runtimeSummary,
  },
  monthCard: {
    title: 'Добавлено по месяцам',
    label: monthLabel,
    short: monthShort,
    summary: monthSummary,
  },
} as const;
