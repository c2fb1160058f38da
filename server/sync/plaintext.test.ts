import { webcrypto } from 'node:crypto';
import {
  STORAGE_KINDS,
  newStore,
  putSnapshot,
  send,
  syncApp,
  useSyncStorage,
} from '../test/syncStorages.ts';

const FILM = 'tt0133093';
const NOTE = 'Мой секретный отзыв';
/** Planted in the clear (a message id is not encrypted): proves the search can find something. */
const CANARY = 'plainCanary7Q2';

/** A message as the client makes it (docs/sync-protocol.md): format byte, IV, AES-GCM. */
async function encrypt(storeId: string, plaintext: string): Promise<string> {
  const { subtle } = webcrypto;
  const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(storeId) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return Buffer.concat([Buffer.from([1]), iv, Buffer.from(sealed)]).toString('base64url');
}

const holds = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'utf8'));

describe.each(STORAGE_KINDS)('what the %s database holds', (kind) => {
  const storages = useSyncStorage(kind);

  it('has no plaintext of a message, only what was sent in the clear', async () => {
    const test = await storages.fresh();
    const app = await syncApp(test.storage);
    const store = newStore();
    const state = { v: 1, state: { favorites: [{ imdbID: FILM, note: NOTE, rating: 5 }] } };
    const data = await encrypt(store.id, JSON.stringify(state));
    expect((await send(app, store, [{ id: CANARY, data }])).statusCode).toBe(200);
    const snapshot = await encrypt(store.id, JSON.stringify(state));
    const put = await putSnapshot(app, store, {
      id: 'snap',
      upTo: 0,
      part: 0,
      parts: 1,
      data: snapshot,
    });
    expect(put.statusCode).toBe(200);
    await app.close();
    await test.storage.close();
    const bytes = test.bytes();
    expect(holds(bytes, CANARY)).toBe(true);
    expect(holds(bytes, data.slice(0, 40))).toBe(true);
    expect(holds(bytes, FILM)).toBe(false);
    expect(holds(bytes, NOTE)).toBe(false);
    expect(holds(bytes, store.token)).toBe(false);
  });
});
