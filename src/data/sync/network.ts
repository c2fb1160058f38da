import type { SyncSecrets } from './crypto';
import type { CollectionState } from './collection';
import type { Outbox } from './outbox';
import { readAnswer, seal, uploadSnapshot } from './remote';
import type { SyncProblem, SyncStatus } from './status';
import type { createSyncMeta } from './syncMeta';
import { deleteStore, pull, push, SyncApiError } from './syncApi';

/** How long the server may hold a pull: a change on another device arrives within a second of it. */
const WAIT_SECONDS = 25;
/** Edits made within this time go out together. */
const PUSH_DELAY_MS = 300;
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Messages after the last snapshot that make this device upload a new one (compaction). */
const COMPACT_AFTER = 200;
const MESSAGES_PER_PUSH = 20;
/** Ciphertext characters per push: the server refuses a request over 65,536. */
const CHARS_PER_PUSH = 60_000;

interface NetworkOptions {
  secrets: SyncSecrets;
  cursor: number;
  outbox: Outbox;
  meta: ReturnType<typeof createSyncMeta>;
  status: { set: (change: Partial<SyncStatus>) => void };
  receive: (incoming: CollectionState) => Promise<void>;
  snapshotState: () => CollectionState;
}

const PROBLEMS: Partial<Record<string, SyncProblem>> = {
  'store-full': 'store-full',
  'too-large': 'store-full',
  'wrong-token': 'gone',
  'not-found': 'gone',
  // The store exists by now: it is a write, not a new store, that the full server refuses.
  'deployment-full': 'server-full',
  'too-many-stores': 'too-many-stores',
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The device's conversation with the sync server: a long-poll that brings other devices' changes,
 * and pushes of the outbox (debounced, on `online`, when the page is shown, and at start). Every
 * message carries an id, so a retry after a lost answer is harmless.
 */
export function createSyncNetwork(options: NetworkOptions) {
  const { secrets, outbox, meta, status, receive } = options;
  const stopped = new AbortController();
  const { signal } = stopped;
  let cursor = options.cursor;
  let sinceSnapshot = 0;
  let pushing: Promise<void> | null = null;
  let again = false;
  let pushTimer: ReturnType<typeof setTimeout> | undefined;

  function failed(error: unknown): boolean {
    if (signal.aborted) return true;
    const code = error instanceof SyncApiError ? error.code : 'server';
    // Reads past the server's limit: the pull loop waits as long as the server asked.
    if (code === 'too-many-reads') return false;
    if (code === 'too-many-writes') {
      // The server's limit per store: what waits goes out a little later, nothing is wrong.
      clearTimeout(pushTimer);
      pushTimer = setTimeout(() => void pushNow(), RETRY_MS[RETRY_MS.length - 2]);
      return false;
    }
    const problem = PROBLEMS[code];
    if (problem) status.set({ problem, offline: false });
    else status.set({ offline: true, problem: code === 'offline' ? null : 'server' });
    return problem === 'gone';
  }

  async function pushOnce(): Promise<void> {
    const pending = await outbox.pending();
    status.set({ pending: pending.length });
    for (let start = 0; start < pending.length && !signal.aborted;) {
      const sealed = await Promise.all(
        pending
          .slice(start, start + MESSAGES_PER_PUSH)
          .map((entry) => seal(secrets, entry.id, entry.fragment)),
      );
      // As many as fit in one request (the server takes 64 KiB of ciphertext), at least one.
      let chars = sealed[0].data.length;
      let count = 1;
      while (count < sealed.length && chars + sealed[count].data.length <= CHARS_PER_PUSH) {
        chars += sealed[count].data.length;
        count += 1;
      }
      const batch = sealed.slice(0, count);
      await push(secrets, batch, signal);
      await outbox.remove(batch.map((message) => message.id));
      start += batch.length;
      status.set({ pending: await outbox.count() });
    }
  }

  /** Sends what waits; one push at a time, and one more if edits came in meanwhile. */
  function pushNow(): Promise<void> {
    if (pushing) {
      again = true;
      return pushing;
    }
    pushing = (async () => {
      do {
        again = false;
        try {
          await pushOnce();
          status.set({ offline: false, problem: null });
        } catch (error) {
          failed(error);
          return;
        }
      } while (again && !signal.aborted);
    })().finally(() => (pushing = null));
    return pushing;
  }

  async function compact(): Promise<void> {
    await uploadSnapshot(secrets, cursor, options.snapshotState(), signal);
    sinceSnapshot = 0;
  }

  async function pullLoop(): Promise<void> {
    let failures = 0;
    let first = true;
    while (!signal.aborted) {
      try {
        // The first read answers at once (the status then says where things stand); the next wait,
        // unless the last one said there was more.
        const answer = await pull(secrets, cursor, first ? 0 : WAIT_SECONDS, signal);
        first = answer.more;
        const { state, refused } = await readAnswer(secrets, answer);
        if (Object.keys(state).length > 0) await receive(state);
        sinceSnapshot = answer.snapshot
          ? answer.messages.length
          : sinceSnapshot + answer.messages.length;
        cursor = answer.seq;
        await meta.write({ cursor });
        failures = 0;
        const pending = await outbox.count();
        status.set({
          offline: false,
          pending,
          problem: refused > 0 ? 'tampered' : null,
          ...(pending === 0 && { syncedAt: Date.now() }),
        });
        if (pending > 0) void pushNow();
        if (sinceSnapshot >= COMPACT_AFTER && !answer.more) await compact();
        // The server would not hold this poll (its share of polls is taken): ask again later.
        if (answer.retryAfter !== null) await sleep(answer.retryAfter * 1000, signal);
      } catch (error) {
        if (failed(error)) return;
        const asked = error instanceof SyncApiError ? error.retryAfter : null;
        const backoff = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
        await sleep(asked === null ? backoff : asked * 1000, signal);
      }
    }
  }

  const onOnline = () => void pushNow();
  const onShown = () => {
    if (document.visibilityState === 'visible') void pushNow();
  };

  return {
    start(): void {
      window.addEventListener('online', onOnline, { signal });
      document.addEventListener('visibilitychange', onShown, { signal });
      void pushNow().then(() => pullLoop());
    },
    /** Sends what waits now, and fails as the server does (turning sync on waits for it). */
    sendNow: () => pushOnce(),
    /** A local change was queued: sent shortly, with any others made meanwhile. */
    changed(): void {
      clearTimeout(pushTimer);
      pushTimer = setTimeout(() => void pushNow(), PUSH_DELAY_MS);
    },
    async deleteStore(): Promise<void> {
      stopped.abort();
      await deleteStore(secrets);
    },
    stop(): void {
      clearTimeout(pushTimer);
      stopped.abort();
    },
  };
}

export type SyncNetwork = ReturnType<typeof createSyncNetwork>;
