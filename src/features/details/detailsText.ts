import { longDateFormat } from '../../shared/lib/locale';
import { countWithNoun, formatNumber } from '../../shared/lib/plural';
import { films } from '../../shared/text';

/** Loading the details behind the favorites (the statistics page): loaded with that page. */
export const detailsText = {
  reading: 'Читаем сохранённые сведения о фильмах…',
  loading: (done: number, total: number) =>
    `Загружаем сведения о фильмах: ${formatNumber(done)} из ${formatNumber(total)}`,
  loadingLabel: 'Загрузка сведений о фильмах',
  stop: 'Остановить',
  stopped: 'Загрузка остановлена.',
  failed: (count: number) => `Не удалось загрузить ${countWithNoun(count, films)}`,
  retry: 'Повторить',
  resume: 'Загрузить остальные',
  asOf: (time: string) => `Данные на ${longDateFormat().format(new Date(time))}`,
} as const;
