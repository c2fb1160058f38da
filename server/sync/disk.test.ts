/** What the SQLite file holds: no more than the caps allow, and nothing of a deleted store. */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { countedBytes } from './contract.ts';
import { WAL_LIMIT_BYTES } from './sqlite.ts';
import { cipher, newStore, send, storeUrl, syncApp, useSyncStorage } from '../test/syncStorages.ts';

const MB = 1024 * 1024;
/**
 * The overhead stated in docs/security.md: an id-heavy row takes more room in the file than its
 * counted 128 bytes (its id twice, in the table and in the unique index, and the pages' fill):
 * measured 1.84 times, allowed 2.5; the empty file and its schema some kilobytes, allowed 256 KiB;
 * and the WAL, which is emptied every 1,000 pages, at most WAL_LIMIT_BYTES.
 */
const FILE_PER_COUNTED = 2.5;
const FILE_FIXED = 256 * 1024;

describe('the SQLite file', () => {
  const storages = useSyncStorage('sqlite');

  it('stays within the deployment cap and its stated overhead under id-heavy writes', async () => {
    const test = await storages.fresh();
    const cap = 1 * MB;
    const app = await syncApp(test.storage, {
      limits: { maxTotalBytes: cap, writesPerStorePerMinute: 100_000, newStoresPerIpPerHour: 100 },
    });
    let written = 0;
    let refused: { status: number; body: unknown } | undefined;
    for (let store = newStore(); !refused;) {
      const messages = Array.from({ length: 100 }, () => ({
        id: randomBytes(48).toString('base64url'),
        data: '',
      }));
      const response = await send(app, store, messages);
      if (response.statusCode === 200) written += messages.length;
      else if (response.json<{ error: string }>().error === 'store-full') store = newStore();
      else refused = { status: response.statusCode, body: response.json() };
    }
    expect(refused).toEqual({ status: 507, body: { error: 'deployment-full' } });
    // Each message counts 128 bytes: the cap holds some 8,000 of them, never 500,000.
    expect(written * countedBytes('x'.repeat(64), '')).toBeLessThanOrEqual(cap);
    expect(written).toBeGreaterThan(cap / countedBytes('x'.repeat(64), '') - 200);
    const file = statSync(test.where).size;
    const wal = statSync(`${test.where}-wal`).size;
    console.info(`${written} messages: file ${file} bytes, WAL ${wal} bytes`);
    expect(file).toBeLessThanOrEqual(cap * FILE_PER_COUNTED + FILE_FIXED);
    expect(wal).toBeLessThanOrEqual(WAL_LIMIT_BYTES);
  });

  it('keeps no byte of a deleted store’s ciphertext, in the database nor in the WAL', async () => {
    const test = await storages.fresh();
    const app = await syncApp(test.storage);
    const [gone, kept] = [newStore(), newStore()];
    const secret = cipher(5000);
    const small = cipher(40);
    await send(app, gone, [{ id: 'a', data: secret }]);
    await send(app, gone, [{ id: 'b', data: small }]);
    await send(app, kept, [{ id: 'a', data: cipher(5000) }]);
    expect(test.bytes().includes(secret.slice(0, 64))).toBe(true);
    const deleted = await app.inject({ method: 'DELETE', url: storeUrl(gone), headers: gone.auth });
    expect(deleted.statusCode).toBe(204);
    const bytes = test.bytes();
    // Any 16 characters of it would be a trace: none is left, nor its id.
    for (const text of [secret, small])
      for (let at = 0; at + 16 <= text.length; at += 16)
        expect(bytes.includes(text.slice(at, at + 16))).toBe(false);
    expect(bytes.includes(gone.id)).toBe(false);
    expect(bytes.includes(kept.id)).toBe(true);
  });
});
