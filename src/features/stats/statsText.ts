import { percentFormat, tenthsFormat } from '../../shared/lib/locale';
import { countWithNoun, formatNumber, pluralForm, type PluralForms } from '../../shared/lib/plural';
import { films } from '../../shared/text';
import { genreLabel, genreNames, genres } from '../../shared/text/genres';

// After «из» the noun is genitive: из 1 фильма, из 2 фильмов, из 21 фильма.
const filmsAfterOf: PluralForms = { one: 'фильма', few: 'фильмов', many: 'фильмов' };
const hours: PluralForms = { one: 'час', few: 'часа', many: 'часов' };
const episodesGenitive: PluralForms = { one: 'серии', few: 'серий', many: 'серий' };
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

const watchesNoun: PluralForms = { one: 'просмотр', few: 'просмотра', many: 'просмотров' };
// After «по»: по 1 фильму, по 2 фильмам, по 21 фильму.
const filmsDative: PluralForms = { one: 'фильму', few: 'фильмам', many: 'фильмам' };
const monthsNoun: PluralForms = { one: 'месяц', few: 'месяца', many: 'месяцев' };

function yourRatingsSummary(stats: {
  rated: number;
  unrated: number;
  average: number | null;
}): string {
  if (stats.average === null) return 'Вы ещё не оценили ни одного фильма';
  const total = stats.rated + stats.unrated;
  return `Вы оценили ${countWithNoun(stats.rated, films)} из ${formatNumber(total)}; средняя оценка — ${rating(stats.average)}`;
}

/** «+1,8», «−0,5» (a true minus sign), «0,0». */
function signedTenths(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return `${sign}${rating(Math.abs(value))}`;
}

function versusSummary(stats: { compared: number; averageDifference: number | null }): string {
  const { compared, averageDifference: difference } = stats;
  if (difference === null) return 'Нет фильмов с вашей оценкой и оценкой IMDb';
  const basis = `по ${countWithNoun(compared, filmsDative)}`;
  if (difference === 0) return `Ваши оценки в среднем совпадают с IMDb — ${basis}`;
  const side = difference > 0 ? 'выше' : 'ниже';
  return `Ваши оценки в среднем на ${rating(Math.abs(difference))} ${side} IMDb — ${basis}`;
}

function watchSummary(stats: {
  watches: number;
  busiest: { month: string; count: number } | null;
}): string {
  const parsed = stats.busiest && parseMonth(stats.busiest.month);
  if (!stats.busiest || !parsed) return 'Вы ещё не отметили ни одного просмотра';
  const when = `в ${monthsIn[parsed[1]]} ${parsed[0]}`;
  return `Всего ${countWithNoun(stats.watches, watchesNoun)}; больше всего — ${when}: ${formatNumber(stats.busiest.count)}`;
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
    watches: 'Просмотров',
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
  personalLabel: 'Ваши оценки и просмотры',
  yourRatingsCard: {
    title: 'Ваши оценки',
    /** Under a column: «8»; its name begins with it: «8 из 10». */
    label: (value: number) => String(value),
    fullLabel: (value: number) => `${value} из 10`,
    average: 'Средняя',
    mostGiven: 'Чаще всего',
    unrated: 'Без оценки',
    summary: yourRatingsSummary,
    empty: 'Вы ещё не оценили ни одного фильма',
    emptyHint:
      'Поставьте оценку на странице фильма или в карточке избранного — здесь появится, как часто вы ставите каждую.',
  },
  versusCard: {
    title: 'Вы и IMDb',
    above: 'Вы оцениваете выше IMDb',
    below: 'Вы оцениваете ниже IMDb',
    none: 'Таких фильмов нет',
    /** Beside a film's title: both ratings and the difference. */
    figures: (yours: number, imdb: number, difference: number) =>
      `вы — ${formatNumber(yours)}, IMDb — ${rating(imdb)} (${signedTenths(difference)})`,
    summary: versusSummary,
    empty: 'Вы ещё не оценили ни одного фильма',
    emptyHint:
      'Когда вы оцените фильмы, здесь появится, насколько ваши оценки расходятся с оценками IMDb.',
  },
  watchCard: {
    title: 'Просмотры по месяцам',
    watches: 'Просмотров',
    films: 'Фильмов',
    busiest: 'Больше всего',
    busiestValue: (month: string, count: number) => `${monthLabel(month)} — ${formatNumber(count)}`,
    /** Under the chart when the span is longer than it shows. */
    earlier: (months: number, watches: number) =>
      `На графике — последние ${countWithNoun(months, monthsNoun)}; раньше — ${countWithNoun(watches, watchesNoun)}`,
    watchCount: (count: number) => countWithNoun(count, watchesNoun),
    summary: watchSummary,
    empty: 'Вы ещё не отметили ни одного просмотра',
    emptyHint:
      'Отметьте день, когда смотрели фильм, на его странице или в карточке избранного — здесь появятся просмотры по месяцам.',
  },
  episodesCard: {
    title: 'Сериалы',
    episodes: 'Серий просмотрено',
    hours: 'Время',
    finished: 'Сериалов досмотрено',
    duration,
    untimed: (count: number) =>
      `Не считая ${countWithNoun(count, episodesGenitive)} сериалов с неизвестной длительностью.`,
  },
} as const;
