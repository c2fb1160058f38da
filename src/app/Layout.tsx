import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Link, NavLink } from 'react-router';
import { text } from '../shared/text';
import styles from './Layout.module.css';
import { AFTER_START_IDLE_MS, whenIdle } from '../shared/lib/whenIdle';
import { paths } from '../shared/paths';
import { onStorageHealth, storageHealth } from '../data/storage/storageHealth';

// The offline and new-version notices, with the service worker's registration: after start-up (or
// at once when the browser refuses to save the favorites), and never worth breaking the page over
// (a chunk that fails to load shows nothing).
const NetworkNotices = lazy<ComponentType>(() =>
  import('../features/offline/NetworkNotices').catch(() => ({ default: () => null })),
);

// The keyboard shortcuts and their footer button, loaded once the page is idle like the notices: the
// entry stays small, and the button appears when the keys it lists work.
const Shortcuts = lazy<ComponentType>(() =>
  import('../features/shortcuts/Shortcuts').catch(() => ({ default: () => null })),
);

// The theme switch, with them: the stored theme is on the page from the first paint (the boot
// script in every page's head), so the switch itself can wait.
const ThemeSwitch = lazy<ComponentType>(() =>
  import('../features/theme/ThemeSwitch').catch(() => ({ default: () => null })),
);

const navItems = [
  { to: paths.search.getHref(), label: text.nav.search, end: true },
  { to: paths.favorites.getHref(), label: text.nav.favorites, end: false },
  { to: paths.charts.getHref(), label: text.nav.charts, end: false },
];

/** The header, navigation and footer around the page, `children`. */
export function Layout({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: AFTER_START_IDLE_MS }), []);
  const storageRefused = useSyncExternalStore(
    onStorageHealth,
    () => storageHealth().localFull,
    () => false,
  );
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {text.layout.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={paths.search.getHref()} className={styles.logo}>
            <span aria-hidden="true">{text.logoEmoji}</span> {text.appName}
          </Link>
          <nav aria-label={text.nav.label}>
            <ul className={styles.nav}>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          {text.footer.credit}{' '}
          <a href={text.footer.sourceUrl} target="_blank" rel="noopener noreferrer">
            {text.footer.source}
          </a>
        </p>
        {idle && (
          <>
            <Suspense fallback={null}>
              <Shortcuts />
            </Suspense>
            <Suspense fallback={null}>
              <ThemeSwitch />
            </Suspense>
          </>
        )}
      </footer>
      {(idle || storageRefused) && (
        <Suspense fallback={null}>
          <NetworkNotices />
        </Suspense>
      )}
    </div>
  );
}
