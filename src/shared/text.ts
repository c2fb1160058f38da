import { formatNumber, pluralForm, type PluralForms } from './lib/plural';

export const films: PluralForms = { one: 'фильм', few: 'фильма', many: 'фильмов' };
const found: PluralForms = { one: 'найден', few: 'найдено', many: 'найдено' };

/**
 * Every Russian string the user sees, in one place: this module holds those of the entry chunk and
 * the pages; text/ beside it holds those of code loaded only when used (the statistics page, import,
 * export, the list tools, the offline notices, the film, favorites and 404 pages), so the entry does
 * not carry strings of code it does not load.
 */
export const text = {
  appName: 'Фильмотека',
  logoEmoji: '🎬',
  layout: {
    skipToContent: 'Перейти к содержимому',
    pageLoading: 'Загрузка страницы...',
  },
  crash: {
    title: 'Что-то пошло не так на этой странице.',
    hint: 'Перезагрузите страницу или откройте другой раздел — остальное приложение работает.',
    reload: 'Перезагрузить',
  },
  nav: {
    label: 'Основная навигация',
    search: 'Поиск',
    favorites: 'Избранное',
    charts: 'Статистика',
  },
  /** Headings shown before their page has loaded (see the pages' frames). */
  headings: {
    charts: 'Статистика фильмов',
  },
  titles: {
    search: 'Поиск фильмов — Фильмотека',
    searchFor: (query: string) => `«${query}» — поиск — Фильмотека`,
    favorites: 'Избранное — Фильмотека',
    charts: 'Статистика — Фильмотека',
    shelf: (name: string) => `${name} — Фильмотека`,
    diary: 'Дневник — Фильмотека',
    movie: (title?: string) => (title ? `${title} — Фильмотека` : 'Фильм — Фильмотека'),
    notFound: 'Страница не найдена — Фильмотека',
  },
  footer: {
    credit: 'Данные о фильмах предоставлены',
    source: 'OMDb API',
    sourceUrl: 'https://www.omdbapi.com/',
  },
  search: {
    heroTitle: 'Найдите свой фильм',
    heroSubtitle: 'Ищите по названию или по IMDb ID — и сохраняйте любимое в избранное',
    inputLabel: 'Название фильма или IMDb ID',
    placeholder: 'Например: Inception, The Matrix или tt0133093',
    submit: 'Найти',
    clear: 'Очистить',
    clearLabel: 'Очистить поиск',
    minLength: 'Минимальная длина запроса: 3 символа',
    tooGeneral:
      "Слишком общий запрос. Попробуйте ввести более конкретное название фильма (например, 'Inception 2010' или 'The Matrix').",
    cyrillicHint:
      'OMDb ищет по английским названиям. Введите оригинальное название (например, «Stalker» вместо «Сталкер») или IMDb ID (например, tt0133093).',
    recentTitle: 'Недавние запросы',
    clearRecent: 'Очистить историю',
    loadingTitle: 'Ищем фильмы...',
    loadingSubtitle: 'Это может занять несколько секунд',
    resultsTitle: 'Результаты поиска',
    total: (total: number) =>
      `${formatNumber(total)} ${pluralForm(total, films)} ${pluralForm(total, found)}`,
    queryLabel: (query: string) => `по запросу «${query}»`,
    nothingFound: 'Ничего не найдено',
    nothingFoundHint: 'Попробуйте изменить запрос или поискать по IMDb ID.',
    newSearch: 'Новый поиск',
    loadMore: 'Показать ещё',
    loadingMore: 'Загружаем...',
    shown: (loaded: number, total: number) =>
      `Показано ${formatNumber(loaded)} из ${formatNumber(total)}`,
    retry: 'Повторить',
    filters: 'Фильтры поиска',
    type: 'Тип',
    types: { all: 'Все', movie: 'Фильмы', series: 'Сериалы', episode: 'Эпизоды' },
    year: 'Год',
    yearPlaceholder: 'Любой',
    resetFilters: 'Сбросить фильтры',
    badYear: (min: number, max: number) => `Год — число от ${min} до ${max}.`,
    badType: (value: string) => `Неизвестный тип «${value}»: выберите тип выше.`,
    idIgnoresFilters: 'Поиск по IMDb ID не учитывает фильтры.',
    /** «(только сериалы, 1999 год)»: `type` is one of `types` above. */
    activeFilters: (type: string | null, year: number | null) =>
      `(${[type && `только ${type.toLowerCase()}`, year && `${year} год`].filter(Boolean).join(', ')})`,
  },
  errors: {
    searchHttp: 'Failed to fetch movies',
    detailsHttp: 'Failed to fetch movie details',
    tooManyResults:
      'Слишком много результатов. Попробуйте более конкретный запрос (например, добавьте год или полное название фильма).',
    movieNotFound: 'Фильм не найден. Проверьте правильность написания названия.',
    noMoviesFound: 'Фильмы не найдены',
    detailsNotFound: 'Movie not found',
    unknown: 'Unknown error',
    searchFailed: 'Search failed',
    detailsFailed: 'Failed to load details',
    invalidKey: 'Неверный ключ OMDb API. Проверьте настройку VITE_OMDB_API_KEY или OMDB_API_KEY.',
    noKey: 'Не указан ключ OMDb API. Задайте VITE_OMDB_API_KEY или OMDB_API_KEY.',
    dailyLimit: 'Исчерпан дневной лимит запросов к OMDb (1 000 в сутки). Попробуйте завтра.',
    rateLimited: 'Слишком много запросов, попробуйте через минуту',
    network: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    offline: 'Нет сети: поиск недоступен, сохранённые фильмы — в Избранном',
    timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
    badResponse: 'Сервис вернул некорректный ответ. Попробуйте позже.',
  },
} as const;
