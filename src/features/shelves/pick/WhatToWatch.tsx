import { useId, useMemo, useState, type FormEvent } from 'react';
import type { FavoriteMovie } from '../../favorites';
import { genreLabel } from '../../../shared/text/genres';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { shelvesText } from '../shelvesText';
import { candidatesOf, knownGenres, pickTitle, type Candidate, type PickFacts } from './pickTitle';
import { PickedTitle } from './PickedTitle';
import styles from './WhatToWatch.module.css';

const t = shelvesText.pick;
const ANY = '';
/** The longest limit the field takes: a day of films. */
const MAX_MINUTES = 1440;

export interface WhatToWatchProps {
  watchlist: readonly FavoriteMovie[];
  /** The kept details of the watchlist's titles (as many as are known: nothing is fetched here). */
  facts: ReadonlyMap<string, PickFacts>;
}

/** What a press of «Выбрать» or «Ещё вариант» came to: a title, or nothing within the limits. */
type Outcome = { picked: Candidate } | { picked: null } | null;

/**
 * «Что посмотреть?»: one title of the watchlist at random, no longer than the runtime given and of
 * the genre chosen, and another on «Ещё вариант». It reads only the library and the kept details,
 * so it works offline.
 */
export function WhatToWatch({ watchlist, facts }: WhatToWatchProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState('');
  const [genre, setGenre] = useState(ANY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const candidates = useMemo(() => candidatesOf(watchlist, facts), [watchlist, facts]);
  const genres = useMemo(() => knownGenres(candidates), [candidates]);

  const choose = (event?: FormEvent) => {
    event?.preventDefault();
    const limit = Number.parseInt(minutes, 10);
    const previous = outcome?.picked?.movie.imdbID ?? null;
    const limits = {
      maxRuntime: Number.isFinite(limit) && limit > 0 ? limit : null,
      genre: genre === ANY ? null : genre,
    };
    setOutcome({ picked: pickTitle(candidates, limits, previous) });
  };
  const close = () => {
    setOpen(false);
    setOutcome(null);
  };

  return (
    <>
      <Button
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        disabled={watchlist.length === 0}
      >
        {t.open}
      </Button>
      <Modal open={open} title={t.title} onClose={close} closeLabel={t.close} narrow>
        <form className={styles.form} onSubmit={choose}>
          <div className={styles.field}>
            <label htmlFor={`${id}-minutes`}>{t.maxRuntime}</label>
            <input
              id={`${id}-minutes`}
              className={styles.control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_MINUTES}
              step={1}
              value={minutes}
              data-autofocus
              onChange={(event) => setMinutes(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-genre`}>{t.genre}</label>
            <select
              id={`${id}-genre`}
              className={styles.control}
              value={genre}
              onChange={(event) => setGenre(event.target.value)}
            >
              <option value={ANY}>{t.anyGenre}</option>
              {genres.map((name) => (
                <option key={name} value={name}>
                  {genreLabel(name)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="primary">
            {t.choose}
          </Button>
        </form>
        <div className={styles.outcome} role="status">
          {outcome?.picked === null && <p className={styles.nothing}>{t.nothing}</p>}
          {outcome?.picked && <PickedTitle candidate={outcome.picked} />}
        </div>
        {outcome?.picked && (
          <Button className={styles.another} onClick={() => choose()}>
            {t.another}
          </Button>
        )}
      </Modal>
    </>
  );
}
