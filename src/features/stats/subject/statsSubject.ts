/**
 * Whose statistics /charts shows: the favorites (the spec's page, the default) or the watched
 * titles, with the same cards. The address holds the choice (`?of=watched`), so a link or a reload
 * keeps it and the switch is a pair of plain links.
 */
export type StatsSubject = 'favorites' | 'watched';

export const SUBJECT_PARAM = 'of';

export function subjectOf(search: URLSearchParams): StatsSubject {
  return search.get(SUBJECT_PARAM) === 'watched' ? 'watched' : 'favorites';
}

/** The statistics page's address for `subject` (the favorites' is the plain one). */
export function subjectHref(chartsHref: string, subject: StatsSubject): string {
  return subject === 'favorites' ? chartsHref : `${chartsHref}?${SUBJECT_PARAM}=${subject}`;
}
