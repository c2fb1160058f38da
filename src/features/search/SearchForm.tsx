import { useId, type FormEvent, type Ref } from 'react';
import { text } from '../../shared/text';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  canSubmit: boolean;
  showClear: boolean;
  warning: string | null;
  hint: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchForm(props: SearchFormProps) {
  const { value, onChange, onSubmit, onClear, canSubmit, showClear, warning, hint, inputRef } =
    props;
  const inputId = useId();
  const messagesId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) onSubmit();
  }

  return (
    <form className={styles.form} role="search" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {text.search.inputLabel}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={showClear ? `${styles.input} ${styles.withClear}` : styles.input}
          type="search"
          value={value}
          placeholder={text.search.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
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
        <Button type="submit" variant="primary" disabled={!canSubmit}>
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
