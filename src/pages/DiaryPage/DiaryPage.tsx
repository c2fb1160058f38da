import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLibraryItems } from '../../features/favorites';
import { DiaryList } from '../../features/shelves/diary/DiaryList';
import { diaryRows } from '../../features/shelves/diary/diaryRows';
import { ShelfLinks } from '../../features/shelves/ShelfLinks';
import { shelvesText } from '../../features/shelves/shelvesText';
import { paths } from '../../shared/paths';
import { text } from '../../shared/text';
import { Card } from '../../shared/ui/Card';
import { EmptyState } from '../../shared/ui/EmptyState';
// The favorites page's frame: the diary's page is laid out as that one is.
import styles from '../FavoritesPage/FavoritesPage.module.css';

const t = shelvesText.diary;

/** «Дневник»: every watch day of the library, newest first, by month. */
export function DiaryPage() {
  const library = useAppSelector(selectLibraryItems);
  const rows = useMemo(() => diaryRows(Object.values(library)), [library]);
  const days = useMemo(() => rows.filter((row) => row.kind === 'day').length, [rows]);
  return (
    <div className={styles.page}>
      <title>{text.titles.diary}</title>
      <h1 className={styles.heading}>{t.heading}</h1>
      <Card className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          {t.count(days)}
        </p>
      </Card>
      <ShelfLinks current="diary" />
      {days === 0 ? (
        <EmptyState
          icon="📅"
          title={t.empty}
          hint={t.emptyHint}
          action={{ label: shelvesText.findMovies, href: paths.search.getHref() }}
        />
      ) : (
        <DiaryList rows={rows} />
      )}
    </div>
  );
}

export default DiaryPage;
