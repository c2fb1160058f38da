import { favoritesSynced } from '../../features/favorites';
import { diffFavorites, isEmptyChange } from '../local/favoritesMerge';
import { additions, merge, latestStamp, type CollectionState } from './collection';
import { changesBetween } from './changes';
import { startState } from './engineStart';
import { createLocalFull } from './localFull';
import { deriveSyncSecrets, newSyncKey, type SyncSecrets } from './crypto';
import { openDataDb, type DataDb } from './dataDb';
import { createStamper, newClock, newDeviceId, parseStamp, type Stamper } from './hlc';
import { createOutbox, type Outbox } from './outbox';
import type { Items, JoinOffer, SyncStore } from './engineTypes';
import { project, summarize } from './projection';
import { openStore, piecesOf, uploadSnapshot } from './remote';
import { forgetStoreRead, readStore } from './storeRead';
import { INITIAL_STATUS, createStatusBox } from './status';
import { createSyncMeta } from './syncMeta';
import { createSyncNetwork, type SyncNetwork } from './network';
import { joinSyncTabs, type SyncTabs } from './tabs';
import { leaveUnloadCopy, removeUnloadCopy } from './unloadCopy';

export type { JoinOffer, SyncStore } from './engineTypes';

/** How long edits are gathered before they are recorded (and sent) as one change. */
const RECORD_DELAY_MS = 400;

/**
 * The visitor's collection kept durably and in step with their other devices. Every edit of the
 * favorites is recorded in IndexedDB (dataDb.ts) as a stamped fragment merged into the collection
 * state, and queued in the outbox while sync is on; what other devices send is merged by the same
 * function and shown through the store, where tab sync and saving take it as any other change.
 */
