import { useId, type ReactNode } from 'react';
import { Card } from '../../../shared/ui/Card';
import { BarChart, type ChartBar } from '../charts/BarChart';
import { statsText } from '../statsText';
import styles from './InsightCards.module.css';

export interface HistogramCardProps {
  title: string;
  summary: string;
  bars: readonly ChartBar[];
  /** Room for this many columns whatever `bars` holds now, so the card never grows. */
  slots: number;
  /** The table's header for the columns ('Десятилетие', 'Оценка'…). */
  category: string;
  /** The table's header for the values: 'Фильмов' unless told. */
  valueHeader?: string;
  /** The figures beside the chart (average, median…). */
  children?: ReactNode;
}

/** A card with a column chart (decades, rating bins, runtimes, months) and its figures. */
export function HistogramCard({
  title,
  summary,
  bars,
  slots,
  category,
  valueHeader = statsText.table.value,
  children,
}: HistogramCardProps) {
  const titleId = useId();
  return (
    <Card title={title} titleId={titleId} level={3} className={styles.card}>
      {children}
      <BarChart
        title={title}
        titleId={titleId}
        summary={summary}
        bars={bars}
        layout="columns"
        slots={slots}
        table={{ ...statsText.table, category, value: valueHeader }}
      />
    </Card>
  );
}

/** The figures of a card as a description list: «Средняя — 7,8». */
export function Figures({ items }: { items: readonly { term: string; value: ReactNode }[] }) {
  return (
    // A list, not a <dl>: the spec's general card owns the page's terms and definitions.
    <ul className={styles.figures}>
      {items.map(({ term, value }) => (
        <li key={term}>
          <span className={styles.term}>{term}</span> <span className={styles.value}>{value}</span>
        </li>
      ))}
    </ul>
  );
}
