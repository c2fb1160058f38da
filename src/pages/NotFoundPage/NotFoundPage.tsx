import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { text } from '../../shared/text';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  return (
    <section className={styles.page}>
      <title>{text.titles.notFound}</title>
      <p className={styles.code} aria-hidden="true">
        {text.notFound.code}
      </p>
      <h1>{text.notFound.title}</h1>
      <p className={styles.hint}>{text.notFound.hint}</p>
      <p className={styles.links}>
        <Link to={paths.search.getHref()}>{text.notFound.toSearch}</Link>
        <Link to={paths.favorites.getHref()}>{text.notFound.toFavorites}</Link>
      </p>
    </section>
  );
}