export async function createSyncEngine(store: SyncStore, db: DataDb | null = null) {
  const database = db ?? (await openDataDb());
  const meta = createSyncMeta(database);
  const outbox: Outbox = createOutbox(database);
  const status = createStatusBox();
  const device = (await meta.read('device')) ?? newDeviceId();
  const stored = await meta.read('clock');
  const stamper: Stamper = createStamper(newClock(device));
  if (stored) stamper.seen(stored);
  let state: CollectionState = {};
  let seen: Items = {};
  let network: SyncNetwork | null = null;
  let tabs: SyncTabs | null = null;
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = startState(
    store,
    await meta.read('state'),
    (await meta.read('stale')) === true,
    stamper.next,
  );
  state = start.state;
  const unsent = start.unsent;
  if (start.show) show(project(state));
  seen = store.getState().favorites.items;
  takeIn(await meta.mergeState(state, { device, clock: stamper.next() }));
  removeUnloadCopy();

  /** The state's favorites shown in the store, as another tab's edits are. */
  function show(next: Items): void {
    const change = diffFavorites(store.getState().favorites.items, next);
    if (!isEmptyChange(change)) store.dispatch(favoritesSynced(change));
    seen = store.getState().favorites.items;
  }

  /**
   * Merges `incoming` (another device's or another tab's) into the state and shows the result;
   * true when it brought something. Edits not yet recorded are folded in first, so showing the
   * merged state cannot undo them.
   */
  function takeIn(incoming: CollectionState): boolean {
    void record();
    const merged = merge(state, incoming);
    if (merged === state) return false;
    state = merged;
    show(project(state));
    return true;
  }

  /**
   * Writes the state, merged into the stored one in one transaction (the tabs of the browser share
   * it), with `fragments` queued beside it while sync is on; tells the other tabs.
   */
  function save(fragments: readonly CollectionState[] = []): Promise<void> {
    const snapshot = state;
    writing = writing.then(async () => {
      const clock = stamper.next();
      const stored =
        fragments.length > 0
          ? await outbox.addWithState(fragments, snapshot, clock)
          : await meta.mergeState(snapshot, { clock });
      takeIn(stored);
      tabs?.stateChanged();
      if (fragments.length > 0) network?.changed();
    });
    return writing;
  }

  /** Records the edits since the last record as one fragment: merged, saved, and queued to send. */
  function record(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const now = store.getState().favorites.items;
    if (now === seen) return writing;
    const fragment = changesBetween(seen, now, stamper.next);
    seen = now;
    if (Object.keys(fragment).length === 0) return writing;
    state = merge(state, fragment);
    return save(piecesOf(fragment)).catch((error: unknown) =>
      console.error('[sync] could not record', error),
    );
  }

  const localFull = createLocalFull({
    record,
    keepStale: async () => void takeIn(await meta.mergeState(state, { stale: true })),
    clearStale: () => meta.remove(['stale']),
  });
  const unsubscribe = store.subscribe(() => {
    if (store.getState().favorites.items === seen) return;
    if (localFull.refused()) void record();
    else timer ??= setTimeout(record, RECORD_DELAY_MS);
  });
  const listening = new AbortController();
  const flush = () => {
    void record();
    // The write just started may not finish before the page is gone: this copy is synchronous.
    if (localFull.refused()) leaveUnloadCopy(state);
  };
  window.addEventListener('pagehide', flush, { signal: listening.signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    { signal: listening.signal },
  );

  /** What the server sent, merged in and shown; the clock moves past the newest stamp seen. */
  async function receive(incoming: CollectionState): Promise<void> {
    const newest = latestStamp(incoming);
    if (newest && parseStamp(newest)) stamper.seen(newest);
    if (takeIn(incoming)) await save();
    else await writing;
  }

  const networkParts = () => ({ outbox, meta, status, receive, snapshotState: () => state });

  /** Sync on with `key`: this tab talks to the server if it leads (tabs.ts); the others follow. */
  async function connect(key: string, cursor: number): Promise<void> {
    status.set({ on: true });
    if (!tabs?.leads()) return;
    const secrets: SyncSecrets = await deriveSyncSecrets(key);
    network?.stop();
    network = createSyncNetwork({ ...networkParts(), secrets, cursor });
    network.start();
  }

  /** Connects with the key and cursor kept on the device, or stays off without one. */
  async function connectAsKept(): Promise<void> {
    const key = await meta.read('key');
    network?.stop();
    network = null;
    if (key) await connect(key, (await meta.read('cursor')) ?? 0);
    else status.set(INITIAL_STATUS);
  }

  if (await meta.read('key')) {
    for (const piece of piecesOf(unsent)) await outbox.add(piece);
    status.set({ on: true });
  }
  tabs = joinSyncTabs({
    status,
    // The tab that led before may have merged what other devices sent: taken in first.
    lead: async () => {
      await receive((await meta.read('state')) ?? {});
      await connectAsKept();
    },
    keyChanged: connectAsKept,
    // Another tab stored an edit: with localStorage full, this is the only way it arrives. The
    // leader sends what that tab queued.
    stateChanged: async () => {
      const stored = await meta.read('state');
      if (stored) takeIn(stored);
      network?.changed();
    },
  });

  return {
    status,
    /** Records what is pending and stops (a test's engine; the app's lives as long as the page). */
    async stop(): Promise<void> {
      unsubscribe();
      listening.abort();
      network?.stop();
      await record();
      tabs?.stop();
    },
    /** Records at once what is pending (tests; the app records after RECORD_DELAY_MS). */
    flush: () => record(),
    /** The key of the sync in force, for the link; null while sync is off. */
    key: () => meta.read('key').then((value) => value ?? null),

    /**
     * Turns sync on with a new key. A first, empty message makes the store; the collection follows
     * as its snapshot, so the link works as soon as it is shown and a new device reads one
     * compressed blob. Nothing is queued until the server has taken both.
     */
    async enable(): Promise<string> {
      await record();
      const fresh = newSyncKey();
      const secrets = await deriveSyncSecrets(fresh);
      const uploaded = state;
      const seq = await openStore(secrets);
      if (Object.keys(uploaded).length > 0) await uploadSnapshot(secrets, seq, uploaded);
      takeIn(await meta.mergeState(state, { key: fresh, cursor: seq }));
      await connect(fresh, seq);
      tabs?.keyChanged();
      // Edits recorded while the snapshot was on its way.
      for (const piece of piecesOf(additions(state, uploaded))) await outbox.add(piece);
      if (state !== uploaded) network?.changed();
      return fresh;
    },

    /** What joining the store of `key` would bring (storeRead.ts): nothing is changed yet. */
    async offer(key: string): Promise<JoinOffer> {
      const { state: incoming, refused, seq } = await readStore(key);
      await record();
      return { key, summary: summarize(state, incoming), incoming, seq, refused };
    },

    /** Joins: both collections merged; what this device adds is sent for the others. */
    async join(offer: JoinOffer): Promise<void> {
      forgetStoreRead();
      await receive(offer.incoming);
      for (const piece of piecesOf(additions(state, offer.incoming))) await outbox.add(piece);
      takeIn(await meta.mergeState(state, { key: offer.key, cursor: offer.seq }));
      await connect(offer.key, offer.seq);
      tabs?.keyChanged();
    },

    /** Stops syncing on this device; the collection stays as it is. */
    async disable(): Promise<void> {
      network?.stop();
      network = null;
      await meta.remove(['key', 'cursor']);
      await outbox.remove((await outbox.pending()).map((entry) => entry.id));
      status.set(INITIAL_STATUS);
      tabs?.keyChanged();
    },

    /** Deletes the server's copy, then stops syncing here. */
    async deleteFromServer(): Promise<void> {
      await network?.deleteStore();
      await this.disable();
    },

    /** localStorage refused (or took again) the library: see localFull.ts. */
    localSaved: localFull.saved,
  };
}

export type SyncEngine = Awaited<ReturnType<typeof createSyncEngine>>;
