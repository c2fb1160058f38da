import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyPart, prefetchOnIntent, usePrefetch, useSwitch } from '../../shared/lib/loading';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { MenuButton, MenuItem } from '../../shared/ui/MenuButton';
import { ExportMenu } from './ExportMenu';
import type { ImportDialogProps, ImportStart } from './ImportDialog';

const t = favoritesPageText.transfer;

// The dialogs, with their parsers, matcher and QR code, are chunks of their own, never part of
// the page's: fetched ahead by the loading rule while the list's menu is on screen, when the
// visitor reaches for the menu, or when one is opened, whichever comes first.
const ImportDialog = lazyPart<ImportDialogProps>(() => import('./ImportDialog'));
const ShareDialog = lazyPart<{ onClose: () => void }>(() => import('./ShareDialog'));
/** What the menu opens: the import always, the share with favorites. */
const OPENS_EMPTY = [ImportDialog];
const OPENS = [ImportDialog, ShareDialog];
/** The dialogs, for tests of what is fetched ahead. */
export const transferDialogs = { ImportDialog, ShareDialog };

type Open = { dialog: 'import'; start: ImportStart } | { dialog: 'share' } | null;

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * Opens the import for a share link in the address (`#share=…`), then drops the fragment, so a
 * reload does not offer the same list again.
 */
function useShareLinkInAddress(openImport: (start: ImportStart) => void) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!/[#&]share=/.test(hash)) return;
    void import('./shareLink').then(({ readShareFragment }) => {
      const fragment = readShareFragment(hash);
      if (fragment) openImport('ids' in fragment ? fragment : { broken: true });
    });
    navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate, openImport]);
}

/** A file dropped anywhere on the page is offered for import. */
function useDropToImport(openImport: (start: ImportStart) => void) {
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files.item(0);
      // The import dialog's own drop zone has taken it already.
      if (!file || event.defaultPrevented) return;
      event.preventDefault();
      openImport({ file });
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [openImport]);
}

export interface TransferActionsProps {
  hasFavorites: boolean;
  /** What an export or an import did, for the page to say («Файл … сохранён», «Добавлено: …»). */
  onNotice: (notice: string) => void;
  /** More items of the list's menu, after these. */
  children?: ReactNode;
}

/**
 * The list's menu: 'Импорт' always (a new device starts empty); 'Экспорт' and 'Поделиться списком'
 * with favorites; then the caller's items. The dialogs stay outside the menu's list, so a share
 * link or a dropped file opens them with the menu closed.
 */
export function TransferActions({ hasFavorites, onNotice, children }: TransferActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const opens = hasFavorites ? OPENS : OPENS_EMPTY;
  usePrefetch(opens);
  const intent = useMemo(() => prefetchOnIntent(opens), [opens]);
  // A dialog opens at once when its chunk is in; until then in a transition: the page stays as it
  // is, and after 200 ms the menu's button says it is working.
  const [busy, startSwitch] = useSwitch(opens);
  const openImport = useCallback(
    (start: ImportStart) => startSwitch(() => setOpen({ dialog: 'import', start })),
    [startSwitch],
  );
  const close = useCallback(() => setOpen(null), []);
  useShareLinkInAddress(openImport);
  useDropToImport(openImport);

  return (
    <>
      <MenuButton label={t.menu} narrowLabel={t.menuNarrow} busy={busy} intent={intent}>
        <MenuItem onSelect={() => openImport(null)}>{t.import}</MenuItem>
        {hasFavorites && (
          <>
            <ExportMenu onExported={(name) => onNotice(t.exported(name))} />
            <MenuItem onSelect={() => startSwitch(() => setOpen({ dialog: 'share' }))}>
              {t.share}
            </MenuItem>
          </>
        )}
        {children}
      </MenuButton>
      <Suspense fallback={null}>
        {open?.dialog === 'import' && (
          <ImportDialog
            start={open.start}
            onClose={close}
            onImported={(added, updated) => {
              if (updated === 0) onNotice(t.imported(added));
              // The dialog has loaded the import's texts by now; the page bundles only its own.
              else
                void import('./transferText').then(({ transferText }) =>
                  onNotice(transferText.import.done(added, updated)),
                );
            }}
          />
        )}
        {open?.dialog === 'share' && <ShareDialog onClose={close} />}
      </Suspense>
    </>
  );
}
