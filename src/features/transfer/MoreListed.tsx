import { transferText } from './transferText';
import styles from './ImportDialog.module.css';

/** Longer lists show their first entries and how many more: a preview, not a second copy of the file. */
export const LISTED = 200;

/** «и ещё N» under a list cut at LISTED entries; nothing for a list that fits. */
export function MoreListed({ total }: { total: number }) {
  return total > LISTED ? (
    <p className={styles.more}>{transferText.preview.more(total - LISTED)}</p>
  ) : null;
}
