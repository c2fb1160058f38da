import { text } from '../../shared/text';
import { detailsText as t } from '../../shared/text/details';
import { Button } from '../../shared/ui/Button';
import type { FavoriteDetails } from './useFavoriteDetails';
import styles from './DetailsStatus.module.css';

/**
 * Where the details behind the statistics stand: loading (with a way to stop), as of when, what
 * failed (with a way to try again). Always as tall, so the cards below never move.
 */
export function DetailsStatus({ load }: { load: FavoriteDetails }) {
  const { phase, progress, failed, stoppedBy, asOf, online } = load;
  return (
    <section className={styles.status} aria-label={t.loadingLabel}>
      <div className={styles.line} role="status">
        {phase === 'reading' && <p>{t.reading}</p>}
        {phase === 'fetching' && (
          <>
            <progress
              className={styles.progress}
              value={progress.done}
              max={progress.total}
              aria-label={t.loading(progress.done, progress.total)}
            />
            <p>{t.loading(progress.done, progress.total)}</p>
            <Button size="sm" onClick={load.stop}>
              {t.stop}
            </Button>
          </>
        )}
        {phase === 'ready' && (
          <>
            {asOf && <p className={styles.muted}>{t.asOf(asOf)}</p>}
            {stoppedBy === 'visitor' && (
              <>
                <p>{t.stopped}</p>
                <Button size="sm" onClick={load.retry}>
                  {t.resume}
                </Button>
              </>
            )}
          </>
        )}
      </div>
      {(failed > 0 || stoppedBy === 'limit') && (
        <div className={styles.line} role="alert">
          {stoppedBy === 'limit' && <p>{text.errors.dailyLimit}</p>}
          {failed > 0 && <p>{t.failed(failed)}</p>}
          {phase === 'ready' && online && (
            <Button size="sm" onClick={load.retry}>
              {t.retry}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
