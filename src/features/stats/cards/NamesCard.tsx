import { useId, useState } from 'react';
import { formatNumber } from '../../../shared/lib/plural';
import { statsText } from '../statsText';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { BarChart } from '../charts/BarChart';
import type { TopNames } from '../insights/types';
import styles from './InsightCards.module.css';

export interface NamesCardProps {
  title: string;
  summary: string;
  names: TopNames;
  /** The table's header for the names ('Жанр', 'Имя', 'Страна'…). */
  category: string;
  /** How a name is shown (genres in Russian); as it comes by default. */
  labelOf?: (name: string) => string;
  /** Where a name's bar leads: the favorites filtered by it. */
  hrefOf?: (name: string) => string;
  /** The titles of the films behind a name, listed on demand (directors, actors). */
  titlesOf?: (ids: readonly string[]) => string[];
  /**
   * The details are all in: the chart shows the rows it has. Until then it keeps room for ten, so
   * rows arriving never move what is below.
   */
  drawn: boolean;
}

/** A top 10: the most rows a names chart shows. */
const TOP = 10;

const asIs = (name: string) => name;

/** A top-10 list of names (genres, people, countries, languages) as a chart, with its share of the list. */
export function NamesCard(props: NamesCardProps) {
  const { title, summary, names, category, labelOf = asIs, hrefOf, titlesOf, drawn } = props;
  const titleId = useId();
  const listId = useId();
  const [showFilms, setShowFilms] = useState(false);
  const bars = names.top.map(({ name, count, share }) => {
    const label = labelOf(name);
    const percent = statsText.percent(share);
    return {
      key: name,
      label,
      value: count,
      valueLabel: `${formatNumber(count)} · ${percent}`,
      spokenValue: statsText.filmCount(count),
      href: hrefOf?.(name),
    };
  });
  return (
    <Card title={title} titleId={titleId} level={3} className={styles.card}>
      <BarChart
        title={title}
        titleId={titleId}
        summary={summary}
        bars={bars}
        layout="rows"
        slots={drawn ? bars.length : TOP}
        table={{ ...statsText.table, category, value: statsText.table.value }}
      />
      {titlesOf && names.top.length > 0 && (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showFilms}
            aria-controls={listId}
            onClick={() => setShowFilms((shown) => !shown)}
          >
            {showFilms ? statsText.hideFilms : statsText.showFilms}
          </Button>
          <ul id={listId} className={styles.films} hidden={!showFilms}>
            {names.top.map(({ name, films }) => (
              <li key={name}>
                <span className={styles.term}>{labelOf(name)}:</span>{' '}
                <span className={styles.titles}>{titlesOf(films).join(', ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
