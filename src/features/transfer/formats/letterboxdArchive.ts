import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { yieldToBrowser } from '../../../shared/lib/yieldToBrowser';
import { looksLikeZip } from './zipSignature';

/**
 * The files of Letterboxd's export that hold films (docs/features.md, «Import»): a review comes as
 * the film's note. The rest (the profile, comments, lists, and the `deleted/` and `orphaned/`
 * folders) is left unread.
 */
export const LETTERBOXD_FILM_FILES = [
  'watchlist.csv',
  'watched.csv',
  'diary.csv',
  'ratings.csv',
  'reviews.csv',
  'likes/films.csv',
] as const;

/** Letterboxd's own folders: an archive's member under one of them is never a wrapping folder. */
const LETTERBOXD_FOLDERS = new Set(['deleted', 'orphaned', 'likes', 'lists']);
/** The archive is read in slices this long, the browser free to paint between them. */
const SLICE_BYTES = 256 * 1024;

/** A film file taken out of the archive, by its name in Letterboxd's export. */
export interface ArchiveMember {
  name: (typeof LETTERBOXD_FILM_FILES)[number];
  text: string;
}

export type ArchiveRead =
  | { ok: true; members: ArchiveMember[] }
  | { ok: false; reason: 'not-a-zip' | 'no-film-files' | 'too-large' };

/**
 * A member's name in Letterboxd's export: its path as is, or inside one folder that wraps the whole
 * export (an archive unpacked and packed again); null for any other member.
 */
export function filmFileOf(path: string): ArchiveMember['name'] | null {
  const known = (name: string) =>
    (LETTERBOXD_FILM_FILES as readonly string[]).includes(name)
      ? (name as ArchiveMember['name'])
      : null;
  const slash = path.indexOf('/');
  const wrapper = path.slice(0, slash);
  return (
    known(path) ??
    (slash > 0 && !LETTERBOXD_FOLDERS.has(wrapper) ? known(path.slice(slash + 1)) : null)
  );
}

/**
 * Takes Letterboxd's film files out of its export archive, inflating no more than `maxBytes` of
 * them in all (an archive may claim small sizes and inflate to gigabytes: the count is of what
 * comes out, not of what the headers say). Never throws for a broken archive.
 */
export async function readLetterboxdArchive(
  bytes: Uint8Array,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<ArchiveRead> {
  if (!looksLikeZip(bytes) || !endsAsZip(bytes)) return { ok: false, reason: 'not-a-zip' };
  const parts = new Map<ArchiveMember['name'], Uint8Array[]>();
  const reading: UnzipFile[] = [];
  const finished = new Set<ArchiveMember['name']>();
  let inflated = 0;
  let tooLarge = false;
  let broken = false;

  const unzipper = new Unzip((file) => {
    const name = filmFileOf(file.name);
    if (name === null || parts.has(name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(name, chunks);
    reading.push(file);
    file.ondata = (error, chunk, final) => {
      if (error) {
        broken = true;
        return;
      }
      inflated += chunk.length;
      if (inflated > maxBytes) tooLarge = true;
      else chunks.push(chunk);
      if (final) finished.add(name);
    };
    file.start();
  });
  unzipper.register(UnzipInflate);

  try {
    for (let at = 0; at < bytes.length && !tooLarge && !broken; at += SLICE_BYTES) {
      unzipper.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.length);
      await yieldToBrowser();
      signal?.throwIfAborted();
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    broken = true;
  } finally {
    for (const file of reading) file.terminate();
  }
  if (tooLarge) return { ok: false, reason: 'too-large' };
  // An archive cut short leaves a member unfinished: its rows would be silently fewer.
  if (broken || finished.size < parts.size) return { ok: false, reason: 'not-a-zip' };
  const decoder = new TextDecoder('utf-8');
  const members = LETTERBOXD_FILM_FILES.flatMap((name) => {
    const chunks = parts.get(name);
    return chunks ? [{ name, text: decoder.decode(joined(chunks)) }] : [];
  });
  return members.length === 0 ? { ok: false, reason: 'no-film-files' } : { ok: true, members };
}

/** The end of the central directory: 22 bytes and a comment of up to 65,535, last in the file. */
const DIRECTORY_END_SPAN = 22 + 0xffff;

/**
 * Whether the archive ends with its directory's end record ("PK\5\6"). An archive cut short (a
 * download that stopped) has none, while its first files may still read whole.
 */
function endsAsZip(bytes: Uint8Array): boolean {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - DIRECTORY_END_SPAN); at--) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 5 && bytes[at + 3] === 6)
      return true;
  }
  return false;
}

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
