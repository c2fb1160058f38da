import { useAppSelector } from '../../app/hooks';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { STATUSES, selectFavoriteList, selectLibraryItems, selectShelves } from '../favorites';
import type { ExportKind } from './exportFiles';
import { ExportPopover, type ExportOption } from './ExportPopover';
import { exportText } from './exportText';

const t = favoritesPageText.transfer;
const FAVORITES_FILES: readonly { kind: ExportKind; label: string }[] = [
  { kind: 'json', label: t.exportJson },
  { kind: 'letterboxd', label: t.exportLetterboxd },
  { kind: 'imdb', label: t.exportImdb },
];

/**
 * The favorites page's export: our JSON of the whole library (every entry, hearted or not, with
 * its status: the backup), the favorites for Letterboxd and IMDb, and each shelf that holds a
 * title as a CSV for Letterboxd (the watchlist as Letterboxd's watchlist import).
 */
export function ExportMenu({ onExported }: { onExported: (fileName: string) => void }) {
  const favorites = useAppSelector(selectFavoriteList);
  const library = useAppSelector(selectLibraryItems);
  const shelves = useAppSelector(selectShelves);
  const options: ExportOption[] = FAVORITES_FILES.map(({ kind, label }) => ({
    label,
    build: async () => {
      const { buildExport } = await import('./exportFiles');
      return buildExport(kind, kind === 'json' ? Object.values(library) : favorites, new Date());
    },
  }));
  for (const shelf of STATUSES.filter((status) => shelves[status].length > 0)) {
    options.push({
      label: exportText.shelfCsv(shelf),
      build: async () => {
        const { buildShelfExport } = await import('./shelfExport');
        return buildShelfExport(shelf, 'letterboxd', shelves[shelf], new Date());
      },
    });
  }
  return (
    <ExportPopover
      label={t.export}
      groupLabel={t.exportLabel}
      options={options}
      onExported={onExported}
    />
  );
}
