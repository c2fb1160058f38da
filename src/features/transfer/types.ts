/** What an import reads from a file or a share link, before anything is matched or written. */
import type { Personal, Status } from '../favorites';

/** Where the rows came from: our JSON, an IMDb or Letterboxd CSV, or a share link. */
export type ImportFormat =
  | 'filmoteka'
  | 'imdb-ratings'
  | 'imdb-list'
  | 'letterboxd-import'
  | 'letterboxd-export'
  | 'share-link';

/** One film as the source gives it. Nothing here has been checked against OMDb yet. */
export interface ImportRow {
  /** Where it stands in the source, for messages: a CSV's line (the header is line 1), a list's position from 1. */
  line: number;
  /** A well-formed IMDb id ("tt" + 7 or 8 digits, "tt" in lower case), or null. */
  imdbID: string | null;
  /** The source's id when there is one but it is not an IMDb id ("nm0000206", "12345"). */
  invalidId?: string;
  title: string | null;
  /** As OMDb writes a year ("1999", "2008–2013"), or null when the source has none. */
  year: string | null;
  /** OMDb's type (movie, series, episode, game), or null when the source does not say. */
  type: string | null;
  /** Only our own JSON carries posters: undefined means the source does not know. */
  poster?: string | null;
  /** When the film was added, rated or logged in the source, as an ISO time, or null. */
  addedAt: string | null;
  /** The visitor's rating, watch days and note the source gives, in canonical form; absent when none. */
  personal?: Personal;
  /** How many of the row's values were refused or cut on the way in (fields.ts); absent when none. */
  dropped?: number;
  /** The source's title was longer than any film's: the row is never looked up by it. */
  overlongTitle?: true;
  /** The shelf the source puts the film on (placement.ts says which file implies which); absent: none. */
  status?: Status;
  /** The source hearts the film (Letterboxd's likes, our JSON); absent: it says nothing of the heart. */
  heart?: true;
  /** The source gave a status we do not know: it is dropped, and counted in the preview. */
  unknownStatus?: true;
  /** A row of an archive's file: that file and its line there (`line` counts across the archive). */
  source?: { file: string; line: number };
}

export type ReadResult =
  { ok: true; format: ImportFormat; rows: ImportRow[] } | { ok: false; error: string };

/** Larger files are refused before they are read (docs/features.md states both limits). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/**
 * Longer files are refused, before the rest is parsed: the library is built for 10,000 watched
 * and 2,000 wanted titles, and the busiest IMDb and Letterboxd exports are shorter still.
 */
export const MAX_IMPORT_ROWS = 15_000;
