import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  /** The title's id, for what it names (a chart inside the card). */
  titleId?: string;
  /** Heading level of the title: pages use h1, so cards default to h2. */
  level?: 2 | 3;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, titleId, level = 2, actions, className, children }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
