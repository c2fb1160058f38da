import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MovieSummary } from '../../../api/types';
import { useAppDispatch } from '../../../app/hooks';
import type { ThunkExtra } from '../../../api/appThunk';
import { plainClick } from '../../../shared/lib/plainClick';
import { paths } from '../../../shared/paths';
import { movieTypeLabel } from '../../../shared/lib/movieType';
import { Poster } from '../../../shared/ui/Poster';
import styles from './MovieCard.module.css';

export interface MovieCardProps {
  movie: MovieSummary;
  /** A control shown over the card (e.g. a heart button); it stays clickable on its own. */
  action?: ReactNode;
  eagerPoster?: boolean;
  /**
   * Every card as tall as its neighbours: the title takes two lines (longer ones are cut short on
   * screen, never for screen readers) and the year and type one. A windowed grid needs one row height.
   */
  uniform?: boolean;
}

/**
 * The whole card opens the movie: its title link is stretched over it, so there is one tab stop.
 * Memoised: a list that grows («Показать ещё», endless scrolling) draws only its new cards. A
 * press asks for the film's details at once: on a slow phone, the render that opens its page takes
 * longer than OMDb's answer.
 */
export const MovieCard = memo(function MovieCard({
  movie,
  action,
  eagerPoster,
  uniform,
}: MovieCardProps) {
  const dispatch = useAppDispatch();
  return (
    <article className={uniform ? `${styles.card} ${styles.uniform}` : styles.card}>
      <Poster src={movie.poster} title={movie.title} eager={eagerPoster} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link
            className={styles.link}
            to={paths.movie.getHref(movie.imdbID)}
            onClick={(event) => {
              // The page's own request, made once it has rendered, finds this one on its way. The
              // client is read here, not with useOmdbClient: that module, shared with this chunk,
              // would become a request of its own on the favorites' and the year's first load.
              if (plainClick(event))
                dispatch((_dispatch, _getState, { omdb }: ThunkExtra) =>
                  omdb.prefetchDetails(movie.imdbID),
                );
            }}
          >
            {movie.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <span>{movie.year}</span>
          {movie.type && <span className={styles.type}>{movieTypeLabel(movie.type)}</span>}
        </p>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
});
