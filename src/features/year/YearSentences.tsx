import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import type { YearSentence } from './sentences';
import styles from './YearSentences.module.css';

/** The summary's sentences, each film named a link to its page. */
export function YearSentences({ sentences }: { sentences: readonly YearSentence[] }) {
  return (
    <ul className={styles.list}>
      {sentences.map((sentence, index) => (
        <li key={index}>
          {sentence.map((part, at) =>
            typeof part === 'string' ? (
              part
            ) : (
              <Link key={at} to={paths.movie.getHref(part.imdbID)}>
                {part.title}
              </Link>
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
