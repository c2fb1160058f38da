import { useId, useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react';
import { useHydrated } from '../../shared/lib/useHydrated';
import { text } from '../../shared/text';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { MIN_QUERY_LENGTH } from './query';
import { SEARCH_QUERY_PARAM } from './searchAddress';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  /** The form's id, for the filters' fields that live outside it (`form` attribute). */
  id: string;
  value: string;
  /** `beforeTakeover`: the visitor's text, typed before the app took the page over. */
  onChange: (value: string, beforeTakeover?: boolean) => void;
  /** The query as the box holds it at the press (which may be ahead of `value`). */
  onSubmit: (query: string) => void;
  onClear: () => void;
  canSubmit: boolean;
  showClear: boolean;
  warning: string | null;
  hint: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The search box. Before the app runs it is a plain GET form to `/?q=…` (the server answers with
 * the results), so Enter and «Найти» work from the first paint; once the app runs it searches in
 * place. The browser's own length check stands in for the disabled button until then.
 */
export function SearchForm(props: SearchFormProps) {
  const { id, value, onChange, onSubmit, onClear, canSubmit, showClear, warning, hint } = props;
  const inputId = useId();
  const messagesId = useId();
  const hydrated = useHydrated();
  const ownRef = useRef<HTMLInputElement | null>(null);
  const box = props.inputRef ?? ownRef;

  // What the visitor typed before the app took over stays, caret and all: React keeps the DOM's
  // value when it hydrates, and the state is brought to it here, before anything renders again.
  useLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed, true);
    // Only the value at takeover: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM);
    onSubmit(typeof query === 'string' ? query : value);
  }

  return (
    <form
      id={id}
      className={styles.form}
      role="search"
      method="get"
      action="/"
      noValidate={hydrated}
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {text.search.inputLabel}
      </label>
      <div className={styles.row}>
        <input
          ref={box}
          id={inputId}
          name={SEARCH_QUERY_PARAM}
          className={showClear ? `${styles.input} ${styles.withClear}` : styles.input}
          type="search"
          value={value}
          placeholder={text.search.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          required={!hydrated}
          minLength={MIN_QUERY_LENGTH}
          aria-describedby={messagesId}
          aria-keyshortcuts="/"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Esc clears the box and the search, as the Clear button does (and not just the text,
            // as the browser's own Esc on a search field would).
            if (event.key !== 'Escape' || !showClear) return;
            event.preventDefault();
            onClear();
          }}
        />
        {/* Disabled only once the app can enable it again: in the HTML alone it would stay so. */}
        <Button type="submit" variant="primary" disabled={hydrated && !canSubmit}>
          {text.search.submit}
        </Button>
        {showClear && (
          <Button
            className={styles.clear}
            size="sm"
            variant="ghost"
            aria-label={text.search.clearLabel}
            onClick={onClear}
          >
            {text.search.clear}
          </Button>
        )}
      </div>
      <div id={messagesId} className={styles.messages}>
        {warning && <Alert tone="warning">{warning}</Alert>}
        {hint && <Alert tone="info">{hint}</Alert>}
      </div>
    </form>
  );
}
