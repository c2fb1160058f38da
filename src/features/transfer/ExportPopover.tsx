import { useId } from 'react';
import { MenuItem, useCloseMenu } from '../../shared/ui/MenuButton';
import type { ExportFile } from './exportFiles';
import styles from './TransferActions.module.css';

export interface ExportOption {
  label: string;
  /** Makes the file when chosen: the exporters load on the first choice, not with the page. */
  build: () => Promise<ExportFile>;
}

/**
 * 'Экспорт' and its files, in a popover: the browser shows it above the page, and closes it on Esc
 * or a click elsewhere. An item of the list's menu: a choice closes that menu too.
 */
export function ExportPopover({
  label,
  groupLabel,
  options,
  onExported,
}: {
  label: string;
  groupLabel: string;
  options: readonly ExportOption[];
  onExported: (fileName: string) => void;
}) {
  const menuId = useId();
  const closeMenu = useCloseMenu();

  const save = async ({ build }: ExportOption) => {
    document.getElementById(menuId)?.hidePopover();
    closeMenu?.();
    const [file, { downloadFile }] = await Promise.all([build(), import('./exportFiles')]);
    downloadFile(file);
    onExported(file.fileName);
  };

  return (
    <>
      <MenuItem className={styles.exportButton} popoverTarget={menuId}>
        {label}
        <span aria-hidden="true">▾</span>
      </MenuItem>
      <div id={menuId} popover="auto" className={styles.menu} role="group" aria-label={groupLabel}>
        {options.map((option) => (
          <button
            key={option.label}
            type="button"
            className={styles.menuItem}
            onClick={() => void save(option)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </>
  );
}
