import { merge, type CollectionState, type FilmState } from './collection';
import { decryptJson, encryptJson, type SyncSecrets } from './crypto';
import { newMessageId } from './outbox';
import { push, putSnapshot, snapshotParts, type PullAnswer, type SyncMessage } from './syncApi';
import { readPlaintext, toPlaintext } from './validate';

/** Films per message: a large edit (an import, joining) is sent as several messages under 64 KB. */
const FILMS_PER_MESSAGE = 100;

export interface ReadAnswer {
  /** Everything the answer held that decrypted and passed the checks, merged. */
  state: CollectionState;
  /** Messages (or the snapshot) refused: tampered, written with another key, or out of shape. */
  refused: number;
}

async function open(secrets: SyncSecrets, data: string): Promise<CollectionState | null> {
  try {
    return readPlaintext(await decryptJson(secrets, data));
  } catch {
    return null;
  }
}

/** A pull's snapshot and messages decrypted and checked; what fails is counted and never applied. */
export async function readAnswer(secrets: SyncSecrets, answer: PullAnswer): Promise<ReadAnswer> {
  let state: CollectionState = {};
  let refused = 0;
  const sealed = [
    ...(answer.snapshot ? [answer.snapshot.parts.join('')] : []),
    ...answer.messages.map((message) => message.data),
  ];
  for (const data of sealed) {
    const opened = await open(secrets, data);
    if (opened) state = merge(state, opened);
    else refused += 1;
  }
  return { state, refused };
}

/**
 * Plaintext bytes per message: sealed (base64url, ×4/3) it stays well under the server's 64 KiB a
 * request, however long the notes are.
 */
const BYTES_PER_MESSAGE = 36_000;
const utf8Length = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** A fragment cut into pieces of at most FILMS_PER_MESSAGE films and BYTES_PER_MESSAGE bytes. */
export function piecesOf(fragment: CollectionState): CollectionState[] {
  const pieces: CollectionState[] = [];
  let piece: Record<string, FilmState> = {};
  let films = 0;
  let bytes = 0;
  for (const [id, film] of Object.entries(fragment)) {
    const size = utf8Length(id) + utf8Length(film) + 2;
    if (films > 0 && (films >= FILMS_PER_MESSAGE || bytes + size > BYTES_PER_MESSAGE)) {
      pieces.push(piece);
      piece = {};
      films = 0;
      bytes = 0;
    }
    piece[id] = film;
    films += 1;
    bytes += size;
  }
  if (films > 0) pieces.push(piece);
  return pieces;
}

/** A fragment sealed as one message under the id given. */
export async function seal(
  secrets: SyncSecrets,
  id: string,
  fragment: CollectionState,
): Promise<SyncMessage> {
  return { id, data: await encryptJson(secrets, toPlaintext(fragment)) };
}

/**
 * The whole state sealed as the store's snapshot, standing for every message up to `upTo`: a new
 * device then reads one compressed blob instead of the history (compaction, and turning sync on).
 */
export async function uploadSnapshot(
  secrets: SyncSecrets,
  upTo: number,
  state: CollectionState,
  signal?: AbortSignal,
): Promise<void> {
  const data = await encryptJson(secrets, toPlaintext(state));
  const id = `s${upTo}x${Date.now().toString(36)}`;
  for (const part of snapshotParts(id, upTo, data)) await putSnapshot(secrets, part, signal);
}

/** Makes the store with a first, empty message (a store exists once written to); its seq. */
export async function openStore(secrets: SyncSecrets): Promise<number> {
  return push(secrets, [await seal(secrets, newMessageId(), {})]);
}
