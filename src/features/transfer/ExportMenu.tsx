import { useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { MenuItem, useCloseMenu } from '../../shared/ui/MenuButton';
import { selectFavoriteList } from '../favorites';
import type { ExportKind } from './exportFiles';
import styles from './TransferActions.module.css';

const t = favoritesPageText.transfer;
const OPTIONS: readonly { kind: ExportKind; label: string }[] = [
  { kind: 'json', label: t.exportJson },
  { kind: 'letterboxd', label: t.exportLetterboxd },
  { kind: 'imdb', label: t.exportImdb },
];

/**
 * 'Экспорт' and its three files, in a popover: the browser shows it above the page, and closes it on
 * Esc or a click elsewhere. An item of the list's menu: a choice closes that menu too. The exporters
 * load on the first choice, not with the page.
 */
export function ExportMenu({ onExported }: { onExported: (fileName: string) => void }) {
  const menuId = useId();
  const favorites = useAppSelector(selectFavoriteList);
  const closeMenu = useCloseMenu();

  const save = async (kind: ExportKind) => {
    document.getElementById(menuId)?.hidePopover();
    closeMenu?.();
    const { buildExport, downloadFile } = await import('./exportFiles');
    const file = buildExport(kind, favorites, new Date());
    downloadFile(file);
    onExported(file.fileName);
  };

  return (
    <>
      <MenuItem className={styles.exportButton} popoverTarget={menuId}>
        {t.export}
        <span aria-hidden="true">▾</span>
      </MenuItem>
      <div
        id={menuId}
        popover="auto"
        className={styles.menu}
        role="group"
        aria-label={t.exportLabel}
      >
        {OPTIONS.map((option) => (
          <button
            key={option.kind}
            type="button"
            className={styles.menuItem}
            onClick={() => void save(option.kind)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </>
  );
}
