import { useState } from 'react';
import { useHydrated } from '../../../shared/lib/useHydrated';
import { syncText } from '../../../shared/text/sync';
import { MenuItem } from '../../../shared/ui/MenuButton';
import { keyFromFragment } from '../crypto';
import { JoinDialog } from './JoinDialog';
import { SyncDialog } from './SyncDialog';
import { SyncStatusLine } from './SyncStatusLine';
import { useSyncEngine, useSyncStatus } from './useSync';

/** Whether the address carries a sync link (`#sync=…`), and its key (null: one that does not read). */
function linkInAddress(): { key: string | null } | null {
  const hash = window.location.hash;
  if (!new URLSearchParams(hash.replace(/^#/, '')).has('sync')) return null;
  return { key: keyFromFragment(hash) };
}

/** «Синхронизация» in the list's menu: opens the dialog that SyncControls shows. */
export function SyncMenuItem({ onSelect }: { onSelect: () => void }) {
  const engine = useSyncEngine();
  return (
    <MenuItem onSelect={onSelect} disabled={!engine}>
      {syncText.open}
    </MenuItem>
  );
}

/**
 * The favorites page's sync: the status line, the dialog (opened from SyncMenuItem), and the join
 * dialog when the page was opened by a sync link. Always on the page, menu open or not.
 */
export function SyncControls({
  dialogOpen,
  onDialogClose,
}: {
  dialogOpen: boolean;
  onDialogClose: () => void;
}) {
  const engine = useSyncEngine();
  const status = useSyncStatus(engine);
  const [joinDone, setJoinDone] = useState(false);
  // Read once hydrated: the page's HTML (rendered without an address) has no dialog.
  const link = useHydrated() && !joinDone ? linkInAddress() : null;
  return (
    <>
      <SyncStatusLine status={status} />
      {dialogOpen && engine && <SyncDialog engine={engine} onClose={onDialogClose} />}
      {link && <JoinDialog engine={engine} syncKey={link.key} onDone={() => setJoinDone(true)} />}
    </>
  );
}
