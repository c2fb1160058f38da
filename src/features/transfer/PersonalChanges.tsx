import { useId } from 'react';
import { transferText } from './transferText';
import { Button } from '../../shared/ui/Button';
import type { Update } from './importPreview';
import { LISTED, MoreListed } from './MoreListed';
import { broughtTo } from './personalFields';
import { appliedTo } from './brought';
import { isHearted } from '../favorites';
import styles from './ImportDialog.module.css';

const t = transferText.preview;

/** «The Matrix (1999) — оценка 8 · просмотр 3 мая 2024»: a film and what the source brings it. */
export function FilmBrings({
  title,
  year,
  brings,
}: {
  title: string;
  year: string;
  brings: string;
}) {
  return (
    <>
      <strong>{t.named(title, year)}</strong>
      {brings && ` — ${brings}`}
    </>
  );
}

/** What an update brings beside the personal fields: a shelf further on, the heart. */
function placedText({ ours, theirs }: Update): string[] {
  const edited = appliedTo(ours, theirs, false);
  const placed: string[] = [];
  if (edited.status !== undefined && edited.status !== ours.status) {
    placed.push(t.toShelf(transferText.shelves[edited.status]));
  }
  if (isHearted(edited) && !isHearted(ours)) placed.push(t.toHeart);
  return placed;
}

/**
 * Titles the source only adds to: new watch days, a rating or a note where there was none, a
 * shelf further on (placement.ts), the heart.
 */
export function UpdateList({ updates }: { updates: readonly Update[] }) {
  return (
    <section className={styles.group} aria-label={t.updates}>
      <h3 className={styles.groupTitle}>{t.updates}</h3>
      <ul className={styles.list}>
        {updates.slice(0, LISTED).map((update) => (
          <li key={update.ours.imdbID}>
            <FilmBrings
              title={update.ours.title}
              year={update.ours.year}
              brings={[t.brings(broughtTo(update.ours, update.theirs)), ...placedText(update)]
                .filter(Boolean)
                .join(' · ')}
            />
          </li>
        ))}
      </ul>
      <MoreListed total={updates.length} />
    </section>
  );
}

function ConflictItem({
  update: { ours, theirs },
  fromLink,
  taken,
  onChoose,
}: {
  update: Update;
  fromLink: boolean;
  taken: boolean;
  onChoose: (takeTheirs: boolean) => void;
}) {
  const name = useId();
  const rating = ours.rating !== undefined && theirs.rating !== undefined;
  const note = ours.note !== undefined && theirs.note !== undefined;
  const added = t.brings({ watched: broughtTo(ours, theirs).watched });
  return (
    <li>
      <fieldset className={styles.conflict}>
        <legend>
          <strong>{t.named(ours.title, ours.year)}</strong>
        </legend>
        {rating && ours.rating !== theirs.rating && (
          <p>{t.ratingDiff(ours.rating ?? 0, theirs.rating ?? 0, fromLink)}</p>
        )}
        {note && ours.note !== theirs.note && (
          <p>{t.noteDiff(ours.note ?? '', theirs.note ?? '', fromLink)}</p>
        )}
        {added && <p className={styles.source}>{added}</p>}
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" name={name} checked={!taken} onChange={() => onChoose(false)} />
            {t.keepOurs}
          </label>
          <label className={styles.choice}>
            <input type="radio" name={name} checked={taken} onChange={() => onChoose(true)} />
            {t.takeTheirs(fromLink)}
          </label>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * Favorites the source rates or notes otherwise: each keeps ours unless the visitor takes the
 * source's, one by one or all at once.
 */
export function ConflictList({
  conflicts,
  fromLink,
  taken,
  onChoose,
}: {
  conflicts: readonly Update[];
  fromLink: boolean;
  taken: ReadonlySet<string>;
  onChoose: (ids: readonly string[], takeTheirs: boolean) => void;
}) {
  return (
    <section className={styles.group} aria-label={t.conflicts}>
      <h3 className={styles.groupTitle}>{t.conflicts}</h3>
      {conflicts.length > 1 && (
        <div>
          <Button
            onClick={() =>
              onChoose(
                conflicts.map(({ ours }) => ours.imdbID),
                true,
              )
            }
          >
            {t.takeAll(fromLink)}
          </Button>
        </div>
      )}
      <ul className={styles.list}>
        {conflicts.slice(0, LISTED).map((update) => (
          <ConflictItem
            key={update.ours.imdbID}
            update={update}
            fromLink={fromLink}
            taken={taken.has(update.ours.imdbID)}
            onChoose={(takeTheirs) => onChoose([update.ours.imdbID], takeTheirs)}
          />
        ))}
      </ul>
      <MoreListed total={conflicts.length} />
    </section>
  );
}
