/**
 * bench/sync.ts runs the client's own src/data/sync/crypto.ts in Node, whose WebCrypto is the
 * same API; the Node type-check (no DOM library) only lacks the global name of its key type.
 */
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
