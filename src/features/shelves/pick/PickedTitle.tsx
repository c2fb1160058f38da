import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { genreLabel } from '../../../shared/text/genres';
import { Poster } from '../../../shared/ui/Poster';
import { shelvesText } from '../shelvesText';
import type { Candidate } from './pickTitle';
import styles from './WhatToWatch.module.css';

/** The title picked: its poster, name (a link to its page), year, runtime and genres as known. */
export function PickedTitle({ candidate }: { candidate: Candidate }) {
  const { movie, runtime, genres } = candidate;
  const facts = [
    movie.year,
    runtime === null ? null : shelvesText.pick.runtime(runtime),
    genres.length === 0 ? null : genres.map(genreLabel).join(', '),
  ].filter((fact) => fact !== null);
  return (
    <article className={styles.picked}>
      <Poster className={styles.poster} src={movie.poster} title={movie.title} eager />
      <div className={styles.about}>
        <h3 className={styles.title}>
          <Link to={paths.movie.getHref(movie.imdbID)}>{movie.title}</Link>
        </h3>
        <p className={styles.facts}>{facts.join(' · ')}</p>
      </div>
    </article>
  );
}
