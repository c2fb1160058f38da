import { STATUSES } from '../favorites';
import type { ImportPreview } from './importPreview';
import { shelfCounts } from './shelfCounts';
import { transferText } from './transferText';
import styles from './ImportDialog.module.css';

const t = transferText.preview;

/**
 * Where confirming puts the films: «В «Хочу посмотреть»: 3 фильма», «В избранное: 2 фильма», a
 * line per shelf that gets any, and how many rows lost a status we do not know.
 */
export function ShelfLines({
  preview,
  unticked,
  taken,
}: {
  preview: ImportPreview;
  unticked: ReadonlySet<string>;
  taken: ReadonlySet<string>;
}) {
  const { shelves, hearts } = shelfCounts(preview, unticked, taken);
  const lines = STATUSES.filter((status) => shelves[status] > 0).map((status) =>
    t.onShelf(transferText.shelves[status], shelves[status]),
  );
  if (hearts > 0) lines.push(t.toFavorites(hearts));
  if (preview.unknownStatus > 0) lines.push(t.unknownStatus(preview.unknownStatus));
  if (lines.length === 0) return null;
  return (
    <ul className={styles.shelves} aria-label={t.placedLabel}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
