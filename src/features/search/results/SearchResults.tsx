import type { ReactNode } from 'react';
import type { MovieSummary } from '../../../api/types';
import { text } from '../../../shared/text';
import { Card } from '../../../shared/ui/Card';
import { hasFilters, NO_FILTERS, type SearchFilters } from '../filters';
import { MovieGrid } from './MovieGrid';
import styles from './SearchResults.module.css';

export interface SearchResultsProps {
  movies: readonly MovieSummary[];
  total: number;
  query: string;
  /** The filters the results were searched with, named after the query. */
  filters?: SearchFilters;
  /** Controls beside the summary line (the settings menu). */
  tools?: ReactNode;
  footer?: ReactNode;
}

export function SearchResults(props: SearchResultsProps) {
  const { movies, total, query, filters = NO_FILTERS, tools, footer } = props;
  const type = filters.type && text.search.types[filters.type];
  return (
    <Card title={text.search.resultsTitle}>
      <div className={styles.summaryRow}>
        <p className={styles.summary}>
          {text.search.total(total)}{' '}
          <span className={styles.query}>{text.search.queryLabel(query)}</span>
          {hasFilters(filters) && ` ${text.search.activeFilters(type, filters.year)}`}
        </p>
        <div className={styles.tools}>{tools}</div>
      </div>
      <MovieGrid movies={movies} label={text.search.resultsTitle} />
      {footer}
    </Card>
  );
}
