import { useId, useLayoutEffect, useRef } from 'react';
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
import { SEARCH_TYPE_PARAM, SEARCH_YEAR_PARAM } from './searchAddress';
import styles from './SearchFilters.module.css';

/** '' is «Все»: the address's empty `type`, which a plain form submission sends for it. */
type TypeChoice = SearchType | '';

const typeOptions = [
  { value: '' as const, label: text.search.types.all },
  ...SEARCH_TYPES.map((type) => ({ value: type, label: text.search.types[type] })),
];

export interface SearchFiltersProps {
  /** The search form's id: the filters are its fields, sent with it as `type` and `y`. */
  form: string;
  filters: Filters;
  /** The year field as typed: it may hold an unfinished or wrong year. */
  yearInput: string;
  onTypeChange: (type: SearchType | null) => void;
  onYearInput: (value: string) => void;
  /** The visitor left the year field, holding `value`, or pressed Enter in it. */
  onYearCommit: (value: string) => void;
  /** The year field held `value` when the app took over; `left`: the visitor had left it too. */
  onEarlyYear: (value: string, left: boolean) => void;
  onReset: () => void;
  warning: string | null;
  note: string | null;
}

/** Narrows a title search by OMDb's type and first year; an id lookup ignores both. */
export function SearchFilters(props: SearchFiltersProps) {
  const { form, filters, yearInput, onTypeChange, onYearInput, onYearCommit, onReset } = props;
  const { warning, note } = props;
  const yearId = useId();
  const yearField = useRef<HTMLInputElement>(null);
  // A year typed before the app took over stays (React keeps the DOM's value when it hydrates, as
  // SearchForm's box does); one already left is judged as the blur would have judged it.
  useLayoutEffect(() => {
    const field = yearField.current;
    if (field && field.value !== yearInput) {
      props.onEarlyYear(field.value, document.activeElement !== field);
    }
    // Only the value at takeover: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const messagesId = useId();
  const canReset = hasFilters(filters) || yearInput !== '' || warning !== null;
  return (
    <div className={styles.filters} role="group" aria-label={text.search.filters}>
      <div className={styles.row}>
        <SegmentedControl<TypeChoice>
          label={text.search.type}
          options={typeOptions}
          value={filters.type ?? ''}
          onChange={(choice) => onTypeChange(choice === '' ? null : choice)}
          submit={{ form, name: SEARCH_TYPE_PARAM }}
        />
        {/* The type in force, sent with «Найти»; a pressed type comes first in the form's data. */}
        <input type="hidden" form={form} name={SEARCH_TYPE_PARAM} value={filters.type ?? ''} />
        <span className={styles.year}>
          <label htmlFor={yearId}>{text.search.year}</label>
          <input
            id={yearId}
            ref={yearField}
            form={form}
            name={SEARCH_YEAR_PARAM}
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
            onBlur={(event) => onYearCommit(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // The app has run the search for a whole year already: no form submission on top.
              event.preventDefault();
              onYearCommit(event.currentTarget.value);
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
