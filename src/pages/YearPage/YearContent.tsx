import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { DetailsFailures, DetailsProgress } from '../../features/details/DetailsStatus';
import { useFavoriteDetails } from '../../features/details/useFavoriteDetails';
import { selectLibraryList } from '../../features/favorites';
import { sentenceText, yearSentences } from '../../features/year/sentences';
import { hasData, summarizeYear } from '../../features/year/summary';
import { entriesOfYear } from '../../features/year/years';
import { YearImageActions } from '../../features/year/YearImageActions';
import { YearSentences } from '../../features/year/YearSentences';
import { paths } from '../../shared/paths';
import { yearText as t } from '../../features/year/yearText';
import { Spinner } from '../../shared/ui/Spinner';
import styles from './YearPage.module.css';

/**
 * The year's summary, from the library's watch days and favorites and their details (read from
 * the store, the missing fetched).
 */
export function YearContent({ year }: { year: number }) {
  const library = useAppSelector(selectLibraryList);
  // Only the year's entries: their details are fetched, not the whole library's.
  const favorites = useMemo(() => entriesOfYear(library, year), [library, year]);
  const details = useFavoriteDetails(favorites);
  const facts = useDeferredValue(details.facts);
  const summary = useMemo(() => summarizeYear(favorites, facts, year), [favorites, facts, year]);
  const sentences = useMemo(() => yearSentences(summary), [summary]);
  const plain = useMemo(() => sentences.map(sentenceText), [sentences]);

  if (details.phase === 'reading') return <Spinner label={t.loading} />;
  if (!hasData(summary)) {
    return (
      <section className="empty-state" aria-labelledby="year-empty-title">
        <h2 id="year-empty-title">{t.empty}</h2>
        <p>{t.emptyHint}</p>
        <Link className="link-button" to={paths.favorites.getHref()}>
          {t.toFavorites}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="year-summary-title">
      <div className={styles.summaryHeader}>
        <h2 id="year-summary-title">{t.summaryLabel}</h2>
        <DetailsProgress load={details} />
      </div>
      <DetailsFailures load={details} />
      <YearSentences sentences={sentences} />
      <YearImageActions year={year} sentences={plain} films={summary.films} />
    </section>
  );
}
