import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export interface AlertProps {
  tone: 'error' | 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
}

/** Errors interrupt (role=alert); warnings and hints are announced politely. */
export function Alert({ tone, children, action }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.message}>{children}</p>
      {action}
    </div>
  );
}
