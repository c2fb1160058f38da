import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { text } from '../../shared/text';
import { Card } from '../../shared/ui/Card';
import styles from './EmptyFavorites.module.css';

export function EmptyFavorites() {
  return (
    <Card className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        ♡
      </span>
      <h2 className={styles.title}>{text.favorites.empty}</h2>
      <p className={styles.hint}>{text.favorites.emptyHint}</p>
      <Link className={styles.action} to={paths.search.getHref()}>
        {text.favorites.findMovies}
      </Link>
    </Card>
  );
}
