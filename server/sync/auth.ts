/** The write token: read from `Authorization: Bearer`, kept only as its SHA-256. */
import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The token of a well-formed Authorization header, else undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  return BEARER.exec(header)?.[1];
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` hashes to `storedHash`, in time that does not depend on where they differ. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
}
