import { useEffect, useState } from 'react';
import { syncDialogText } from './syncDialogText';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { CopyableLink, useCopy } from '../../../shared/ui/CopyableLink';
import { Modal } from '../../../shared/ui/Modal';
import { QrCode } from '../../../shared/ui/QrCode';
import { syncLink } from '../crypto';
import type { SyncEngine } from '../engine';
import { askToPersist } from '../startSync';
import styles from './Sync.module.css';

const t = syncDialogText;

/** The link of the sync in force, with its QR code, «Скопировать» and the plain warning. */
function SyncLink({ link }: { link: string }) {
  const [copied, copy] = useCopy();
  return (
    <>
      <p className={styles.hint}>{t.linkHint}</p>
      <CopyableLink
        label={t.linkLabel}
        value={link}
        copyLabel={t.copy}
        onCopy={() => void copy(link)}
      />
      <p className={styles.status} role="status">
        {copied === true ? t.copied : copied === false ? t.copyFailed : ''}
      </p>
      <QrCode value={link} label={t.qrLabel} />
      <p className={styles.warning}>{t.warning}</p>
    </>
  );
}

/**
 * «Синхронизация»: turns sync on (a new key made on this device), shows the link for another
 * device, turns it off here, or deletes the server's copy after a confirmation.
 */
export function SyncDialog({ engine, onClose }: { engine: SyncEngine; onClose: () => void }) {
  const [key, setKey] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void engine.key().then(setKey);
  }, [engine]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch {
      setMessage(t.failedAction);
    } finally {
      setBusy(false);
    }
  };

  const enable = () =>
    run(async () => {
      askToPersist();
      setKey(await engine.enable());
    });
  const disable = () =>
    run(async () => {
      await engine.disable();
      setKey(null);
      setMessage(t.disabled);
    });
  const remove = () =>
    run(async () => {
      setConfirming(false);
      await engine.deleteFromServer();
      setKey(null);
      setMessage(t.removed);
    });

  return (
    <Modal open title={t.title} onClose={onClose} closeLabel={t.close}>
      <div className={styles.body}>
        <p className={styles.hint}>{t.intro}</p>
        {message && <Alert tone="info">{message}</Alert>}
        {key === null && (
          <div className={styles.row}>
            <Button variant="primary" disabled={busy} onClick={() => void enable()} data-autofocus>
              {busy ? t.enabling : t.enable}
            </Button>
          </div>
        )}
        {key && (
          <>
            <SyncLink link={syncLink(window.location.origin, key)} />
            <div className={styles.row}>
              <Button disabled={busy} onClick={() => void disable()}>
                {t.disable}
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
                {t.remove}
              </Button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        message={t.confirmRemove}
        confirmLabel={t.confirmRemoveLabel}
        cancelLabel={t.cancel}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}

export default SyncDialog;
