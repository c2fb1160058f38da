import { useId } from 'react';
import { text } from '../../shared/text';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import {
  hasFilters,
  SEARCH_TYPES,
  type SearchFilters as Filters,
  type SearchType,
} from './filters';
import styles from './SearchFilters.module.css';

type TypeChoice = SearchType | 'all';

const typeOptions = [
  { value: 'all' as const, label: text.search.types.all },
  ...SEARCH_TYPES.map((type) => ({ value: type, label: text.search.types[type] })),
];

export interface SearchFiltersProps {
  filters: Filters;
  /** The year field as typed: it may hold an unfinished or wrong year. */
  yearInput: string;
  onTypeChange: (type: SearchType | null) => void;
  onYearInput: (value: string) => void;
  /** The visitor left the year field or pressed Enter in it. */
  onYearCommit: () => void;
  onReset: () => void;
  warning: string | null;
  note: string | null;
}

/** Narrows a title search by OMDb's type and first year; an id lookup ignores both. */
export function SearchFilters(props: SearchFiltersProps) {
  const { filters, yearInput, onTypeChange, onYearInput, onYearCommit, onReset, warning, note } =
    props;
  const yearId = useId();
  const messagesId = useId();
  const canReset = hasFilters(filters) || yearInput !== '' || warning !== null;
  return (
    <div className={styles.filters} role="group" aria-label={text.search.filters}>
      <div className={styles.row}>
        <SegmentedControl<TypeChoice>
          label={text.search.type}
          options={typeOptions}
          value={filters.type ?? 'all'}
          onChange={(choice) => onTypeChange(choice === 'all' ? null : choice)}
        />
        <span className={styles.year}>
          <label htmlFor={yearId}>{text.search.year}</label>
          <input
            id={yearId}
            className={styles.yearInput}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder={text.search.yearPlaceholder}
            value={yearInput}
            aria-invalid={warning !== null}
            aria-describedby={messagesId}
            onChange={(event) => onYearInput(event.target.value)}
            onBlur={onYearCommit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onYearCommit();
            }}
          />
        </span>
        {canReset && (
          <Button size="sm" variant="ghost" onClick={onReset}>
            {text.search.resetFilters}
          </Button>
        )}
      </div>
      <div id={messagesId} className={styles.messages}>
        {warning && <Alert tone="warning">{warning}</Alert>}
        {note && <Alert tone="info">{note}</Alert>}
      </div>
    </div>
  );
}
