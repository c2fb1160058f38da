import { switchingProps } from '../lib/loading';
import styles from './SegmentedControl.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /**
   * Makes each option a submit button of the form with this id, sending `name={value}`: before the
   * app runs, a press submits the form as HTML does; once it runs, the press only calls onChange.
   */
  submit?: { form: string; name: string };
  /** The option pressed whose content has taken more than 200 ms to draw: it says it is working. */
  switchingTo?: T | null;
}

/**
 * A row of pressed/unpressed buttons, one of them pressed: a choice between ways of showing the same
 * content, so buttons rather than tabs (there are no panels) or radios (each press acts at once).
 */
export function SegmentedControl<T extends string>(props: SegmentedControlProps<T>) {
  const { label, options, value, onChange, submit, switchingTo = null } = props;
  return (
    <div className={styles.group} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type={submit ? 'submit' : 'button'}
          form={submit?.form}
          name={submit?.name}
          value={submit ? option.value : undefined}
          className={styles.option}
          aria-pressed={value === option.value}
          {...switchingProps(switchingTo === option.value)}
          onClick={(event) => {
            event.preventDefault();
            onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
