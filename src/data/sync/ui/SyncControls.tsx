import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { syncText } from '../../../shared/text/sync';
import { Button } from '../../../shared/ui/Button';
import { keyFromFragment } from '../crypto';
import { SyncStatusLine } from './SyncStatusLine';
import { useSyncEngine, useSyncStatus } from './useSync';

// The dialogs (and the QR code) load when first opened, never with the page.
const SyncDialog = lazy(() => import('./SyncDialog').then((m) => ({ default: m.SyncDialog })));
const JoinDialog = lazy(() => import('./JoinDialog'));

/** A sync link's key in the address (`#sync=…`): taken once, and the fragment dropped. */
function useSyncLinkInAddress(): [string | null | undefined, () => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  // undefined: no link opened; null: a link whose key does not read.
  const [joining, setJoining] = useState<string | null | undefined>(undefined);
  const [taken, setTaken] = useState<string | null>(null);
  const linked = /[#&]sync=/.test(hash);
  if (linked && hash !== taken) {
    setTaken(hash);
    setJoining(keyFromFragment(hash));
  }
  useEffect(() => {
    // A reload must not offer the same link again, and the key is not left in the address.
    if (linked) navigate({ pathname, search }, { replace: true });
  }, [linked, pathname, search, navigate]);
  return [joining, () => setJoining(undefined)];
}

/**
 * «Синхронизация» on the favorites page, with the status line under it; a sync link opened here
 * asks to join. The engine starts when this mounts, if start-up has not started it yet.
 */
export function SyncControls() {
  const engine = useSyncEngine();
  const status = useSyncStatus(engine);
  const [open, setOpen] = useState(false);
  const [joining, endJoining] = useSyncLinkInAddress();
  return (
    <div>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {syncText.open}
      </Button>
      <SyncStatusLine status={status} />
      {engine && (
        <Suspense fallback={null}>
          {open && <SyncDialog engine={engine} onClose={() => setOpen(false)} />}
          {joining !== undefined && !open && (
            <JoinDialog engine={engine} syncKey={joining} onClose={endJoining} />
          )}
        </Suspense>
      )}
    </div>
  );
}
