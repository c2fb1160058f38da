import { useEffect, useState } from 'react';
import { syncText } from '../../../shared/text/sync';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { SyncApiError } from '../syncApi';
import type { JoinOffer, SyncEngine } from '../engine';
import styles from './Sync.module.css';

const t = syncText.join;

type Reading =
  | { state: 'reading' }
  | { state: 'ready'; offer: JoinOffer }
  | { state: 'failed'; message: string };

/**
 * A sync link opened on this device: what joining would bring, read from the server with nothing
 * changed yet, and «Подключить» or «Отмена». `key` is null for a link whose key does not read.
 */
export function JoinDialog({
  engine,
  syncKey,
  onClose,
}: {
  engine: SyncEngine;
  syncKey: string | null;
  onClose: () => void;
}) {
  const [reading, setReading] = useState<Reading>(() =>
    syncKey === null ? { state: 'failed', message: t.broken } : { state: 'reading' },
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (syncKey === null) return;
    let live = true;
    engine.offer(syncKey).then(
      (offer) => {
        if (live) setReading({ state: 'ready', offer });
      },
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof SyncApiError && error.code === 'not-found';
        setReading({ state: 'failed', message: missing ? t.notFound : t.failed });
      },
    );
    return () => {
      live = false;
    };
  }, [engine, syncKey]);

  const join = async (offer: JoinOffer) => {
    setBusy(true);
    try {
      await engine.join(offer);
      onClose();
    } catch {
      setReading({ state: 'failed', message: t.failed });
      setBusy(false);
    }
  };

  const summary = reading.state === 'ready' ? reading.offer.summary : null;
  const nothing =
    summary !== null && summary.added === 0 && summary.updated === 0 && summary.removed === 0;

  return (
    <Modal open title={t.title} onClose={onClose} narrow>
      <div className={styles.body}>
        {reading.state === 'reading' && (
          <p className={styles.hint} role="status">
            {t.reading}
          </p>
        )}
        {reading.state === 'failed' && <Alert tone="error">{reading.message}</Alert>}
        {summary && (
          <>
            {nothing ? (
              <p>{t.nothing}</p>
            ) : (
              <>
                <p>{t.brings(summary.added, summary.updated)}</p>
                {summary.removed > 0 && <p>{t.removes(summary.removed)}</p>}
              </>
            )}
            <p className={styles.hint}>{t.keep}</p>
          </>
        )}
        <div className={styles.row}>
          {reading.state === 'ready' && (
            <Button
              variant="primary"
              disabled={busy}
              data-autofocus
              onClick={() => void join(reading.offer)}
            >
              {t.confirm}
            </Button>
          )}
          <Button disabled={busy} onClick={onClose} data-autofocus={reading.state !== 'ready'}>
            {t.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export default JoinDialog;
