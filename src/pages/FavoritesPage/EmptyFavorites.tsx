import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { favoritesText } from '../../features/favorites/favoritesText';
import { Card } from '../../shared/ui/Card';
import styles from './EmptyFavorites.module.css';

export function EmptyFavorites() {
  return (
    <Card className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        ♡
      </span>
      <h2 className={styles.title}>{favoritesText.empty}</h2>
      <p className={styles.hint}>{favoritesText.emptyHint}</p>
      <Link className={`link-button ${styles.action}`} to={paths.search.getHref()}>
        {favoritesText.findMovies}
      </Link>
    </Card>
  );
}
