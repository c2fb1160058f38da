import { MAX_IMPORT_BYTES, type ReadResult } from '../types';
import { archiveText } from './archiveText';
import { rowsOfArchive, type ReadMember } from './archiveRows';
import { readLetterboxdArchive } from './letterboxdArchive';

const MB = 1024 * 1024;

/**
 * Letterboxd's whole export, as it is downloaded (a ZIP archive): its film files, each read by
 * `readText` as if chosen on its own, then joined into one source (archiveRows.ts). Fetched only
 * when an archive is chosen.
 */
export async function readArchive(
  bytes: Uint8Array,
  readText: (text: string, name: string) => Promise<ReadResult>,
  signal?: AbortSignal,
): Promise<ReadResult> {
  const archive = await readLetterboxdArchive(bytes, MAX_IMPORT_BYTES, signal);
  if (!archive.ok) {
    const error =
      archive.reason === 'too-large'
        ? archiveText.tooLarge(MAX_IMPORT_BYTES / MB)
        : archive.reason === 'no-film-files'
          ? archiveText.noFilmFiles
          : archiveText.broken;
    return { ok: false, error };
  }
  const members: ReadMember[] = [];
  for (const { name, text } of archive.members) {
    members.push({ name, result: await readText(text, name) });
    signal?.throwIfAborted();
  }
  return rowsOfArchive(members);
}
