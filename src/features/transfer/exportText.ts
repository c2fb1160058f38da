import type { Status } from '../favorites';

/** The shelves' names, as the shelves show them. */
export const shelfNames: Record<Status, string> = {
  want: 'Хочу посмотреть',
  watching: 'Смотрю',
  watched: 'Просмотрено',
  dropped: 'Брошено',
};

/** The export menus' texts beyond the favorites' own (shared/text/favoritesPage.ts): small, loaded with them. */
export const exportText = {
  /** A shelf's CSV in Letterboxd's import format: a watchlist, or a diary. */
  shelfCsv: (shelf: Status) =>
    `${shelfNames[shelf]} — CSV для Letterboxd (${shelf === 'want' ? 'watchlist' : 'дневник'})`,
  shelfJson: (shelf: Status) => `${shelfNames[shelf]} — JSON`,
  shelfExportLabel: (shelf: Status) => `Экспорт полки «${shelfNames[shelf]}»`,
} as const;
