import { merge, type CollectionState, type FilmState } from './collection';
import { decryptJson, encryptJson, type SyncSecrets } from './crypto';
import type { PullAnswer, SyncMessage } from './syncApi';
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

/** A fragment cut into pieces of at most FILMS_PER_MESSAGE films. */
export function piecesOf(fragment: CollectionState): CollectionState[] {
  const ids = Object.keys(fragment);
  const pieces: CollectionState[] = [];
  for (let start = 0; start < ids.length; start += FILMS_PER_MESSAGE) {
    const piece: Record<string, FilmState> = {};
    for (const id of ids.slice(start, start + FILMS_PER_MESSAGE)) piece[id] = fragment[id];
    pieces.push(piece);
  }
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
