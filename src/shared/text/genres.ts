/** OMDb's genres in Russian: the statistics' charts and the favorites' genre filter show them so. */
export const genres = {
  Action: 'Боевик',
  Adventure: 'Приключения',
  Animation: 'Анимация',
  Biography: 'Биография',
  Comedy: 'Комедия',
  Crime: 'Криминал',
  Documentary: 'Документальный',
  Drama: 'Драма',
  Family: 'Семейный',
  Fantasy: 'Фэнтези',
  'Film-Noir': 'Нуар',
  'Game-Show': 'Игровое шоу',
  History: 'История',
  Horror: 'Ужасы',
  Music: 'Музыка',
  Musical: 'Мюзикл',
  Mystery: 'Детектив',
  News: 'Новости',
  'Reality-TV': 'Реалити-шоу',
  Romance: 'Мелодрама',
  'Sci-Fi': 'Фантастика',
  Short: 'Короткометражный',
  Sport: 'Спорт',
  'Talk-Show': 'Ток-шоу',
  Thriller: 'Триллер',
  War: 'Военный',
  Western: 'Вестерн',
  Adult: 'Для взрослых',
} as const;
// A Map, so that a name such as "constructor" cannot reach Object's prototype.
export const genreNames: ReadonlyMap<string, string> = new Map(Object.entries(genres));

/** A genre in Russian; one OMDb may add later is shown as it comes. */
export function genreLabel(name: string): string {
  return genreNames.get(name) ?? name;
}
