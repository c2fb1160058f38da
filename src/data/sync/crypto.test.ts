import { decodeBase64url, encodeBase64url } from '../../shared/lib/base64url';
import { rejectionOf } from '../../test/rejection';
import {
  PLAINTEXT_MAX_BYTES,
  SyncDecryptError,
  decryptJson,
  deriveSyncSecrets,
  encryptJson,
  keyFromFragment,
  newSyncKey,
  parseSyncKey,
  syncLink,
} from './crypto';

/**
 * A known answer, computed apart with Node's own HKDF and AES-GCM (node:crypto hkdfSync,
 * createCipheriv) for the key 0x00…0x1f: the server's tests can check the same values.
 */
const KAT = {
  key: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
  storeId: 'OA1GqAkns8mqzYshwETqBw',
  token: 'KI8iReo30l4HWWutPViWaG89-uCgC7wyBU2MLnVCPzA',
  /** `{"v":1,"state":{}}` under IV 0x07 × 12. */
  data: 'AQcHBwcHBwcHBwcHB-CtKb80buDgKoYST-2VTWmBys6haudafxPYcD4ulT7GpAw',
};

/** The data with the byte at `index` flipped. */
function flipped(data: string, index: number): string {
  const bytes = decodeBase64url(data);
  if (!bytes) throw new Error('not base64url');
  bytes[index] ^= 0x01;
  return encodeBase64url(bytes);
}

async function failure(promise: Promise<unknown>): Promise<string> {
  return (await rejectionOf(promise, SyncDecryptError)).reason;
}

describe('the sync key', () => {
  it('is 32 random bytes in 43 base64url characters', () => {
    const key = newSyncKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parseSyncKey(key)).toBe(key);
    expect(newSyncKey()).not.toBe(key);
  });

  it.each(['', 'short', `${KAT.key}A`, `${KAT.key.slice(0, 42)}+`, KAT.key.replace(/8$/, '9')])(
    'refuses %j',
    (text) => {
      expect(parseSyncKey(text)).toBeNull();
    },
  );

  it('travels in a link’s fragment only', () => {
    const link = syncLink('https://filmoteka.example/', KAT.key);
    expect(link).toBe(`https://filmoteka.example/favorites#sync=${KAT.key}`);
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(keyFromFragment(url.hash)).toBe(KAT.key);
    expect(keyFromFragment('#sync=nonsense')).toBeNull();
    expect(keyFromFragment('')).toBeNull();
  });
});

describe('deriveSyncSecrets', () => {
  it('derives the store id and token the protocol names', async () => {
    const secrets = await deriveSyncSecrets(KAT.key);
    expect(secrets.storeId).toBe(KAT.storeId);
    expect(secrets.token).toBe(KAT.token);
    expect(secrets.cryptoKey.extractable).toBe(false);
  });

  it('reads data sealed apart with the same derivation (format 1, not compressed)', async () => {
    const secrets = await deriveSyncSecrets(KAT.key);
    expect(await decryptJson(secrets, KAT.data)).toEqual({ v: 1, state: {} });
  });

  it('refuses what is not a key', async () => {
    await expect(deriveSyncSecrets('nope')).rejects.toThrow(TypeError);
  });
});

describe('encryptJson and decryptJson', () => {
  const value = { v: 1, state: { tt0079944: { note: ['Зона', 'x'] } } };

  it('round-trips a value, with a fresh IV each time', async () => {
    const secrets = await deriveSyncSecrets(newSyncKey());
    const first = await encryptJson(secrets, value);
    const second = await encryptJson(secrets, value);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptJson(secrets, first)).toEqual(value);
    expect(await decryptJson(secrets, second)).toEqual(value);
  });

  it('detects a byte changed in the IV, the ciphertext or the tag', async () => {
    const secrets = await deriveSyncSecrets(newSyncKey());
    const data = await encryptJson(secrets, value);
    const length = decodeBase64url(data)?.length ?? 0;
    for (const index of [1, 12, 13, 20, length - 16, length - 1]) {
      expect(await failure(decryptJson(secrets, flipped(data, index)))).toBe('authentication');
    }
  });

  it('refuses another format byte, a cut message and malformed base64url', async () => {
    const secrets = await deriveSyncSecrets(newSyncKey());
    const data = await encryptJson(secrets, value);
    expect(await failure(decryptJson(secrets, flipped(data, 0)))).toBe('format');
    expect(await failure(decryptJson(secrets, data.slice(0, 28)))).toBe('format');
    expect(await failure(decryptJson(secrets, `${data}=`))).toBe('base64');
    expect(await failure(decryptJson(secrets, data.replace(/^./, '+')))).toBe('base64');
  });

  it('refuses data under another key or moved to another store', async () => {
    const secrets = await deriveSyncSecrets(newSyncKey());
    const data = await encryptJson(secrets, value);
    const other = await deriveSyncSecrets(newSyncKey());
    expect(await failure(decryptJson(other, data))).toBe('authentication');
    const moved = { ...secrets, storeId: other.storeId };
    expect(await failure(decryptJson(moved, data))).toBe('authentication');
  });

  it('gzips before it encrypts (format 2): a collection with notes travels in a fraction', async () => {
    const secrets = await deriveSyncSecrets(newSyncKey());
    const state = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [
        `tt${String(index).padStart(7, '0')}`,
        {
          note: ['Пересмотреть зимой вместе с друзьями', `2026-11-26T10:00:00.000Z-0000-${index}`],
        },
      ]),
    );
    const data = await encryptJson(secrets, { v: 1, state });
    expect(decodeBase64url(data)?.[0]).toBe(0x02);
    expect(data.length).toBeLessThan(JSON.stringify(state).length / 4);
    expect(await decryptJson(secrets, data)).toEqual({ v: 1, state });
  });
});

describe('decryptJson against a writer who holds the key', () => {
  /** Seals raw bytes as format 2 with the store's own key, as a hostile device could. */
  async function sealedRaw(plain: Uint8Array<ArrayBuffer>) {
    const secrets = await deriveSyncSecrets(newSyncKey());
    const iv = new Uint8Array(12);
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(secrets.storeId) },
      secrets.cryptoKey,
      plain,
    );
    const bytes = new Uint8Array([0x02, ...iv, ...new Uint8Array(sealed)]);
    return { secrets, data: encodeBase64url(bytes) };
  }

  it('refuses format 2 whose plaintext is not gzip', async () => {
    const { secrets, data } = await sealedRaw(new TextEncoder().encode('{"v":1,"state":{}}'));
    expect(await failure(decryptJson(secrets, data))).toBe('gzip');
  });

  it('refuses a gzip bomb once it passes the plaintext limit, without inflating it all', async () => {
    const zeros = new Uint8Array(PLAINTEXT_MAX_BYTES + 1024);
    const gzipped = new Response(zeros).body?.pipeThrough(new CompressionStream('gzip'));
    const bomb = new Uint8Array(await new Response(gzipped).arrayBuffer());
    expect(bomb.length).toBeLessThan(PLAINTEXT_MAX_BYTES / 500);
    const { secrets, data } = await sealedRaw(bomb);
    expect(await failure(decryptJson(secrets, data))).toBe('gzip');
  });
});
