import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { routeParams } from '../../shared/routeMatch';
import { useRememberDetail } from '../../features/details/useRememberDetail';
import { FavoriteToggle } from '../../features/favorites/FavoriteToggle';
import { StatusControls } from '../../features/favorites/StatusControls';
import { FILM_KEYS } from '../../features/shortcuts/keys';
import { text } from '../../shared/text';
import { moviePageText } from '../../shared/text/moviePage';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { MovieDetails } from './MovieDetails';
import { PersonalSection } from './PersonalSection';
import { SeasonsSection } from './SeasonsSection';
import { useFilmShortcuts } from './useFilmShortcuts';
import { useGoBack } from './useGoBack';
import { useMovieDetails } from './useMovieDetails';
import styles from './MovieDetailPage.module.css';

export default function MovieDetailPage() {
  const id = routeParams(paths.movie.pattern, useLocation().pathname)?.id ?? '';
  const view = useMovieDetails(id);
  const goBack = useGoBack();
  useRememberDetail(view.status === 'ready' ? view.movie : null);
  useFilmShortcuts(view.status === 'ready' ? view.movie : null);

  switch (view.status) {
    case 'loading':
      return (
        <div className={styles.page}>
          <title>{text.titles.movie()}</title>
          <Spinner label={moviePageText.loading} />
        </div>
      );
    case 'error':
      return (
        <div className={styles.page}>
          <title>{text.titles.movie()}</title>
          <Alert
            tone="error"
            action={
              <div className={styles.actions}>
                <Button onClick={goBack}>{moviePageText.back}</Button>
                <Button variant="primary" onClick={view.retry}>
                  {moviePageText.retry}
                </Button>
              </div>
            }
          >
            {view.message}
          </Alert>
        </div>
      );
    case 'invalid':
    case 'missing':
      return (
        <div className={styles.page}>
          <title>{text.titles.movie()}</title>
          <Alert
            tone="warning"
            action={
              <Link className={styles.linkButton} to={paths.search.getHref()}>
                {moviePageText.backToSearch}
              </Link>
            }
          >
            {moviePageText.notFound}
          </Alert>
        </div>
      );
    case 'ready':
      return (
        <div className={styles.page}>
          <title>{text.titles.movie(view.movie.title)}</title>
          <div className={styles.toolbar}>
            <Button variant="ghost" onClick={goBack}>
              <span aria-hidden="true">←</span>
              {moviePageText.back}
            </Button>
            <div className={styles.actions}>
              <FavoriteToggle movie={view.movie} keyShortcut={FILM_KEYS.favorite} />
              <StatusControls movie={view.movie} keyShortcuts={FILM_KEYS} />
            </div>
          </div>
          <MovieDetails
            movie={view.movie}
            after={
              <>
                <PersonalSection movie={view.movie} />
                <SeasonsSection movie={view.movie} />
              </>
            }
          />
        </div>
      );
  }
}

// For main.tsx: the film a server-rendered film page carries, read with this page's chunk.
export { readServedDetail } from './servedDetail';
