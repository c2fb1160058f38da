import type { Status } from './state/status';

/**
 * The statuses' names, and the film page's buttons and picker that set them: a module of its own, so
 * that the film page does not share a chunk of texts with the favorites page.
 */
export const statusText = {
  names: {
    want: 'Хочу посмотреть',
    watching: 'Смотрю',
    watched: 'Просмотрено',
    dropped: 'Брошено',
  } satisfies Record<Status, string>,
  want: 'Хочу посмотреть',
  watchedToday: 'Просмотрено сегодня',
  picker: 'Статус',
  none: 'Без статуса',
};
