import { transferText } from './transferText';
import { Poster } from '../../shared/ui/Poster';
import type { Match } from './importPreview';
import { LISTED, MoreListed } from './MoreListed';
import { personalOf } from './personalFields';
import styles from './ImportDialog.module.css';

const t = transferText.preview;

export interface LinkFilmListProps {
  films: readonly Match[];
  /** With these, each film has a box to untick it; without, the list only shows what was found. */
  unticked?: ReadonlySet<string>;
  onToggle?: (imdbID: string) => void;
}

/** A share link's new films by title, year and poster: what «Добавить» would add. */
export function LinkFilmList({ films, unticked, onToggle }: LinkFilmListProps) {
  return (
    <section className={styles.group} aria-label={t.fresh}>
      <h3 className={styles.groupTitle}>{t.fresh}</h3>
      <ul className={styles.list}>
        {films.slice(0, LISTED).map(({ movie }) => {
          const brings = t.brings(personalOf(movie));
          const named = t.named(movie.title, movie.year);
          const name = brings ? `${named} — ${brings}` : named;
          return (
            <li key={movie.imdbID} className={styles.film}>
              {/* The title beside it names the film: the thumbnail is decoration. */}
              <div className={styles.thumb} aria-hidden="true">
                <Poster src={movie.poster} title={movie.title} placeholder="" />
              </div>
              {onToggle ? (
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={!unticked?.has(movie.imdbID)}
                    onChange={() => onToggle(movie.imdbID)}
                  />
                  <span>{name}</span>
                </label>
              ) : (
                <span>{name}</span>
              )}
            </li>
          );
        })}
      </ul>
      <MoreListed total={films.length} />
    </section>
  );
}
