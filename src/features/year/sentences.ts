import { yearText as t, type Sentence } from './yearText';
import type { YearFilm, YearSummary } from './summary';

export type YearSentence = Sentence<YearFilm>;

/** The summary read aloud: one sentence per thing it knows, in the page's order. */
export function yearSentences(summary: YearSummary): YearSentence[] {
  const { year } = summary;
  const sentences: YearSentence[] = [];
  if (summary.added > 0) sentences.push([t.added(year, summary.added)]);
  if (summary.watches > 0) {
    sentences.push([t.watched(year, summary.watchedFilms, summary.watches, summary.minutes)]);
    if (summary.untimedWatches > 0 && summary.minutes > 0)
      sentences.push([t.untimed(summary.untimedWatches)]);
  } else if (summary.episodes === 0) {
    sentences.push([t.nothingWatched(year)]);
  }
  if (summary.episodes > 0)
    sentences.push([t.episodes(year, summary.episodes, summary.episodeMinutes)]);
  if (summary.genres.length > 0) sentences.push([t.genres(summary.genres)]);
  if (summary.directors.length > 0) sentences.push([t.directors(summary.directors)]);
  if (summary.decade) sentences.push([t.decade(summary.decade.decade, summary.decade.count)]);
  if (summary.busiestMonth)
    sentences.push([t.busiestMonth(summary.busiestMonth.month, summary.busiestMonth.watches)]);
  if (summary.highestRated)
    sentences.push(t.highestRated(summary.highestRated.films, summary.highestRated.rating));
  if (summary.disagreement) {
    const { film, mine, imdb } = summary.disagreement;
    if (mine !== imdb) sentences.push(t.disagreement(film, mine, imdb));
  }
  return sentences;
}

/** A sentence as plain text, the films by their titles (for the picture). */
export function sentenceText(sentence: YearSentence): string {
  return sentence.map((part) => (typeof part === 'string' ? part : part.title)).join('');
}
