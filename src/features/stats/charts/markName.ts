import type { ChartBar } from './types';

/**
 * What a bar is called, beginning with what it shows (WCAG 2.5.3, label in name): a speech-input
 * user says the words on the bar. Its label (whole, where the drawing cuts it with "…"), its value
 * as drawn, then the value in words — unless the words already begin with it («1990-е: 3 фильма»).
 * A column drawn without its label (every second one, where labels are wider than columns) shows
 * only its value, so the name begins with that, and the label follows.
 */
export function markName(bar: ChartBar, labelShown: boolean): string {
  const { valueLabel, spokenValue } = bar;
  const label = bar.fullLabel ?? bar.label;
  const value = spokenValue.startsWith(valueLabel) ? spokenValue : `${valueLabel} — ${spokenValue}`;
  return labelShown ? `${label}: ${value}` : `${value} — ${label}`;
}
