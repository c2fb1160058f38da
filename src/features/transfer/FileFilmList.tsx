import { transferText } from './transferText';
import type { Match } from './importPreview';
import { LISTED, MoreListed } from './MoreListed';
import { FilmBrings } from './PersonalChanges';
import { personalOf } from './personalFields';
import styles from './ImportDialog.module.css';

const t = transferText.preview;

/** A file's new films and what each brings (a link's have posters and boxes: LinkFilmList). */
export function FileFilmList({ films }: { films: readonly Match[] }) {
  return (
    <section className={styles.group} aria-label={t.fresh}>
      <h3 className={styles.groupTitle}>{t.fresh}</h3>
      <ul className={styles.list}>
        {films.slice(0, LISTED).map(({ movie }) => (
          <li key={movie.imdbID}>
            <FilmBrings
              title={movie.title}
              year={movie.year}
              brings={t.brings(personalOf(movie))}
            />
          </li>
        ))}
      </ul>
      <MoreListed total={films.length} />
    </section>
  );
}
