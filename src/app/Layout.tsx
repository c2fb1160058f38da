import {
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { text } from '../shared/text';
import styles from './Layout.module.css';
import { AFTER_START_IDLE_MS, whenIdle } from '../shared/lib/whenIdle';
import { lazyPart, prefetchOnIntent, switchingProps, useSwitch } from '../shared/lib/loading';
import { paths } from '../shared/paths';
import { plainClick } from '../shared/lib/plainClick';
import { onStorageHealth, storageHealth } from '../data/storage/storageHealth';
import { pages, type LazyPage } from './lazyPage';

// The offline and new-version notices, with the service worker's registration: after start-up (or
// at once when the browser refuses to save the favorites), and never worth breaking the page over
// (a chunk that fails to load shows nothing).
const NetworkNotices = lazyPart<Record<string, never>>(
  () => import('../features/offline/NetworkNotices'),
  { optional: true },
);

// The keyboard shortcuts and their footer button, loaded once the page is idle like the notices: the
// entry stays small, and the button appears when the keys it lists work.
const Shortcuts = lazyPart<Record<string, never>>(() => import('../features/shortcuts/Shortcuts'), {
  optional: true,
});

// The theme switch, with them: the stored theme is on the page from the first paint (the boot
// script in every page's head), so the switch itself can wait.
const ThemeSwitch = lazyPart<Record<string, never>>(() => import('../features/theme/ThemeSwitch'), {
  optional: true,
});

const idleParts = [NetworkNotices, Shortcuts, ThemeSwitch];

/** The header's links, each with its lazy page (none for the search page, in the app's chunk). */
const navItems: readonly { to: string; label: string; end: boolean; page: LazyPage | null }[] = [
  { to: paths.search.getHref(), label: text.nav.search, end: true, page: null },
  {
    to: paths.favorites.getHref(),
    label: text.nav.favorites,
    end: false,
    page: pages.FavoritesPage,
  },
  { to: paths.charts.getHref(), label: text.nav.charts, end: false, page: pages.StatsPage },
];

/**
 * A header link: its page is fetched when the visitor points at, focuses or starts to press it. A
 * page already in shows at once; otherwise the switch runs in a transition of its own, so the link
 * says it is working (after 200 ms) while the page before stays on screen.
 */
function NavItem({ to, label, end, page }: (typeof navItems)[number]) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const needs = useMemo(() => (page ? [page] : []), [page]);
  const [busy, start] = useSwitch(needs);
  // The current section: its own path, or (unless `end`) a path under it.
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={active ? `${styles.navLink} ${styles.active}` : styles.navLink}
      {...prefetchOnIntent(page ? [page] : [])}
      {...switchingProps(busy)}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        start(() => navigate(to));
      }}
    >
      {label}
    </Link>
  );
}

/** The header, navigation and footer around the page, `children`. */
export function Layout({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      // Fetched first, then shown in a transition: the render that adds them finds them in, and
      // React slices it rather than running it in one task.
      whenIdle(
        () =>
          void Promise.all(idleParts.map((part) => part.preload())).then(() =>
            startTransition(() => setIdle(true)),
          ),
        { timeoutMs: AFTER_START_IDLE_MS },
      ),
    [],
  );
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
                  <NavItem {...item} />
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
