import { text } from '../../shared/text';
import { detailsText as t } from './detailsText';
import { Button } from '../../shared/ui/Button';
import type { FavoriteDetails } from './useFavoriteDetails';
import styles from './DetailsStatus.module.css';

/**
 * Where the details behind the statistics stand, on one line beside the section's heading:
 * loading (with a way to stop), stopped (with a way to go on), or as of when. The line keeps a
 * control's height in every state, so the cards below do not move as it changes.
 */
export function DetailsProgress({ load }: { load: FavoriteDetails }) {
  const { phase, progress, stoppedBy, asOf } = load;
  return (
    <section className={styles.status} aria-label={t.loadingLabel}>
      <div className={styles.line} role="status">
        {phase === 'reading' && <p className={styles.muted}>{t.reading}</p>}
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
    </section>
  );
}

/** What failed in the last run (with a way to try again), under the heading; nothing otherwise. */
export function DetailsFailures({ load }: { load: FavoriteDetails }) {
  const { phase, failed, stoppedBy, online } = load;
  if (failed === 0 && stoppedBy !== 'limit') return null;
  return (
    <div className={styles.line} role="alert">
      {stoppedBy === 'limit' && <p>{text.errors.dailyLimit}</p>}
      {failed > 0 && <p>{t.failed(failed)}</p>}
      {phase === 'ready' && online && (
        <Button size="sm" onClick={load.retry}>
          {t.retry}
        </Button>
      )}
    </div>
  );
}
