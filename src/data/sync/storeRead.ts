import type { CollectionState } from './collection';
import { deriveSyncSecrets, keyFromFragment } from './crypto';
import { readAnswer } from './remote';
import { pullAll } from './syncApi';

export interface StoreRead {
  /** Everything the store holds that decrypted and passed the checks, merged. */
  state: CollectionState;
  /** Messages (or the snapshot) refused. */
  refused: number;
  /** The store's seq when read: where joining goes on from. */
  seq: number;
}

let last: { key: string; read: Promise<StoreRead> } | null = null;

/**
 * Everything the store of `key` holds, read from the server and checked; nothing is changed.
 * Asked again for the same key, it answers with the same read (the page starts reading as soon as
 * it sees a sync link, and the join dialog asks later) until forgetStoreRead; a failed read is
 * forgotten at once.
 */
export function readStore(key: string): Promise<StoreRead> {
  if (last?.key === key) return last.read;
  const read = (async () => {
    const secrets = await deriveSyncSecrets(key);
    // Page after page until caught up: a full store is some 20 of them.
    const answer = await pullAll(secrets, 0);
    return { ...(await readAnswer(secrets, answer)), seq: answer.seq };
  })();
  last = { key, read };
  read.catch(() => {
    if (last?.read === read) last = null;
  });
  return read;
}

export function forgetStoreRead(): void {
  last = null;
}

/** Starts reading the store a sync link in the address names, beside the page's start-up. */
export function readLinkedStore(): void {
  const key = keyFromFragment(window.location.hash);
  if (key) readStore(key).catch(() => {});
}
