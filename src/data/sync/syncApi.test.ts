import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw/server';
import { imdbId } from '../../test/factories';
import { rejectionOf } from '../../test/rejection';
import { merge } from './collection';
import { decryptJson, deriveSyncSecrets, encryptJson, newSyncKey } from './crypto';
import { stampAt } from './states.fixtures';
import { deleteStore, pull, pullAll, push, putSnapshot, snapshotParts } from './syncApi';
import { SyncApiError, type SyncErrorCode } from './syncApiError';
import { createMemorySyncServer } from './syncServer.fixtures';
import { readPlaintext, toPlaintext } from './validate';

const STORE = '*/api/sync/v1/stores/:storeId';

beforeEach(() => {
  server.use(...createMemorySyncServer().handlers);
});

const newStore = async () => deriveSyncSecrets(newSyncKey());

async function codeOf(promise: Promise<unknown>): Promise<SyncErrorCode> {
  return (await rejectionOf(promise, SyncApiError)).code;
}

describe('the sync API against the protocol', () => {
  it('creates a store with its first write and reads messages after a cursor', async () => {
    const store = await newStore();
    expect(await codeOf(pull(store, 0, 0))).toBe('not-found');
    expect(await push(store, [{ id: 'a', data: 'AAAA' }])).toBe(1);
    expect(
      await push(store, [
        { id: 'b', data: 'BBBB' },
        { id: 'c', data: 'CCCC' },
      ]),
    ).toBe(3);
    expect(await pull(store, 1, 0)).toEqual({
      seq: 3,
      snapshot: null,
      messages: [
        { seq: 2, id: 'b', data: 'BBBB' },
        { seq: 3, id: 'c', data: 'CCCC' },
      ],
      more: false,
      retryAfter: null,
    });
  });

  it('follows the pages of a read until it has caught up, after the snapshot', async () => {
    const pages: Record<string, Record<string, unknown>> = {
      '0': { seq: 2, snapshot: { upTo: 2, parts: ['SS'] }, messages: [], more: true },
      '2': { seq: 3, snapshot: null, messages: [{ seq: 3, id: 'c', data: 'CC' }], more: true },
      '3': { seq: 4, snapshot: null, messages: [{ seq: 4, id: 'd', data: 'DD' }] },
    };
    server.use(
      http.get(STORE, ({ request }) =>
        HttpResponse.json(pages[new URL(request.url).searchParams.get('after') ?? '']),
      ),
    );
    expect(await pullAll(await newStore(), 0)).toEqual({
      seq: 4,
      snapshot: { upTo: 2, parts: ['SS'] },
      messages: [
        { seq: 3, id: 'c', data: 'CC' },
        { seq: 4, id: 'd', data: 'DD' },
      ],
      more: false,
      retryAfter: null,
    });
  });

  it('reads how long the server asks to wait, on a poll it would not hold and on a 429', async () => {
    const empty = { seq: 1, snapshot: null, messages: [] };
    server.use(
      http.get(STORE, () => HttpResponse.json(empty, { headers: { 'retry-after': '10' } })),
    );
    expect(await pull(await newStore(), 1, 25)).toMatchObject({ retryAfter: 10 });
    server.use(
      http.get(STORE, () =>
        HttpResponse.json(
          { error: 'too-many-reads' },
          { status: 429, headers: { 'retry-after': '60' } },
        ),
      ),
    );
    const refused = await rejectionOf(pull(await newStore(), 1, 25), SyncApiError);
    expect(refused).toMatchObject({ code: 'too-many-reads', retryAfter: 60 });
  });

  it('ignores a message sent again', async () => {
    const store = await newStore();
    await push(store, [{ id: 'a', data: 'AAAA' }]);
    expect(await push(store, [{ id: 'a', data: 'AAAA' }])).toBe(1);
    expect((await pull(store, 0, 0)).messages).toHaveLength(1);
  });

  it('answers a long poll when another device writes', async () => {
    const store = await newStore();
    await push(store, [{ id: 'a', data: 'AAAA' }]);
    const waiting = pull(store, 1, 25);
    await push(store, [{ id: 'b', data: 'BBBB' }]);
    expect((await waiting).messages).toEqual([{ seq: 2, id: 'b', data: 'BBBB' }]);
  });

  it('lets the caller abort a long poll', async () => {
    const store = await newStore();
    await push(store, [{ id: 'a', data: 'AAAA' }]);
    const controller = new AbortController();
    const waiting = pull(store, 1, 25, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stores a snapshot in parts and compacts the messages it holds', async () => {
    const store = await newStore();
    await push(store, [{ id: 'a', data: 'AAAA' }]);
    await push(store, [{ id: 'b', data: 'BBBB' }]);
    const data = 'S'.repeat(25);
    const parts = snapshotParts('snap1', 1, data, 10);
    expect(parts.map((part) => part.data.length)).toEqual([10, 10, 5]);
    const complete = [];
    for (const part of parts) complete.push(await putSnapshot(store, part));
    expect(complete).toEqual([false, false, true]);
    const answer = await pull(store, 0, 0);
    expect(answer.snapshot?.parts.join('')).toBe(data);
    expect(answer.snapshot?.upTo).toBe(1);
    expect(answer.messages.map((message) => message.id)).toEqual(['b']);
    expect((await pull(store, 1, 0)).snapshot).toBeNull();
  });

  it('deletes a store', async () => {
    const store = await newStore();
    await push(store, [{ id: 'a', data: 'AAAA' }]);
    await deleteStore(store);
    expect(await codeOf(pull(store, 0, 0))).toBe('not-found');
  });

  it('refuses another token, no token and a request too large', async () => {
    const store = await newStore();
    await push(store, [{ id: 'a', data: 'AAAA' }]);
    const other = await newStore();
    expect(await codeOf(pull({ ...store, token: other.token }, 0, 0))).toBe('wrong-token');
    expect(await codeOf(pull({ ...store, token: '' }, 0, 0))).toBe('no-token');
    const big = [{ id: 'big', data: 'A'.repeat(65_537) }];
    expect(await codeOf(push(store, big))).toBe('too-large');
  });

  it('carries an encrypted edit from one device to another', async () => {
    const key = newSyncKey();
    const [mine, theirs] = await Promise.all([deriveSyncSecrets(key), deriveSyncSecrets(key)]);
    const fragment = { [imdbId(1)]: { rating: [8, stampAt(3)] as const } };
    const data = await encryptJson(mine, toPlaintext(fragment));
    await push(mine, [{ id: 'edit1', data }]);
    const [message] = (await pull(theirs, 0, 0)).messages;
    const received = readPlaintext(await decryptJson(theirs, message.data));
    expect(received && merge({}, received)).toEqual(fragment);
  });
});

describe('the sync API’s errors', () => {
  it.each([
    [400, 'bad-request'],
    [413, 'store-full'],
    [429, 'too-many-stores'],
    [429, 'too-many-writes'],
    [507, 'deployment-full'],
  ] as const)('reads %i %s', async (status, error) => {
    server.use(http.post(`${STORE}/messages`, () => HttpResponse.json({ error }, { status })));
    expect(await codeOf(push(await newStore(), [{ id: 'a', data: 'AAAA' }]))).toBe(error);
  });

  it('names an answer by its status when its body does not', async () => {
    server.use(http.get(STORE, () => new HttpResponse('<h1>Slow down</h1>', { status: 429 })));
    expect(await codeOf(pull(await newStore(), 0, 0))).toBe('too-many-writes');
    server.use(http.get(STORE, () => HttpResponse.json({ error: 'teapot' }, { status: 502 })));
    expect(await codeOf(pull(await newStore(), 0, 0))).toBe('server');
  });

  it('calls a malformed answer a server error', async () => {
    server.use(http.get(STORE, () => HttpResponse.json({ seq: -1, messages: [] })));
    expect(await codeOf(pull(await newStore(), 0, 0))).toBe('server');
    server.use(http.get(STORE, () => new HttpResponse('{', { status: 200 })));
    expect(await codeOf(pull(await newStore(), 0, 0))).toBe('server');
  });

  it('calls a failed connection offline', async () => {
    server.use(http.delete(STORE, () => HttpResponse.error()));
    expect(await codeOf(deleteStore(await newStore()))).toBe('offline');
  });
});
