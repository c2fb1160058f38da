import type { FavoriteMovie, Status } from '../favorites';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { ExportPopover, type ExportOption } from './ExportPopover';
import { exportText } from './exportText';
import type { ShelfExportKind } from './shelfExport';

/**
 * 'Экспорт' for one shelf's page: the entries given (in the order shown) as our JSON or as a CSV
 * for Letterboxd (a watchlist for «Хочу посмотреть»). An item of the page's list menu, as the
 * favorites' ExportMenu is.
 */
export function ShelfExportMenu({
  shelf,
  entries,
  onExported,
}: {
  shelf: Status;
  entries: readonly FavoriteMovie[];
  onExported: (fileName: string) => void;
}) {
  const option = (kind: ShelfExportKind, label: string): ExportOption => ({
    label,
    build: async () => {
      const { buildShelfExport } = await import('./shelfExport');
      return buildShelfExport(shelf, kind, entries, new Date());
    },
  });
  return (
    <ExportPopover
      label={favoritesPageText.transfer.export}
      groupLabel={exportText.shelfExportLabel(shelf)}
      options={[
        option('letterboxd', exportText.shelfCsv(shelf)),
        option('json', exportText.shelfJson(shelf)),
      ]}
      onExported={onExported}
    />
  );
}
