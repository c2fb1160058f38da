import { useEffect, useState } from 'react';
import { syncText } from './syncText';
import { syncDialogText } from './syncDialogText';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { parseSyncKey } from '../crypto';
import type { JoinOffer, SyncEngine } from '../engine';
import { SyncApiError } from '../syncApi';
import styles from './Sync.module.css';

const t = syncDialogText.join;

type Step =
  | { step: 'reading' }
  | { step: 'offer'; offer: JoinOffer }
  | { step: 'joining'; offer: JoinOffer }
  | { step: 'failed'; message: string };

/** The address without its `#sync=…` fragment: the key is not left in the history. */
function forgetFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * A sync link opened on this device: first what joining brings, in the import preview's words
 * («Добавится 12 фильмов, обновится 3»), then joining merges the two collections.
 */
export function JoinDialog({
  engine,
  link,
  onDone,
}: {
  engine: SyncEngine | null;
  /** What the address's `#sync=` holds. */
  link: string;
  onDone: () => void;
}) {
  const syncKey = parseSyncKey(link);
  const [state, setState] = useState<Step>(
    syncKey === null ? { step: 'failed', message: t.broken } : { step: 'reading' },
  );

  useEffect(() => {
    if (!engine || syncKey === null) return;
    let live = true;
    engine.offer(syncKey).then(
      (offer) => live && setState({ step: 'offer', offer }),
      (error: unknown) => {
        const gone = error instanceof SyncApiError && error.code === 'not-found';
        if (live) setState({ step: 'failed', message: gone ? t.notFound : t.failed });
      },
    );
    return () => {
      live = false;
    };
  }, [engine, syncKey]);

  const close = () => {
    forgetFragment();
    onDone();
  };
  const join = async (offer: JoinOffer) => {
    setState({ step: 'joining', offer });
    try {
      await engine?.join(offer);
      close();
    } catch {
      setState({ step: 'failed', message: t.failed });
    }
  };

  const { summary } = state.step === 'offer' || state.step === 'joining' ? state.offer : {};
  const nothing = summary && summary.added + summary.updated + summary.removed === 0;
  return (
    <Modal open title={t.title} onClose={close} closeLabel={t.cancel}>
      <div className={styles.body}>
        {state.step === 'reading' && <Spinner label={t.reading} />}
        {state.step === 'failed' && <Alert tone="error">{state.message}</Alert>}
        {summary && (
          <>
            <p className={styles.label} data-autofocus tabIndex={-1}>
              {nothing ? t.nothing : t.brings(summary.added, summary.updated)}
            </p>
            {summary.removed > 0 && <p>{t.removes(summary.removed)}</p>}
            <p className={styles.hint}>{t.keep}</p>
            {state.step === 'offer' && state.offer.refused > 0 && (
              <Alert tone="error">{syncText.status.problems.tampered}</Alert>
            )}
          </>
        )}
        <div className={styles.row}>
          <Button onClick={close}>
            {state.step === 'failed' ? syncDialogText.close : t.cancel}
          </Button>
          {(state.step === 'offer' || state.step === 'joining') && (
            <Button
              variant="primary"
              disabled={state.step === 'joining'}
              onClick={() => void join(state.offer)}
            >
              {t.confirm}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

export default JoinDialog;
