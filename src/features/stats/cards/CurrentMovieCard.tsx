import { Link } from 'react-router';
import type { MovieSummary } from '../../../api/types';
import { paths } from '../../../shared/paths';
import { Card } from '../../../shared/ui/Card';
import { Poster } from '../../../shared/ui/Poster';
import styles from './CurrentMovieCard.module.css';
import { statsPageText } from '../statsPageText';

/** The movie last opened or found: a shortcut back to it. */
export function CurrentMovieCard({ movie }: { movie: MovieSummary }) {
  return (
    <Card title={statsPageText.currentMovie}>
      <div className={styles.body}>
        <Poster
          className={styles.poster}
          src={movie.poster}
          title={movie.title}
          placeholder={statsPageText.noPoster}
        />
        <div className={styles.info}>
          <h3 className={styles.title}>
            <Link to={paths.movie.getHref(movie.imdbID)}>{movie.title}</Link>
          </h3>
          {movie.year && <p className={styles.year}>{movie.year}</p>}
        </div>
      </div>
    </Card>
  );
}
