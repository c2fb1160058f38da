import { useState } from 'react';
import { useHydrated } from '../../../shared/lib/useHydrated';
import { syncText } from '../../../shared/text/sync';
import { Button } from '../../../shared/ui/Button';
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

/**
 * The favorites page's «Синхронизация»: the button that opens the dialog, the status line, and the
 * join dialog when the page was opened by a sync link.
 */
export function SyncControls() {
  const engine = useSyncEngine();
  const status = useSyncStatus(engine);
  const [open, setOpen] = useState(false);
  const [joinDone, setJoinDone] = useState(false);
  // Read once hydrated: the page's HTML (rendered without an address) has no dialog.
  const link = useHydrated() && !joinDone ? linkInAddress() : null;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={!engine}>
        {syncText.open}
      </Button>
      <SyncStatusLine status={status} />
      {open && engine && <SyncDialog engine={engine} onClose={() => setOpen(false)} />}
      {link && <JoinDialog engine={engine} syncKey={link.key} onDone={() => setJoinDone(true)} />}
    </>
  );
}
