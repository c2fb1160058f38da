import type { ReactNode } from 'react';
import type { MovieSummary } from '../../api/types';
import { text } from '../../shared/text';
import { Card } from '../../shared/ui/Card';
import { MovieGrid } from './MovieGrid';
import styles from './SearchResults.module.css';

export interface SearchResultsProps {
  movies: readonly MovieSummary[];
  total: number;
  query: string;
  footer?: ReactNode;
}

export function SearchResults({ movies, total, query, footer }: SearchResultsProps) {
  return (
    <Card title={text.search.resultsTitle}>
      <p className={styles.summary}>
        {text.search.total(total)}{' '}
        <span className={styles.query}>{text.search.queryLabel(query)}</span>
      </p>
      <MovieGrid movies={movies} label={text.search.resultsTitle} />
      {footer}
    </Card>
  );
}
