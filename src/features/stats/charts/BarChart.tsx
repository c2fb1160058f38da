import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { ChartSvg } from './ChartSvg';
import { ChartTable } from './ChartTable';
import type { BarChartProps } from './types';
import styles from './BarChart.module.css';

export type { BarChartProps, ChartBar, ChartLayout } from './types';

/** A bar chart drawn in SVG, with its summary in words and its data as a table one click away. */
export function BarChart({ title, titleId, summary, bars, layout, slots, table }: BarChartProps) {
  const ownTitleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const nameId = titleId ?? ownTitleId;
  return (
    <div className={styles.chart}>
      <figure className={styles.figure} aria-labelledby={nameId} aria-describedby={summaryId}>
        {titleId === undefined && (
          <div id={ownTitleId} className={styles.title}>
            {title}
          </div>
        )}
        <ChartSvg
          bars={bars}
          layout={layout}
          slots={slots}
          titleId={nameId}
          summaryId={summaryId}
          hidden={showTable}
        />
        <ChartTable
          id={tableId}
          hidden={!showTable}
          caption={title}
          category={table.category}
          value={table.value}
          bars={bars}
        />
        <figcaption id={summaryId} className={styles.summary}>
          {summary}
        </figcaption>
      </figure>
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? table.hide : table.show}
      </Button>
    </div>
  );
}
