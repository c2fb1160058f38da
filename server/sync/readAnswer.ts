/** A read's answer as a stream: a snapshot's parts are read one at a time, as the client takes them. */
import { Readable } from 'node:stream';
import type { ReadPage, SyncStorage } from './store.ts';

/** What the answer buffers for a client that reads slowly, or not at all. */
const BUFFERED_BYTES = 64 * 1024;

async function* chunks(storage: SyncStorage, storeId: string, page: ReadPage) {
  yield `{"seq":${page.seq},"snapshot":`;
  const { snapshot } = page;
  if (snapshot) {
    yield `{"upTo":${snapshot.upTo},"parts":[`;
    for (let index = 0; index < snapshot.parts; index++) {
      const part = await storage.snapshotPart(storeId, snapshot.id, index);
      // Replaced by a newer snapshot meanwhile: the answer is cut, and the client reads again.
      if (part === undefined) throw new Error('snapshot replaced while read');
      // Base64url (schemas.ts checked it on the way in): nothing to escape.
      yield `${index > 0 ? ',' : ''}"${part}"`;
    }
    yield ']}';
  } else {
    yield 'null';
  }
  yield `,"messages":${JSON.stringify(page.messages)}${page.more ? ',"more":true' : ''}}`;
}

/**
 * The answer of docs/sync-protocol.md, «Reading». At most one part (60,000 characters) or one
 * page of messages is in memory for it at a time, and only while the client keeps up.
 */
export function answerBody(
  storage: SyncStorage,
  storeId: string,
  page: ReadPage,
): Readable | string {
  // A page of messages is already bounded by its budget: one string, sent at once.
  if (!page.snapshot) {
    const { seq, messages, more } = page;
    return JSON.stringify({ seq, snapshot: null, messages, ...(more && { more }) });
  }
  return Readable.from(chunks(storage, storeId, page), {
    objectMode: false,
    highWaterMark: BUFFERED_BYTES,
  });
}
