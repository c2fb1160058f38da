import { useEffect, useState } from 'react';
import { syncText } from './syncText';
import { Alert } from '../../../shared/ui/Alert';
import type { SyncStatus } from '../status';
import styles from './Sync.module.css';

const t = syncText.status;

/** Redrawn each minute, so «3 мин назад» stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function line(status: SyncStatus, now: number): string | null {
  if (!status.on) return null;
  if (status.offline) return t.offline(status.pending);
  if (status.pending > 0) return t.pending(status.pending);
  return status.syncedAt === null ? t.connecting : t.synced(Math.max(0, now - status.syncedAt));
}

/**
 * What sync and saving are doing, under the favorites' count: «Синхронизировано · 3 мин назад»,
 * «Нет сети — 2 изменения ждут отправки», or what failed and what to do. A save the browser
 * refused is said on every page (StorageNotice.tsx, in the layout).
 */
export function SyncStatusLine({ status }: { status: SyncStatus | null }) {
  const now = useNow();
  if (status === null) return null;
  const text = line(status, now);
  return (
    <>
      {status.problem && <Alert tone="error">{t.problems[status.problem]}</Alert>}
      {text && (
        <p className={styles.status} role="status">
          {text}
        </p>
      )}
    </>
  );
}
