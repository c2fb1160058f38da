import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../shared/lib/useHydrated';
import { syncText } from './syncText';
import { MenuItem } from '../../../shared/ui/MenuButton';
import { SyncStatusLine } from './SyncStatusLine';
import { useSyncEngine, useSyncStatus } from './useSync';

// The dialogs (their QR code, the key's derivation) load when first needed, never with the page.
const SyncDialog = lazy(() => import('./SyncDialog'));
const JoinDialog = lazy(() => import('./JoinDialog'));

/** The address's sync link (`#sync=…`), or null. */
function linkInAddress(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('sync');
}

/** «Синхронизация» in the list's menu: opens the dialog that SyncControls shows. */
export function SyncMenuItem({ onSelect }: { onSelect: () => void }) {
  return <MenuItem onSelect={onSelect}>{syncText.open}</MenuItem>;
}

/**
 * The favorites page's sync: the status line, the dialog (opened from SyncMenuItem), and the join
 * dialog when the page was opened by a sync link. Always on the page, menu open or not. The engine
 * is fetched once start-up is over, or at once when the dialog or a link asks for it.
 */
export function SyncControls({
  dialogOpen,
  onDialogClose,
}: {
  dialogOpen: boolean;
  onDialogClose: () => void;
}) {
  const [joinDone, setJoinDone] = useState(false);
  // Read once hydrated: the page's HTML (rendered without an address) has no dialog.
  const link = useHydrated() && !joinDone ? linkInAddress() : null;
  const engine = useSyncEngine(dialogOpen || link !== null);
  const status = useSyncStatus(engine);
  return (
    <>
      <SyncStatusLine status={status} />
      <Suspense>
        {dialogOpen && engine && <SyncDialog engine={engine} onClose={onDialogClose} />}
        {link !== null && (
          <JoinDialog engine={engine} link={link} onDone={() => setJoinDone(true)} />
        )}
      </Suspense>
    </>
  );
}
