import { lazy, Suspense, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { shortcutsText } from './shortcutsText';
import { useGlobalShortcuts } from './useGlobalShortcuts';
import styles from './Shortcuts.module.css';

// The list itself is fetched only when asked for, with `?` or the button; a list that cannot be
// fetched leaves the page as it is (the footer sits outside every route's error boundary).
const ShortcutsHelp = lazy<ComponentType<{ onClose: () => void }>>(() =>
  import('./help/ShortcutsHelp').catch(() => ({ default: () => null })),
);

/**
 * The keys that work on every page (`/`, `?`) and the footer button that lists them, for those who
 * would never guess there are any. The dialog goes to <body>, so the footer's styles stay out of it.
 */
export default function Shortcuts() {
  const [helpOpen, setHelpOpen] = useGlobalShortcuts();
  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-keyshortcuts="Shift+/"
        onClick={() => setHelpOpen(true)}
      >
        {shortcutsText.open} <kbd aria-hidden="true">?</kbd>
      </button>
      {helpOpen &&
        createPortal(
          <Suspense fallback={null}>
            <ShortcutsHelp onClose={() => setHelpOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
