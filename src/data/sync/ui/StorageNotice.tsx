import { useEffect, useState } from 'react';
import { syncText } from '../../../shared/text/sync';
import { Alert } from '../../../shared/ui/Alert';
import type { SyncEngine } from '../engine';
import { startedSyncEngine } from '../startSync';
import { useSyncStatus } from './useSync';

/**
 * A save of the favorites the browser refused, said on every page (a note typed on a film page is
 * such a save): kept in IndexedDB instead, or lost on reload. Waits for the engine start-up starts.
 */
export function StorageNotice() {
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  useEffect(() => {
    let live = true;
    void startedSyncEngine().then((started) => {
      if (live) setEngine(started);
    });
    return () => {
      live = false;
    };
  }, []);
  const status = useSyncStatus(engine);
  if (!status?.localFull) return null;
  return (
    <Alert tone={status.keptInDb ? 'warning' : 'error'}>
      {status.keptInDb ? syncText.storage.keptInDb : syncText.storage.lost}
    </Alert>
  );
}

export default StorageNotice;
