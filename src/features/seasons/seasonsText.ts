import { formatDay } from '../../shared/lib/calendarDay';
import { countWithNoun, formatNumber, type PluralForms } from '../../shared/lib/plural';

const episodes: PluralForms = { one: 'серия', few: 'серии', many: 'серий' };
const seasons: PluralForms = { one: 'сезона', few: 'сезонов', many: 'сезонов' };

/** «S02E05», the code a series' episode goes by. */
export function episodeCode(season: number, episode: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `S${pad(season)}E${pad(episode)}`;
}

/** «S02E05 «Title»», or the code alone when OMDb has no title. */
function named(season: number, episode: number, title: string | null): string {
  const code = episodeCode(season, episode);
  return title ? `${code} «${title}»` : code;
}

/** A series, season by season: its page's section and «Следующая серия». */
export const seasonsText = {
  heading: 'Сезоны',
  season: (season: number) => `Сезон ${season}`,
  episodeCount: (count: number) => countWithNoun(count, episodes),
  loading: 'Загрузка сезона...',
  missing: 'OMDb не знает этого сезона.',
  empty: 'OMDb не знает ни одной серии этого сезона.',
  retry: 'Повторить',
  markSeason: 'Отметить сезон',
  markSeasonNamed: (season: number) => `Отметить сезон ${season}`,
  unmarkSeason: 'Снять отметки сезона',
  unmarkSeasonNamed: (season: number) => `Снять отметки сезона ${season}`,
  markUpTo: 'Отметить до этой серии',
  markUpToNamed: (season: number, episode: number) =>
    `Отметить до этой серии: ${episodeCode(season, episode)}`,
  untitled: (episode: number) => `Серия ${episode}`,
  airDate: (day: string | null) => (day ? formatDay(day) : 'Дата неизвестна'),
  rating: (rating: number) => `IMDb ${formatNumber(rating)}`,
  episodesLabel: (season: number) => `Серии сезона ${season}`,
  showMore: (count: number) => `Показать ещё ${countWithNoun(count, episodes)}`,
  progress: (watched: number, total: number) =>
    `${formatNumber(watched)} из ${formatNumber(total)}`,
  nextEpisode: (season: number, episode: number, title: string | null) =>
    `дальше: ${named(season, episode, title)}`,
  nextInSeason: (season: number) => `дальше: сезон ${season}`,
  allWatched: 'все серии просмотрены',
  seasonsKnown: (known: number, total: number) =>
    `известно ${formatNumber(known)} из ${countWithNoun(total, seasons)}`,
  next: 'Следующая серия',
  nextLoading: 'Ищем следующую серию...',
  marked: (season: number, episode: number, title: string | null) =>
    `Отмечена ${named(season, episode, title)}`,
  unmarked: (season: number, episode: number) => `Отметка ${episodeCode(season, episode)} снята`,
  nothingNext: 'Все серии просмотрены',
  undo: 'Отменить',
};
