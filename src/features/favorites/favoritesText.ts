import { countWithNoun, formatNumber } from '../../shared/lib/plural';
import { films } from '../../shared/text';

/** The spec's favorites page (its views, carousel and grid): loaded with that page. */
export const favoritesText = {
  heading: 'Избранное',
  count: (count: number) => `${countWithNoun(count, films)} в избранном`,
  viewLabel: 'Вид',
  carousel: 'Карусель',
  grid: 'Сетка',
  clearAll: 'Очистить все',
  empty: 'Избранное пусто',
  emptyHint: 'Добавляйте фильмы со страницы фильма — они появятся здесь.',
  findMovies: 'Найти фильмы',
  remove: 'Удалить из избранного',
  removeNamed: (title: string) => `Удалить из избранного: ${title}`,
  carouselLabel: 'Избранные фильмы',
  slideLabel: (index: number, total: number) => `${index} из ${total}`,
  previous: 'Предыдущий фильм',
  next: 'Следующий фильм',
  pause: 'Остановить прокрутку',
  play: 'Запустить прокрутку',
  gridLabel: 'Избранные фильмы',
  carouselCapped: (shown: number, total: number) =>
    `В карусели — первые ${formatNumber(shown)} из ${formatNumber(total)}.`,
  showAllInGrid: 'Смотреть все в сетке',
};

/** The spec's confirmations before removing favorites. */
export const confirmText = {
  title: 'Подтверждение',
  removeOne: (title: string) => `Удалить "${title}" из избранного?`,
  remove: 'Удалить',
  removeAll: 'Удалить все фильмы из избранного?',
  removeAllConfirm: 'Удалить все',
  cancel: 'Отмена',
};
