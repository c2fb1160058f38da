import { formatDay } from '../../../shared/lib/calendarDay';
import { formatNumber } from '../../../shared/lib/plural';

/** The visitor's own rating, watch days and note: loaded with the film page's and the favorites' editor. */
export const personalText = {
  heading: 'Ваша оценка и заметки',
  notFavoriteHint: 'Оценка или день просмотра отметят фильм как просмотренный.',
  rating: 'Ваша оценка',
  /** The rating's visible value, beside the stars. */
  ratingValue: (rating: number | undefined) =>
    rating === undefined ? 'нет' : `${formatNumber(rating)} из 10`,
  /** The slider's name: the label and the value it shows. */
  ratingName: (rating: number | undefined) =>
    `Ваша оценка: ${rating === undefined ? 'нет' : `${formatNumber(rating)} из 10`}`,
  ratingHint: 'Стрелки — полшага, цифры 1–9 и 0 (это 10), Delete — убрать.',
  clearRating: 'Убрать оценку',
  watched: 'Просмотры',
  notWatched: 'Ещё не отмечены.',
  watchDay: 'День просмотра',
  addWatch: 'Отметить просмотр',
  removeWatch: (day: string) => `Убрать просмотр ${formatDay(day)}`,
  futureDay: 'Можно отметить только сегодняшний или прошедший день.',
  badDay: 'Укажите день просмотра.',
  repeatedDay: 'Этот день уже отмечен.',
  note: 'Заметка',
  noteHint: 'Видна только вам, сохраняется сама.',
  /** «120 / 1000»: four digits go ungrouped, as Russian typesetting writes them. */
  noteCount: (length: number, max: number) => `${length} / ${max}`,
  /** The dialog a favorite's card opens (its button's text is in personalCard.ts). */
  dialogTitle: (title: string) => `Оценка и заметка: ${title}`,
  close: 'Закрыть',
};
