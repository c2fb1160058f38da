import type { ChartBar, ChartLayout } from './types';

/*
 * The chart does not scale: its viewBox is as wide as the element in CSS pixels, so one unit is
 * one pixel and the text keeps its size on a 280px phone card and on a 700px desktop one alike.
 * A scaled drawing would have to pick one font size for both and end up either too small on the
 * phone or oversized on the desktop. The height is fixed in pixels by the layout and `slots`
 * (or the bars, when there are more).
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextSpot {
  x: number;
  y: number;
  anchor: 'start' | 'middle';
}

export interface BarShape {
  /** The whole slot: the area that highlights on hover and carries the focus ring. */
  hit: Rect;
  bar: Rect;
  /** The label as it fits: cut with "…" where it does not; empty where a column is left unlabelled. */
  labelText: string;
  label: TextSpot;
  /** The room the label has: a label cut short is drawn whole, clipped to it. */
  labelBox: Rect;
  value: TextSpot;
}

export interface ChartGeometry {
  width: number;
  height: number;
  fontSize: number;
  /** The empty track of every slot, drawn under the bars. */
  tracks: Rect[];
  /** One per bar, in the bars' order. */
  shapes: BarShape[];
}

/** Average glyph width in em: a little wider than Latin, for Cyrillic names. */
const CHAR_EM = 0.64;
const GAP = 8;
/** Keeps a 3px focus stroke inside the drawing. */
const INSET = 1.5;

const ROW_HEIGHT = 32;
const ROW_BAR = 14;
const ROW_FONT = 13;

const COLUMN_FONT = 12;
const COLUMN_VALUE_ROW = 20;
const COLUMN_PLOT = 140;
const COLUMN_LABEL_ROW = 22;
const COLUMN_MAX_BAR = 36;

const CHART_HEIGHT_COLUMNS = COLUMN_VALUE_ROW + COLUMN_PLOT + COLUMN_LABEL_ROW + 2 * INSET;

const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Cuts `text` to at most `budget` characters, the last of them "…". */
export function truncate(text: string, budget: number): string {
  const chars = Array.from(text);
  if (chars.length <= budget) return text;
  if (budget < 2) return '…';
  return `${chars
    .slice(0, budget - 1)
    .join('')
    .trimEnd()}…`;
}

function charBudget(room: number, fontSize: number): number {
  return Math.max(0, Math.floor(room / (fontSize * CHAR_EM)));
}

/** Each bar's share of the largest value, from 0 to 1; negative or missing values count as 0. */
function shares(bars: readonly ChartBar[]): number[] {
  const values = bars.map((bar) => (Number.isFinite(bar.value) ? Math.max(0, bar.value) : 0));
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest > 0 ? value / largest : 0));
}

function rowsGeometry(width: number, slots: number, bars: readonly ChartBar[]): ChartGeometry {
  const labelWidth = clamp(Math.round(width * 0.36), 88, 200);
  const longestValue = Math.max(3, ...bars.map((bar) => Array.from(bar.valueLabel).length));
  const valueWidth = longestValue * ROW_FONT * CHAR_EM + GAP;
  const x0 = labelWidth + GAP;
  const room = Math.max(0, width - x0 - valueWidth);
  const budget = charBudget(labelWidth - GAP, ROW_FONT);
  const top = (i: number) => INSET + i * ROW_HEIGHT;
  const track = (i: number, length: number): Rect => ({
    x: x0,
    y: top(i) + (ROW_HEIGHT - ROW_BAR) / 2,
    width: round(length),
    height: ROW_BAR,
  });
  // Centres the text on the row: the baseline sits about a third of the font size below the middle.
  const textY = (i: number) => round(top(i) + ROW_HEIGHT / 2 + ROW_FONT * 0.35);
  return {
    width,
    height: slots * ROW_HEIGHT + 2 * INSET,
    fontSize: ROW_FONT,
    tracks: Array.from({ length: slots }, (_, i) => track(i, room)),
    shapes: shares(bars).map((share, i) => ({
      hit: { x: INSET, y: top(i), width: width - 2 * INSET, height: ROW_HEIGHT },
      bar: track(i, room * share),
      labelText: truncate(bars[i].label, budget),
      label: { x: GAP, y: textY(i), anchor: 'start' },
      labelBox: { x: GAP, y: top(i), width: labelWidth - GAP, height: ROW_HEIGHT },
      value: { x: round(x0 + room * share + GAP / 2), y: textY(i), anchor: 'start' },
    })),
  };
}

function columnsGeometry(width: number, slots: number, bars: readonly ChartBar[]): ChartGeometry {
  const slotWidth = (width - 2 * INSET) / slots;
  const thickness = Math.min(COLUMN_MAX_BAR, slotWidth * 0.6);
  const base = INSET + COLUMN_VALUE_ROW + COLUMN_PLOT;
  const charWidth = COLUMN_FONT * CHAR_EM;
  const longest = Math.max(1, ...bars.map((bar) => Array.from(bar.label).length));
  // Labels wider than a column ("янв" under 12 narrow months) go under every second or third
  // column instead: whole words there read better than "я…" under each.
  const step = clamp(Math.ceil((longest * charWidth + 2) / slotWidth), 1, 3);
  const budget = charBudget(step * slotWidth - 2, COLUMN_FONT);
  const centre = (i: number) => INSET + (i + 0.5) * slotWidth;
  const column = (i: number, length: number): Rect => ({
    x: round(centre(i) - thickness / 2),
    y: round(base - length),
    width: round(thickness),
    height: round(length),
  });
  const labelAt = (i: number): TextSpot => {
    // Keeps a label wider than its column inside the drawing at either end.
    const half = (Math.min(longest, budget) * charWidth) / 2;
    return { x: round(clamp(centre(i), half, width - half)), y: base + 16, anchor: 'middle' };
  };
  const labelBoxAt = (i: number): Rect => {
    const room = step * slotWidth - 2;
    const x = round(clamp(centre(i) - room / 2, 0, width - room));
    return { x, y: base, width: round(room), height: COLUMN_LABEL_ROW };
  };
  return {
    width,
    height: CHART_HEIGHT_COLUMNS,
    fontSize: COLUMN_FONT,
    tracks: Array.from({ length: slots }, (_, i) => column(i, COLUMN_PLOT)),
    shapes: shares(bars).map((share, i) => ({
      hit: {
        x: round(INSET + i * slotWidth),
        y: INSET,
        width: round(slotWidth),
        height: base + COLUMN_LABEL_ROW - INSET,
      },
      bar: column(i, COLUMN_PLOT * share),
      labelText: i % step === 0 ? truncate(bars[i].label, budget) : '',
      label: labelAt(i),
      labelBox: labelBoxAt(i),
      value: { x: round(centre(i)), y: round(base - COLUMN_PLOT * share - 6), anchor: 'middle' },
    })),
  };
}

/** Where every part of the chart goes, for a drawing `width` pixels wide. */
export function chartGeometry(
  layout: ChartLayout,
  width: number,
  slots: number,
  bars: readonly ChartBar[],
): ChartGeometry {
  // More bars than slots still all show: the chart grows rather than hide data. Rows with no room
  // kept and no bars draw nothing; columns always draw at least one slot.
  const count = Math.max(layout === 'rows' ? 0 : 1, Math.floor(slots), bars.length);
  return layout === 'rows' ? rowsGeometry(width, count, bars) : columnsGeometry(width, count, bars);
}
