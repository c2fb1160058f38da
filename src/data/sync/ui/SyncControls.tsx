import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../shared/lib/useHydrated';
import { syncText } from '../../../shared/text/sync';
import { Button } from '../../../shared/ui/Button';
import { SyncStatusLine } from './SyncStatusLine';
import { useSyncEngine, useSyncStatus } from './useSync';

// The dialogs (their QR code, the key's derivation) load when first needed, never with the page.
const SyncDialog = lazy(() => import('./SyncDialog'));
const JoinDialog = lazy(() => import('./JoinDialog'));

/** The address's sync link (`#sync=…`), or null. */
function linkInAddress(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('sync');
}

/**
 * The favorites page's «Синхронизация»: the button that opens the dialog, the status line, and the
 * join dialog when the page was opened by a sync link.
 */
export function SyncControls() {
  const [open, setOpen] = useState(false);
  const [joinDone, setJoinDone] = useState(false);
  // Read once hydrated: the page's HTML (rendered without an address) has no dialog.
  const link = useHydrated() && !joinDone ? linkInAddress() : null;
  const engine = useSyncEngine(open || link !== null);
  const status = useSyncStatus(engine);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {syncText.open}
      </Button>
      <SyncStatusLine status={status} />
      <Suspense>
        {open && engine && <SyncDialog engine={engine} onClose={() => setOpen(false)} />}
        {link !== null && (
          <JoinDialog engine={engine} link={link} onDone={() => setJoinDone(true)} />
        )}
      </Suspense>
    </>
  );
}
