import { useId, useState } from 'react';
import { Button } from './Button';
import styles from './CopyableLink.module.css';

/** Copies a text to the clipboard: true once copied, false when the browser refused, null before. */
export function useCopy(): [boolean | null, (text: string) => Promise<void>, () => void] {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return [copied, copy, () => setCopied(null)];
}

/** A link to hand on: its label, the read-only field (selected on focus) and the copy button. */
export function CopyableLink({
  label,
  value,
  copyLabel,
  onCopy,
}: {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: () => void;
}) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.link}
          value={value}
          readOnly
          data-autofocus
          onFocus={(event) => event.target.select()}
        />
        <Button variant="primary" onClick={onCopy}>
          {copyLabel}
        </Button>
      </div>
    </>
  );
}
