import { Link } from 'react-router';
import type { ChartBar } from './types';
import styles from './BarChart.module.css';

export interface ChartTableProps {
  id: string;
  hidden: boolean;
  caption: string;
  category: string;
  value: string;
  bars: readonly ChartBar[];
}

/** The chart's data as a table: full labels, the same links. */
export function ChartTable({ id, hidden, caption, category, value, bars }: ChartTableProps) {
  return (
    <table id={id} className={styles.table} hidden={hidden}>
      {/* The figure already shows the title above the table. */}
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{category}</th>
          <th scope="col">{value}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.href ? <Link to={bar.href}>{bar.label}</Link> : bar.label}</th>
            <td>{bar.valueLabel}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
