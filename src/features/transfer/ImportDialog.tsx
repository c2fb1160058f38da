import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { Status } from '../favorites';
import { transferText } from './transferText';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { focusMarked, Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { ImportPreviewView } from './ImportPreviewView';
import { useImportFlow, type ImportStep } from './useImportFlow';
import styles from './ImportDialog.module.css';
import { LinkFilmList } from './LinkFilmList';

const t = transferText.import;

/** What the dialog starts with: a file dropped on the page, a share link's ids, or nothing. */
export type ImportStart =
  | { file: File }
  | { ids: string[]; ratings?: Record<string, number>; shelf?: Status }
  | { broken: true }
  | null;

export interface ImportDialogProps {
  start: ImportStart;
  onClose: () => void;
  /** After confirming: how many films were added and how many changed. */
  onImported: (added: number, updated: number) => void;
}

function droppedFile(event: DragEvent): File | null {
  return event.dataTransfer.files.item(0);
}

function Choose({
  state,
  onFile,
}: {
  state: Extract<ImportStep, { step: 'choose' }>;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div className={styles.choose}>
      <p className={styles.hint}>{t.hint}</p>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = droppedFile(event);
          if (file) onFile(file);
        }}
      >
        <label htmlFor={inputId} className={styles.dropLabel}>
          {t.dropLabel}
        </label>
        <input
          data-autofocus
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept=".json,.csv,.txt,.zip,application/json,text/csv,application/zip"
          onChange={(event) => {
            const file = event.target.files?.item(0);
            event.target.value = ''; // the same file again is a new choice
            if (file) onFile(file);
          }}
        />
        <span className={styles.dropHint}>{t.drop}</span>
      </div>
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {state.note && <Alert tone="info">{state.note}</Alert>}
    </div>
  );
}

/** Import a file or a share link's list: choose, wait for matching, check the preview, confirm. */
export function ImportDialog({ start, onClose, onImported }: ImportDialogProps) {
  const { state, readFile, readIds, cancel, confirm, fail } = useImportFlow((added, updated) => {
    onImported(added, updated);
    onClose();
  });
  const started = useRef<ImportStart>(null);
  const body = useRef<HTMLDivElement>(null);
  // Each step's own control takes focus: the one that had it may be gone with the step before.
  useEffect(() => focusMarked(body.current), [state.step]);

  useEffect(() => {
    if (start === null || started.current === start) return;
    started.current = start;
    if ('file' in start) void readFile(start.file);
    else if ('ids' in start) void readIds(start.ids, start.ratings, start.shelf);
    else fail(transferText.share.broken);
  }, [start, readFile, readIds, fail]);

  const close = () => {
    cancel();
    onClose();
  };
  const title = state.step === 'preview' ? transferText.preview.title : t.title;

  return (
    <Modal open title={title} onClose={close} closeLabel={t.close}>
      <div ref={body}>
        {state.step === 'choose' && <Choose state={state} onFile={(file) => void readFile(file)} />}
        {state.step === 'reading' && (
          <div className={styles.busy}>
            <Spinner label={t.reading} />
            <Button data-autofocus onClick={cancel}>
              {t.cancel}
            </Button>
          </div>
        )}
        {state.step === 'matching' && (
          <div className={styles.busy}>
            <progress
              className={styles.progress}
              value={state.done}
              max={state.total}
              aria-label={t.matching(state.done, state.total)}
            />
            <p role="status">{t.matching(state.done, state.total)}</p>
            <Button data-autofocus onClick={cancel}>
              {t.stop}
            </Button>
          </div>
        )}
        {state.step === 'matching' && state.found.length > 0 && (
          <LinkFilmList films={state.found} />
        )}
        {state.step === 'preview' && (
          <ImportPreviewView
            source={state.source}
            preview={state.preview}
            stoppedBy={state.stoppedBy}
            dropped={state.dropped}
            fits={state.fits}
            onConfirm={confirm}
            onCancel={cancel}
          />
        )}
      </div>
    </Modal>
  );
}

export default ImportDialog;
