import { formatNumber } from '../../../shared/lib/plural';

/** What an import of Letterboxd's export archive says: loaded with the archive's reader only. */
export const archiveText = {
  broken: 'Архив повреждён или сжат неизвестным способом и не читается.',
  noFilmFiles:
    'В архиве нет файлов Letterboxd с фильмами: watched.csv, diary.csv, ratings.csv, reviews.csv, watchlist.csv или likes/films.csv.',
  tooLarge: (limitMb: number) =>
    `Файлы в архиве слишком большие: больше ${limitMb} МБ после распаковки.`,
  inArchive: (file: string, error: string) => `${file} в архиве: ${error}`,
  tooManyFilms: (limit: number) =>
    `Архив не импортирован: в нём больше ${formatNumber(limit)} фильмов, а за один раз можно импортировать не больше ${formatNumber(limit)}.`,
} as const;
