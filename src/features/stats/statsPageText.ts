import { countWithNoun, formatNumber, type PluralForms } from '../../shared/lib/plural';
import { films, text } from '../../shared/text';

// After «Анализ» the noun group is genitive: анализ 1 избранного фильма, 5 избранных фильмов.
const filmsGenitive: PluralForms = { one: 'фильма', few: 'фильмов', many: 'фильмов' };

const favoriteFilmsGenitive: PluralForms = {
  one: 'избранного фильма',
  few: 'избранных фильмов',
  many: 'избранных фильмов',
};

const watchedFilmsGenitive: PluralForms = {
  one: 'просмотренного фильма',
  few: 'просмотренных фильмов',
  many: 'просмотренных фильмов',
};

/** Whole hours, rounded: «81 ч» (a unit, so one form for every number). */
const wholeHours = (minutes: number) => `${formatNumber(Math.round(minutes / 60))} ч`;

/** The spec's statistics page (its cards, empty state and current film): loaded with that page. */
export const statsPageText = {
  heading: text.headings.charts,
  subtitle: (count: number) => `Анализ ${countWithNoun(count, favoriteFilmsGenitive)}`,
  watchedSubtitle: (count: number) => `Анализ ${countWithNoun(count, watchedFilmsGenitive)}`,
  subjectLabel: 'Чья статистика',
  subjects: { favorites: 'Избранное', watched: 'Просмотрено' },
  watchlistCost: (count: number, minutes: number) =>
    `Хочу посмотреть: ${countWithNoun(count, films)}, ${wholeHours(minutes)}`,
  watchlistUntimed: (count: number) =>
    `(не считая ${countWithNoun(count, filmsGenitive)} с неизвестной длительностью)`,
  watchedEmpty: 'Статистика появится, когда вы отметите просмотренные фильмы.',
  byYear: 'Распределение по годам',
  byType: 'Распределение по типам',
  popularYears: 'Популярные года',
  general: 'Общая статистика',
  totalMovies: 'Всего фильмов',
  distinctYears: 'Разных лет (в топ-10)',
  typeCount: 'Типов',
  averagePerType: 'В среднем на тип',
  mostPopularYear: 'Самый популярный год',
  yearWithCount: (year: number, count: number) => `${year} (${countWithNoun(count, films)})`,
  moviesCount: (count: number) => countWithNoun(count, films),
  yearRow: (year: number, count: number) => `${year} — ${countWithNoun(count, films)}`,
  typeRow: (label: string, count: number) => `${label} — ${formatNumber(count)}`,
  unknownType: 'Тип не указан',
  noYear: 'нет данных',
  findMovies: 'Найти фильмы',
  currentMovie: 'Текущий фильм',
  noPoster: 'Нет постера',
  empty: 'Статистика появится, когда вы добавите фильмы в избранное.',
  emptyTitle: 'Пока нечего считать',
} as const;
