import type { createStatusBox, SyncStatus } from './status';

/** Held by the one tab of this browser that talks to the sync server. */
const LOCK = 'filmoteka:sync:leader';
const CHANNEL = 'filmoteka:sync:tabs';

type TabMessage =
  | { kind: 'status'; status: SyncStatus }
  | { kind: 'hello' }
  | { kind: 'key-changed' }
  | { kind: 'state-changed' };

interface TabHooks {
  status: ReturnType<typeof createStatusBox>;
  /** This tab now leads: it connects with the key kept on the device, if any. */
  lead: () => Promise<void>;
  /** Another tab turned sync on, joined, or turned it off: the leader reads the key again. */
  keyChanged: () => Promise<void>;
  /** Another tab stored the collection state: this one merges it in (every tab, leader or not). */
  stateChanged: () => Promise<void>;
}

/**
 * The tabs of one browser share one IndexedDB (state, outbox, cursor), so one of them is enough to
 * talk to the server: the holder of a Web Lock, handed to another tab when it closes. The others
 * show the leader's status (a BroadcastChannel). Each tab stores the collection state merged with
 * what is stored (syncMeta.ts) and says so on the channel, and the others merge it in: with
 * localStorage full, that is how an edit reaches the other tabs. Where the browser has no Web Locks, every tab leads, as before.
 */
export function joinSyncTabs(hooks: TabHooks) {
  const stopped = new AbortController();
  const locks = globalThis.navigator?.locks;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  let leading = false;
  const post = (message: TabMessage) => {
    if (!stopped.signal.aborted) channel?.postMessage(message);
  };

  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    if (message.kind === 'status' && !leading) hooks.status.set(message.status);
    if (message.kind === 'hello' && leading) post({ kind: 'status', status: hooks.status.get() });
    if (message.kind === 'key-changed' && leading) void hooks.keyChanged();
    if (message.kind === 'state-changed') void hooks.stateChanged();
  });
  const unsubscribe = hooks.status.subscribe(() => {
    if (leading) post({ kind: 'status', status: hooks.status.get() });
  });

  const becomeLeader = async () => {
    leading = true;
    await hooks.lead();
  };
  if (locks) {
    locks
      .request(LOCK, { signal: stopped.signal }, async () => {
        await becomeLeader();
        // Held until this engine stops (the page goes away, or a test ends).
        await new Promise((resolve) =>
          stopped.signal.addEventListener('abort', resolve, { once: true }),
        );
      })
      .catch(() => {});
    post({ kind: 'hello' });
  } else void becomeLeader();

  return {
    leads: () => leading,
    /** Tells the leader that the key kept on the device changed. */
    keyChanged: () => post({ kind: 'key-changed' }),
    /** Tells the other tabs that this one stored the collection state. */
    stateChanged: () => post({ kind: 'state-changed' }),
    stop(): void {
      stopped.abort();
      unsubscribe();
      channel?.close();
    },
  };
}

export type SyncTabs = ReturnType<typeof joinSyncTabs>;
