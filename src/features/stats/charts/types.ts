export interface ChartBar {
  /** Stable key (the name or the bin). */
  key: string;
  /** Shown at the bar (may be long: a person's name). */
  label: string;
  /** The label in full where the drawn one is short («январь 2026» for «янв»): it begins with it. */
  fullLabel?: string;
  value: number;
  /** The value as shown ("14", "35 %", "2 ч 10 мин"). */
  valueLabel: string;
  /** The value in words, said after what the bar shows (see markName): «14 фильмов». */
  spokenValue: string;
  /** Where clicking the bar goes (an in-app path, e.g. "/favorites?genre=Drama"); none: not a link. */
  href?: string;
}

export type ChartLayout = 'rows' | 'columns';

export interface BarChartProps {
  /** The chart's accessible name and visible title (the card may render it as its heading instead: see `titleId`). */
  title: string;
  /**
   * The id of an element that already shows the title (e.g. the card's heading): the chart is then
   * named by it and renders no visible title of its own. Without it the chart shows `title` itself.
   */
  titleId?: string;
  /** One sentence that says what the chart shows ("Чаще всего — драма: 14 из 40 фильмов"). */
  summary: string;
  bars: readonly ChartBar[];
  /** 'rows': horizontal bars, one per row, labels on the left (top-10 lists); 'columns': vertical columns with labels under them (histograms). */
  layout: ChartLayout;
  /**
   * How many bars the chart makes room for, whatever `bars` holds now (10 for a top 10, 12 months, 10 rating bins…):
   * the chart's size never changes as data arrives, so the page never jumps.
   */
  slots: number;
  /** The texts of the table alternative: its column headers and the toggle button's two labels. */
  table: { category: string; value: string; show: string; hide: string };
}
