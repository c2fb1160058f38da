import { countWithNoun, formatNumber, type PluralForms } from '../lib/plural';

const votes: PluralForms = { one: 'голос', few: 'голоса', many: 'голосов' };

/** The film page: loaded with that page, not with the entry. */
export const moviePageText = {
  loading: 'Загрузка информации о фильме...',
  back: 'Назад',
  backToSearch: 'Назад к поиску',
  retry: 'Повторить',
  notFound: 'Фильм не найден',
  addFavorite: 'В избранное',
  inFavorites: 'В избранном',
  ratingLabel: (rating: number) => `Рейтинг IMDb: ${formatNumber(rating)} из 10`,
  ratingValue: (rating: number) => `${formatNumber(rating)}/10`,
  votes: (count: number) => `(${countWithNoun(count, votes)})`,
  plot: 'Сюжет',
  ratings: 'Оценки',
  tagsLabel: 'Год, тип и возрастной рейтинг',
  /** The page's description for search engines and link previews when OMDb has no plot. */
  metaDescription: (title: string, year: string) =>
    year ? `«${title}» (${year}) — о фильме в Фильмотеке` : `«${title}» — о фильме в Фильмотеке`,
  fields: {
    genre: 'Жанр',
    director: 'Режиссёр',
    actors: 'В ролях',
    runtime: 'Продолжительность',
    released: 'Премьера',
    country: 'Страна',
    language: 'Язык',
    awards: 'Награды',
  },
};
