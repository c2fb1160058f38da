import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { statsPageText } from '../statsPageText';
import { subjectHref, type StatsSubject } from './statsSubject';
import styles from './SubjectSwitch.module.css';

const SUBJECTS: readonly StatsSubject[] = ['favorites', 'watched'];

/** «Избранное» / «Просмотрено»: links, so the switch works before the app and in the address. */
export function SubjectSwitch({ subject }: { subject: StatsSubject }) {
  return (
    <nav className={styles.switch} aria-label={statsPageText.subjectLabel}>
      {SUBJECTS.map((option) => (
        <Link
          key={option}
          className={styles.option}
          to={subjectHref(paths.charts.getHref(), option)}
          aria-current={option === subject ? 'page' : undefined}
          replace
        >
          {statsPageText.subjects[option]}
        </Link>
      ))}
    </nav>
  );
}
