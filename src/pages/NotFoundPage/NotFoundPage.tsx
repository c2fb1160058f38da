import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { text } from '../../shared/text';
import { notFoundText } from './notFoundText';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  return (
    <section className={styles.page}>
      <title>{text.titles.notFound}</title>
      <p className={styles.code} aria-hidden="true">
        {notFoundText.code}
      </p>
      <h1>{notFoundText.title}</h1>
      <p className={styles.hint}>{notFoundText.hint}</p>
      <p className={styles.links}>
        <Link to={paths.search.getHref()}>{notFoundText.toSearch}</Link>
        <Link to={paths.favorites.getHref()}>{notFoundText.toFavorites}</Link>
      </p>
    </section>
  );
}
