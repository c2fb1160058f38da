import { useId } from 'react';
import { shortcutsText } from '../shortcutsText';
import { Modal } from '../../../shared/ui/Modal';
import styles from './ShortcutsHelp.module.css';

/**
 * Every keyboard shortcut with what it does, in a dialog. Each key is drawn as a keycap for the eye
 * and named in words for screen readers, which may skip a lone «/» or «?» as punctuation.
 */
export default function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const noteId = useId();
  return (
    <Modal
      open
      title={shortcutsText.title}
      closeLabel={shortcutsText.close}
      describedBy={noteId}
      onClose={onClose}
      narrow
    >
      <p id={noteId} className={styles.note}>
        {shortcutsText.note}
      </p>
      <dl className={styles.list}>
        {shortcutsText.list.map(({ key, spoken, action }) => (
          <div key={key} className={styles.row}>
            <dt className={styles.key}>
              <kbd aria-hidden="true">{key}</kbd>
              <span className="visually-hidden">{spoken}</span>
            </dt>
            <dd className={styles.action}>{action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
