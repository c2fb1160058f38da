import { text } from '../../shared/text';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  loaded: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** A failed later page: the list stays and the same button retries. */
  error: string | null;
  onLoadMore: () => void;
}

export function LoadMore({ loaded, total, hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  return (
    <div className={styles.wrap}>
      <p className={styles.count} role="status">
        {text.search.shown(loaded, total)}
      </p>
      {error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" onClick={onLoadMore} disabled={loading}>
              {text.search.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {hasMore && !error && (
        <Button onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? text.search.loadingMore : text.search.loadMore}
        </Button>
      )}
    </div>
  );
}
