import type { Status } from '../favorites';
import { countWithNoun, formatNumber, type PluralForms } from '../../shared/lib/plural';
import { films } from '../../shared/text';

const viewings: PluralForms = { one: 'просмотр', few: 'просмотра', many: 'просмотров' };

/** The shelves, the diary and «Что посмотреть?»: loaded with their pages. */
export const shelvesText = {
  /** «Смотрю»'s list of series, each with «Следующая серия». */
  nextEpisodes: 'Что дальше',
  names: {
    want: 'Хочу посмотреть',
    watching: 'Смотрю',
    watched: 'Просмотрено',
    dropped: 'Брошено',
  } satisfies Record<Status, string>,
  navLabel: 'Полки',
  /** «Хочу посмотреть · 43»: the link's visible text is its whole name. */
  link: (name: string, count: number) => `${name} · ${formatNumber(count)}`,
  count: (count: number) => countWithNoun(count, films),
  gridLabel: (name: string) => `${name}: фильмы`,
  find: 'Найти на полке',
  toolbarLabel: 'Сортировка, фильтры и поиск на полке',
  noMatchesHint: 'На полке нет фильмов с такими условиями. Измените их или сбросьте фильтры.',
  empty: 'Здесь пока пусто',
  emptyHints: {
    want: 'Отмечайте «Хочу посмотреть» на странице фильма — он появится здесь.',
    watching: 'Фильмы и сериалы, которые вы смотрите сейчас, появятся здесь.',
    watched: 'Оцените фильм или отметьте день просмотра — он появится здесь.',
    dropped: 'Брошенные фильмы и сериалы появятся здесь.',
  } satisfies Record<Status, string>,
  findMovies: 'Найти фильмы',
  share: 'Поделиться',
  diary: {
    heading: 'Дневник',
    link: 'Дневник',
    count: (count: number) => countWithNoun(count, viewings),
    monthCount: (count: number) => `· ${countWithNoun(count, viewings)}`,
    listLabel: 'Дни просмотра',
    ratingLabel: 'ваша оценка',
    rewatch: 'повторно',
    empty: 'Дневник пуст',
    emptyHint: 'Отмечайте дни просмотра на странице фильма — они появятся здесь по месяцам.',
  },
  pick: {
    open: 'Что посмотреть?',
    title: 'Что посмотреть?',
    close: 'Закрыть',
    maxRuntime: 'Не дольше, мин',
    genre: 'Жанр',
    anyGenre: 'Любой',
    choose: 'Выбрать',
    another: 'Ещё вариант',
    runtime: (minutes: number) => `${formatNumber(minutes)} мин`,
    nothing: 'Ничего не подходит: на полке «Хочу посмотреть» нет фильма с такими условиями.',
    unknownHint:
      'Длительность и жанр известны не для всех фильмов: их сведения загружаются, когда страница открыта в сети.',
    empty: 'На полке «Хочу посмотреть» пока нет фильмов.',
  },
};
