import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reloadPage } from '../shared/lib/reloadPage';
import { text } from '../shared/text';
import { Button } from '../shared/ui/Button';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { TakeOver } from './TakeOver';
import styles from './RouteErrorBoundary.module.css';

function logCrash(error: unknown, info: ErrorInfo): void {
  console.error('[app] a page crashed while rendering:', error, info.componentStack);
}

function PageCrashed() {
  return (
    <section className={styles.crash} role="alert">
      <h1 className={styles.title}>{text.crash.title}</h1>
      <p>{text.crash.hint}</p>
      <Button variant="primary" onClick={reloadPage}>
        {text.crash.reload}
      </Button>
      {/* A page that never rendered still hands the visitor's presses over to the app. */}
      <TakeOver />
    </section>
  );
}

/**
 * One route's safety net, inside the layout: a page that throws is replaced by a message while the
 * header, navigation and footer keep working. Going to another address gives the page a new chance.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} fallback={<PageCrashed />} onError={logCrash}>
      {children}
    </ErrorBoundary>
  );
}
