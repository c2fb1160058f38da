import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

/** Focuses the element inside marked `data-autofocus` (React does not render `autofocus`). */
export function focusMarked(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

export interface ModalProps {
  open: boolean;
  title: string;
  /** Esc, the close button and the caller's own buttons all end here. */
  onClose: () => void;
  /** The close button's name; without one there is no close button (a question's own buttons answer it). */
  closeLabel?: string;
  /** The id of the text that says what the dialog is about, for screen readers. */
  describedBy?: string;
  narrow?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog> with a title (and a close button): the browser traps focus and Esc closes.
 * Opening focuses the element marked `data-autofocus`, if any; closing or unmounting returns focus
 * to where it was, as not every browser does.
 */
export function Modal(props: ModalProps) {
  const { open, title, onClose, closeLabel, describedBy, narrow, children } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    focusMarked(dialog);
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={narrow ? `${styles.dialog} ${styles.narrow}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>
      {open && children}
    </dialog>
  );
}
