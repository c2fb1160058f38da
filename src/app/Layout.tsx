import { Link, NavLink, Outlet } from 'react-router';
import { text } from '../shared/text';
import styles from './Layout.module.css';
import { paths } from './paths';

const navItems = [
  { to: paths.search.getHref(), label: text.nav.search, end: true },
  { to: paths.favorites.getHref(), label: text.nav.favorites, end: false },
  { to: paths.charts.getHref(), label: text.nav.charts, end: false },
];

export function Layout() {
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
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          {text.footer.credit}{' '}
          <a href={text.footer.sourceUrl} target="_blank" rel="noopener noreferrer">
            {text.footer.source}
          </a>
        </p>
      </footer>
    </div>
  );
}
