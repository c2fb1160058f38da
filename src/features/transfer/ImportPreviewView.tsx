import { useState } from 'react';
import { transferText } from './transferText';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { editsToApply, type ImportPreview, type Match } from './importPreview';
import { FileFilmList } from './FileFilmList';
import { LinkFilmList } from './LinkFilmList';
import { LISTED, MoreListed } from './MoreListed';
import { ConflictList, FilmBrings, UpdateList } from './PersonalChanges';
import { personalOf } from './personalFields';
import { ShelfLines } from './ShelfLines';
import type { ImportSource } from './useImportFlow';
import type { ImportRow } from './types';
import styles from './ImportDialog.module.css';

const t = transferText.preview;

export interface ImportPreviewViewProps {
  source: ImportSource;
  preview: ImportPreview;
  stoppedBy: string | null;
  /** How many of the source's values were refused or cut on the way in. */
  dropped?: number;
  /** False: what the source offers would not fit in the browser's storage, so nothing is added. */
  fits?: boolean;
  /** The films left out, and those whose rating and note are taken from the source. */
  onConfirm: (unticked: ReadonlySet<string>, taken: ReadonlySet<string>) => void;
  onCancel: () => void;
}

const OPTIONAL_COUNTS: ReadonlySet<string> = new Set([t.updates, t.conflicts]);

const placeOf = (row: ImportRow) =>
  row.source ? t.lineOf(row.source.file, row.source.line) : t.line(row.line);
const asSource = (row: ImportRow) =>
  [row.title ?? row.imdbID ?? row.invalidId ?? '—', row.year && `(${row.year})`]
    .filter(Boolean)
    .join(' ');

function UncertainItem({
  match,
  ticked,
  onToggle,
}: {
  match: Match;
  ticked: boolean;
  onToggle: () => void;
}) {
  const { movie, confidence, row } = match;
  const label = confidence === 'year-off' ? t.confidence.yearOff : t.confidence.titleOnly;
  return (
    <li>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={ticked}
          onChange={onToggle}
          aria-label={t.keep(movie.title)}
        />
        <span>
          <FilmBrings title={movie.title} year={movie.year} brings={t.brings(personalOf(movie))} />{' '}
          — {label}
          <span className={styles.source}>
            {placeOf(row)}: {asSource(row)}
          </span>
        </span>
      </label>
    </li>
  );
}

/** Why nothing would be added: only true when every film is already a favorite. */
function nothingToAdd({ already, unmatched }: ImportPreview): string {
  if (unmatched.length === 0) return t.nothingNew;
  return already.length === 0 ? t.noneFound : t.nothingNewOrFound;
}

function toggled(current: ReadonlySet<string>, ids: readonly string[], on: boolean) {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * What the import would add and change, what it skips and why; the visitor confirms, unticks
 * doubtful films, and settles each conflict (ours is kept unless the source's is taken).
 */
export function ImportPreviewView({
  source,
  preview,
  stoppedBy,
  dropped = 0,
  fits = true,
  onConfirm,
  onCancel,
}: ImportPreviewViewProps) {
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const fromLink = source.kind === 'link';
  const adding = [...preview.fresh, ...preview.uncertain].filter(
    ({ movie }) => !unticked.has(movie.imdbID),
  ).length;
  const changing = editsToApply(preview, taken).length;
  const updates = preview.updates.filter((update) => !update.conflict);
  const conflicts = preview.updates.filter((update) => update.conflict);
  const counts: [string, number][] = [
    [t.fresh, preview.fresh.length],
    [t.updates, updates.length],
    [t.conflicts, conflicts.length],
    [t.already, preview.already.length],
    [t.lowConfidence, preview.uncertain.length],
    [t.unmatched, preview.unmatched.length],
  ];
  // Updates and conflicts are counted only when there are some: most files have none.
  const shown = counts.filter(([label, count]) => count > 0 || !OPTIONAL_COUNTS.has(label));
  let confirmLabel = fromLink ? t.confirmFromLink(adding) : t.confirm(adding);
  if (changing > 0) confirmLabel = t.confirmUpdates(adding, changing, fromLink);

  return (
    <div className={styles.preview}>
      <p className={styles.sourceName} tabIndex={-1} data-autofocus>
        {source.kind === 'file' ? t.fromFile(source.name) : t.fromLink}
      </p>
      {stoppedBy && <Alert tone="error">{stoppedBy}</Alert>}
      {!fits && <Alert tone="error">{t.wouldNotFit(fromLink)}</Alert>}
      <dl className={styles.counts}>
        {shown.map(([label, count]) => (
          <div key={label} className={styles.countItem}>
            <dt>{label}</dt>
            <dd>{t.count(count)}</dd>
          </div>
        ))}
      </dl>
      <ShelfLines preview={preview} unticked={unticked} taken={taken} />
      {fromLink && preview.fresh.length > 0 && (
        <LinkFilmList films={preview.fresh} unticked={unticked} onToggle={toggle} />
      )}
      {!fromLink && preview.fresh.length > 0 && <FileFilmList films={preview.fresh} />}
      {updates.length > 0 && <UpdateList updates={updates} />}
      {conflicts.length > 0 && (
        <ConflictList
          conflicts={conflicts}
          fromLink={fromLink}
          taken={taken}
          onChoose={(ids, take) => setTaken((current) => toggled(current, ids, take))}
        />
      )}
      {preview.uncertain.length > 0 && (
        <section className={styles.group} aria-label={t.lowConfidence}>
          <h3 className={styles.groupTitle}>{t.lowConfidence}</h3>
          <ul className={styles.list}>
            {preview.uncertain.slice(0, LISTED).map((match) => (
              <UncertainItem
                key={match.movie.imdbID}
                match={match}
                ticked={!unticked.has(match.movie.imdbID)}
                onToggle={() => toggle(match.movie.imdbID)}
              />
            ))}
          </ul>
          <MoreListed total={preview.uncertain.length} />
        </section>
      )}
      {preview.unmatched.length > 0 && (
        <section className={styles.group} aria-label={t.unmatched}>
          <h3 className={styles.groupTitle}>{t.unmatched}</h3>
          <ul className={styles.list}>
            {preview.unmatched.slice(0, LISTED).map(({ row, reason }) => (
              <li key={row.line}>
                {placeOf(row)}: {asSource(row)} — {reason}
              </li>
            ))}
          </ul>
          <MoreListed total={preview.unmatched.length} />
        </section>
      )}
      {dropped > 0 && <p className={styles.nothing}>{t.dropped(dropped)}</p>}
      {adding === 0 && changing === 0 && <p className={styles.nothing}>{nothingToAdd(preview)}</p>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{transferText.import.cancel}</Button>
        <Button
          variant="primary"
          disabled={!fits || (adding === 0 && changing === 0)}
          onClick={() => onConfirm(unticked, taken)}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
