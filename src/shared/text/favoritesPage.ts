import { countWithNoun, formatNumber } from '../lib/plural';
import { films } from '../text';

/** The favorites page's sorting, filters and search: loaded with that page, not with the entry. */
export const favoritesPageText = {
  backup: {
    kept: (backupKey: string) =>
      `Сохранённое избранное прочитано не полностью: в нём были повреждённые или недопустимые значения. Исходная запись не потеряна — её копия лежит в памяти браузера под ключом «${backupKey}».`,
    download: 'Скачать копию',
    dismiss: 'Понятно',
  },
  toolbarLabel: 'Сортировка, фильтры и поиск в избранном',
  filtersToggle: (active: number) =>
    active > 0 ? `Фильтры и сортировка (${formatNumber(active)})` : 'Фильтры и сортировка',
  find: 'Найти в избранном',
  findPlaceholder: 'Название фильма',
  sort: 'Сортировка',
  sorts: {
    'added-desc': 'Сначала добавленные недавно',
    'added-asc': 'Сначала добавленные давно',
    'title-asc': 'По названию: А→Я, A→Z',
    'title-desc': 'По названию: Я→А, Z→A',
    'year-desc': 'По году: сначала новые',
    'year-asc': 'По году: сначала старые',
    'rating-desc': 'По вашей оценке: сначала высокие',
    'rating-asc': 'По вашей оценке: сначала низкие',
    'watched-desc': 'По просмотру: сначала недавние',
    'watched-asc': 'По просмотру: сначала давние',
    'runtime-asc': 'По длительности: сначала короткие',
    'runtime-desc': 'По длительности: сначала длинные',
    'imdb-desc': 'По рейтингу IMDb: сначала высокие',
    'imdb-asc': 'По рейтингу IMDb: сначала низкие',
  },
  type: 'Тип',
  types: {
    all: 'Все',
    movie: 'Фильмы',
    series: 'Сериалы',
    episode: 'Эпизоды',
    game: 'Игры',
  },
  ratedLabel: 'Ваша оценка',
  rated: {
    all: 'Все',
    yes: 'Оценённые',
    no: 'Без оценки',
  },
  decade: 'Десятилетие',
  allDecades: 'Все десятилетия',
  decadeLabel: (decade: number) => `${decade}-е`,
  shown: (count: number) => `показано ${formatNumber(count)}`,
  noMatches: 'Ничего не подходит',
  noMatchesHint: 'В избранном нет фильмов с такими условиями. Измените их или сбросьте фильтры.',
  reset: 'Сбросить фильтры',
  detailFilters: {
    genre: 'Жанр',
    director: 'Режиссёр',
    actor: 'Актёр',
  },
  detailFilter: (kind: string, name: string) => `${kind}: ${name}`,
  clearDetailFilter: (kind: string, name: string) => `Убрать условие «${kind}: ${name}»`,
  readingDetails: 'Читаем сохранённые сведения о фильмах…',
  transfer: {
    menu: 'Действия со списком',
    /** What a phone shows of `menu`: its start, so the button's name still begins with it. */
    menuNarrow: 'Действия',
    import: 'Импорт',
    export: 'Экспорт',
    exportLabel: 'Экспорт избранного',
    exportJson: 'JSON — резервная копия Фильмотеки',
    exportLetterboxd: 'CSV для импорта в Letterboxd',
    exportImdb: 'CSV в формате списка IMDb',
    exported: (name: string) => `Файл «${name}» сохранён`,
    share: 'Поделиться списком',
    imported: (count: number) => `Добавлено: ${countWithNoun(count, films)}.`,
  },
} as const;
