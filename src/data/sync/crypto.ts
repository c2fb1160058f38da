import { decodeBase64url, encodeBase64url } from '../../shared/lib/base64url';

/**
 * The sync key and what is derived from it (sync protocol v1). The key never leaves the visitor's
 * devices: the server sees the store id and the write token, both one-way derivations of it, and
 * ciphertext it cannot read.
 */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The plaintext is the JSON's UTF-8 bytes (written by early versions; still read). */
const FORMAT_PLAIN = 0x01;
/** The plaintext is the JSON's UTF-8 bytes gzipped: notes and stamps shrink several times. */
const FORMAT_GZIP = 0x02;
/**
 * What a sealed value may grow to once gunzipped. Anyone holding the key can write, so a small
 * message must not be able to inflate into gigabytes; 5 MiB of store holds far less than this.
 */
export const PLAINTEXT_MAX_BYTES = 64 * 1024 * 1024;
const SALT = 'filmoteka-sync-v1';
const FRAGMENT_NAME = 'sync';

const utf8 = (text: string) => new TextEncoder().encode(text);
const subtle = () => globalThis.crypto.subtle;

export interface SyncSecrets {
  /** AES-GCM, 256 bits, not extractable. */
  cryptoKey: CryptoKey;
  /** 16 bytes, base64url (22 characters): the store's name on the server. */
  storeId: string;
  /** 32 bytes, base64url (43 characters): the bearer token; the server keeps only its SHA-256. */
  token: string;
}

/** A new sync key: 32 random bytes, base64url without padding (43 characters). */
export function newSyncKey(): string {
  return encodeBase64url(globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** The key written in `text` (spaces around it allowed), or null when it is not a sync key. */
export function parseSyncKey(text: string): string | null {
  const key = text.trim();
  return decodeBase64url(key)?.length === KEY_BYTES ? key : null;
}

/** The link that brings another device into the store: the key only in the fragment. */
export function syncLink(origin: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}/favorites#sync=${key}`;
}

/** The sync key in a location's hash (`#sync=<key>`), or null. */
export function keyFromFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_NAME);
  return value === null ? null : parseSyncKey(value);
}

function hkdf(info: string) {
  return { name: 'HKDF', hash: 'SHA-256', salt: utf8(SALT), info: utf8(info) };
}

/** The secrets of a store, derived from its key with HKDF-SHA-256 as the protocol says. */
export async function deriveSyncSecrets(key: string): Promise<SyncSecrets> {
  const text = parseSyncKey(key);
  const raw = text === null ? null : decodeBase64url(text);
  if (!raw) throw new TypeError('Not a sync key');
  const base = await subtle().importKey('raw', raw, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const [cryptoKey, storeId, token] = await Promise.all([
    subtle().deriveKey(hkdf('aes-gcm-key'), base, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]),
    subtle().deriveBits(hkdf('store-id'), base, 16 * 8),
    subtle().deriveBits(hkdf('write-token'), base, 32 * 8),
  ]);
  return {
    cryptoKey,
    storeId: encodeBase64url(new Uint8Array(storeId)),
    token: encodeBase64url(new Uint8Array(token)),
  };
}

export type DecryptFailure = 'base64' | 'format' | 'authentication' | 'gzip' | 'json';

/** Data that is not ours to read: tampered, under another key or store, or not v1 at all. */
export class SyncDecryptError extends Error {
  override name = 'SyncDecryptError';
  readonly reason: DecryptFailure;

  constructor(reason: DecryptFailure) {
    super(`Sync data cannot be decrypted (${reason})`);
    this.reason = reason;
  }
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = streamOf(bytes).pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The gunzipped bytes, or null when they are not gzip or would pass PLAINTEXT_MAX_BYTES. */
async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    const reader = streamOf(bytes).pipeThrough(new DecompressionStream('gzip')).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > PLAINTEXT_MAX_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const joined = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

/**
 * `value` as JSON, gzipped and encrypted: base64url(0x02 ‖ IV ‖ AES-GCM ciphertext ‖ tag), AAD the
 * store id. Compression comes before encryption because ciphertext does not compress.
 */
export async function encryptJson(secrets: SyncSecrets, value: unknown): Promise<string> {
  const plain = await gzip(utf8(JSON.stringify(value)));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(secrets.storeId), tagLength: TAG_BYTES * 8 },
    secrets.cryptoKey,
    plain,
  );
  const bytes = new Uint8Array(1 + IV_BYTES + sealed.byteLength);
  bytes[0] = FORMAT_GZIP;
  bytes.set(iv, 1);
  bytes.set(new Uint8Array(sealed), 1 + IV_BYTES);
  return encodeBase64url(bytes);
}

/** The value encryptJson sealed; a SyncDecryptError for anything else. */
export async function decryptJson(secrets: SyncSecrets, data: string): Promise<unknown> {
  const bytes = decodeBase64url(data);
  if (!bytes) throw new SyncDecryptError('base64');
  const format = bytes[0];
  if (
    bytes.length < 1 + IV_BYTES + TAG_BYTES ||
    (format !== FORMAT_PLAIN && format !== FORMAT_GZIP)
  ) {
    throw new SyncDecryptError('format');
  }
  let plain: ArrayBuffer;
  try {
    plain = await subtle().decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.subarray(1, 1 + IV_BYTES),
        additionalData: utf8(secrets.storeId),
        tagLength: TAG_BYTES * 8,
      },
      secrets.cryptoKey,
      bytes.subarray(1 + IV_BYTES),
    );
  } catch {
    throw new SyncDecryptError('authentication');
  }
  const json = format === FORMAT_GZIP ? await gunzip(new Uint8Array(plain)) : plain;
  if (!json) throw new SyncDecryptError('gzip');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) as unknown;
  } catch {
    throw new SyncDecryptError('json');
  }
}
