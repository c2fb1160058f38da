import type { Ref } from 'react';
import { text } from '../../../shared/text';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  loaded: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** A failed later page: the list stays and the same button retries. */
  error: string | null;
  onLoadMore: () => void;
  /** The control's box, for endless scrolling to watch. */
  rootRef?: Ref<HTMLDivElement>;
}

export function LoadMore(props: LoadMoreProps) {
  const { loaded, total, hasMore, loading, error, onLoadMore, rootRef } = props;
  // While a page loads the button stays focusable (aria-disabled, not disabled), so a keyboard
  // user's focus stays on it instead of falling back to the top of the page.
  const loadUnlessBusy = () => {
    if (!loading) onLoadMore();
  };
  return (
    <div className={styles.wrap} ref={rootRef}>
      <p className={styles.count} role="status">
        {text.search.shown(loaded, total)}
      </p>
      {error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" onClick={loadUnlessBusy} aria-disabled={loading}>
              {text.search.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {hasMore && !error && (
        <Button onClick={loadUnlessBusy} aria-disabled={loading} aria-busy={loading}>
          {loading ? text.search.loadingMore : text.search.loadMore}
        </Button>
      )}
    </div>
  );
}
