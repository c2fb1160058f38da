import { useState } from 'react';
import { transferText } from '../../shared/text/transfer';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import type { ImportPreview, Match } from './importPreview';
import { LinkFilmList } from './LinkFilmList';
import { LISTED, MoreListed } from './MoreListed';
import type { ImportSource } from './useImportFlow';
import type { ImportRow } from './types';
import styles from './ImportDialog.module.css';

const t = transferText.preview;

export interface ImportPreviewViewProps {
  source: ImportSource;
  preview: ImportPreview;
  stoppedBy: string | null;
  onConfirm: (unticked: ReadonlySet<string>) => void;
  onCancel: () => void;
}

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
          <strong>
            {movie.title} ({movie.year})
          </strong>{' '}
          — {label}
          <span className={styles.source}>
            {t.line(row.line)}: {asSource(row)}
          </span>
        </span>
      </label>
    </li>
  );
}

/** What the import would add, what it skips and why; the visitor confirms, or unticks doubtful ones. */
export function ImportPreviewView({
  source,
  preview,
  stoppedBy,
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
  const adding = [...preview.fresh, ...preview.uncertain].filter(
    ({ movie }) => !unticked.has(movie.imdbID),
  ).length;
  const counts = [
    [t.fresh, preview.fresh.length],
    [t.already, preview.already.length],
    [t.lowConfidence, preview.uncertain.length],
    [t.unmatched, preview.unmatched.length],
  ] as const;

  return (
    <div className={styles.preview}>
      <p className={styles.sourceName} tabIndex={-1} data-autofocus>
        {source.kind === 'file' ? t.fromFile(source.name) : t.fromLink}
      </p>
      {stoppedBy && <Alert tone="error">{stoppedBy}</Alert>}
      <dl className={styles.counts}>
        {counts.map(([label, count]) => (
          <div key={label} className={styles.countItem}>
            <dt>{label}</dt>
            <dd>{t.count(count)}</dd>
          </div>
        ))}
      </dl>
      {source.kind === 'link' && preview.fresh.length > 0 && (
        <LinkFilmList films={preview.fresh} unticked={unticked} onToggle={toggle} />
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
                {t.line(row.line)}: {asSource(row)} — {reason}
              </li>
            ))}
          </ul>
          <MoreListed total={preview.unmatched.length} />
        </section>
      )}
      {adding === 0 && <p className={styles.nothing}>{t.nothingNew}</p>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{transferText.import.cancel}</Button>
        <Button variant="primary" disabled={adding === 0} onClick={() => onConfirm(unticked)}>
          {source.kind === 'link' ? t.confirmFromLink(adding) : t.confirm(adding)}
        </Button>
      </div>
    </div>
  );
}
