/** `/api/sync/v1/…`: the mailbox's HTTP routes, as docs/sync-protocol.md defines them. */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RedisLink } from '../redis/link.ts';
import { bearerToken, tokenHash, tokenMatches } from './auth.ts';
import { STATUS_OF, countedBytes, type SyncWireError } from './contract.ts';
import { SYNC_LIMITS, memoryCounter, redisCounter, type SyncLimits } from './limits.ts';
import { createGate } from './gate.ts';
import { createPollSlots } from './pollSlots.ts';
import { answerBody } from './readAnswer.ts';
import * as shape from './schemas.ts';
import type { ReadPage, StoreInfo, SyncStorage } from './store.ts';
import { createWakeups } from './wakeups.ts';

export interface SyncRoutesOptions {
  storage: SyncStorage;
  limits?: Partial<SyncLimits>;
  /** Set: wake-ups and rate limits are shared with every instance using this Redis. */
  redis?: RedisLink;
}

/** 64 KiB of ciphertext, plus the JSON around up to 100 messages. */
const BODY_LIMIT = 100 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Seconds a client is told to wait: a rate limit's window, or a poll refused its slot. */
const RETRY_AFTER = { minute: 60, hour: 3600, poll: 10 } as const;

type Request = FastifyRequest<{ Params: { storeId: string } }>;

function refuse(reply: FastifyReply, error: SyncWireError, retryAfter?: number) {
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply.code(STATUS_OF[error]).header('cache-control', 'no-store').send({ error });
}

export const syncRoutes: FastifyPluginAsync<SyncRoutesOptions> = async (app, options) => {
  const { storage } = options;
  const limits = { ...SYNC_LIMITS, ...options.limits };
  const counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const wakeups = createWakeups(options.redis, app.log);
  const polls = createPollSlots(limits.pollsPerAddress, limits.pollsInAll);
  const reads = createGate(limits.readsAtOnce);
  // Before the server waits for its open requests to end: a long-poll would hold it for 25 s.
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
    return wakeups.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return refuse(reply, 'too-large');
    if (status < 500) return refuse(reply, 'bad-request');
    request.log.error({ err: error }, 'sync request failed');
    return refuse(reply, 'internal');
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 'not-found'));

  // Before the body is read: a request without a well-formed token costs nothing more.
  app.addHook('onRequest', async (request, reply) => {
    if (bearerToken(request.headers.authorization) === undefined) return refuse(reply, 'no-token');
  });

  const token = (request: FastifyRequest) => bearerToken(request.headers.authorization) ?? '';
  const now = () => Date.now();
  const within = async (key: string, windowMs: number, max: number) =>
    (await counter.hit(key, windowMs)) <= max;

  /** The store if the token is its own; otherwise the refusal has been sent. */
  async function authorized(request: Request, reply: FastifyReply): Promise<StoreInfo | undefined> {
    const info = await storage.info(request.params.storeId);
    if (!info) void refuse(reply, 'not-found');
    else if (!tokenMatches(token(request), info.tokenHash)) void refuse(reply, 'wrong-token');
    else return info;
    return undefined;
  }

  // Counted in all stores: read at most once a second, and kept up to date by this process's own
  // writes meanwhile (another instance's show within the second).
  let total = { bytes: 0, at: -Infinity };
  async function totalBytes(): Promise<number> {
    if (performance.now() - total.at > 1000)
      total = { bytes: await storage.totalBytes(), at: performance.now() };
    return total.bytes;
  }
  const wouldOverfill = async (added: number) =>
    (await totalBytes()) + added > limits.maxTotalBytes;

  const route = { bodyLimit: BODY_LIMIT } as const;
  const url = '/stores/:storeId';
  // An id longer than the router's 100 characters matches no route: the same 404 as any other.
  app.all('/*', route, (_request, reply) => refuse(reply, 'not-found'));

  app.get<{ Params: { storeId: string } }>(
    url,
    // Ciphertext does not compress, and compressing it cost the whole process its time.
    { ...route, compress: false },
    async (request, reply) => {
      const { storeId } = request.params;
      const query = shape.readQuery(request.query);
      if (!shape.validStoreId(storeId) || !query) return refuse(reply, 'bad-request');
      const info = await authorized(request, reply);
      if (!info) return reply;
      if (!(await within(`r:${storeId}`, MINUTE_MS, limits.readsPerStorePerMinute)))
        return refuse(reply, 'too-many-reads', RETRY_AFTER.minute);
      if (!(await within(`ri:${request.ip}`, MINUTE_MS, limits.readsPerIpPerMinute)))
        return refuse(reply, 'too-many-reads', RETRY_AFTER.minute);
      // A read keeps the store alive; written at most once an hour, not on every long-poll.
      if (now() - info.lastSeen > HOUR_MS) await storage.touch(storeId, now(), HOUR_MS);
      // Past its address's share of polls, or all of them, a read does not wait.
      const release = query.wait > 0 ? polls.take(request.ip) : undefined;
      if (query.wait > 0 && !release) reply.header('retry-after', String(RETRY_AFTER.poll));
      const stop = new AbortController();
      reply.raw.once('close', () => stop.abort());
      // Waiting starts before each read: a write between the two still wakes this request. A
      // wake-up with nothing new (another instance's news of a write this read already saw)
      // waits again, for what is left of the wait.
      const until = performance.now() + (release ? query.wait * 1000 : 0);
      const waitMore = () => {
        const left = until - performance.now();
        const over = left <= 0 || closing || stop.signal.aborted;
        return over ? undefined : wakeups.wait(storeId, left, stop.signal);
      };
      const read = () =>
        reads.run(async () => {
          const page = await storage.read(storeId, query.after, limits.readPageBytes);
          return page && { page, body: answerBody(storage, storeId, page) };
        });
      try {
        let woken = waitMore();
        let answer = await read();
        const empty = (page: ReadPage) => page.snapshot === null && page.messages.length === 0;
        while (woken && answer && empty(answer.page)) {
          await woken;
          woken = waitMore();
          answer = await read();
        }
        stop.abort();
        // A kept-alive connection would hold the closing server until it times out.
        if (closing) reply.header('connection', 'close');
        if (!answer) return refuse(reply, 'not-found');
        return reply
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(answer.body);
      } finally {
        release?.();
      }
    },
  );

  app.post<{ Params: { storeId: string } }>(`${url}/messages`, route, async (request, reply) => {
    const { storeId } = request.params;
    const body = shape.messagesBody(request.body);
    if (!shape.validStoreId(storeId) || !body) return refuse(reply, 'bad-request');
    const { messages } = body;
    const chars = messages.reduce((sum, message) => sum + message.data.length, 0);
    if (chars > limits.maxRequestChars) return refuse(reply, 'too-large');
    // Two first writes at once: one creates the store, both are then checked against its token.
    let info = await storage.info(storeId);
    if (!info) {
      if (!(await within(`n:${request.ip}`, HOUR_MS, limits.newStoresPerIpPerHour)))
        return refuse(reply, 'too-many-stores', RETRY_AFTER.hour);
      if (await wouldOverfill(0)) return refuse(reply, 'deployment-full');
      await storage.create(storeId, tokenHash(token(request)), now());
      info = await storage.info(storeId);
    }
    if (!info) return refuse(reply, 'not-found');
    if (!tokenMatches(token(request), info.tokenHash)) return refuse(reply, 'wrong-token');
    if (!(await within(`w:${storeId}`, MINUTE_MS, limits.writesPerStorePerMinute)))
      return refuse(reply, 'too-many-writes', RETRY_AFTER.minute);
    const added = messages.reduce((sum, m) => sum + countedBytes(m.id, m.data), 0);
    if (await wouldOverfill(added)) return refuse(reply, 'deployment-full');
    const result = await storage.append(storeId, messages, limits.maxStoreBytes, now());
    if (!result.ok) return refuse(reply, result.error);
    total.bytes += added;
    wakeups.notify(storeId);
    return reply.header('cache-control', 'no-store').send({ seq: result.seq });
  });

  app.put<{ Params: { storeId: string } }>(`${url}/snapshot`, route, async (request, reply) => {
    const { storeId } = request.params;
    const part = shape.snapshotBody(request.body);
    if (!shape.validStoreId(storeId) || !part) return refuse(reply, 'bad-request');
    if (part.data.length > limits.maxRequestChars) return refuse(reply, 'too-large');
    if (part.part >= part.parts) return refuse(reply, 'bad-request');
    if (!(await authorized(request, reply))) return reply;
    if (!(await within(`w:${storeId}`, MINUTE_MS, limits.writesPerStorePerMinute)))
      return refuse(reply, 'too-many-writes', RETRY_AFTER.minute);
    const added = countedBytes(part.id, part.data);
    if (await wouldOverfill(added)) return refuse(reply, 'deployment-full');
    const result = await storage.putSnapshotPart(storeId, part, limits.maxStoreBytes);
    if (!result.ok) return refuse(reply, result.error);
    total.bytes += added;
    return reply.header('cache-control', 'no-store').send({ complete: result.complete });
  });

  app.delete<{ Params: { storeId: string } }>(url, route, async (request, reply) => {
    if (!shape.validStoreId(request.params.storeId)) return refuse(reply, 'bad-request');
    if (!(await authorized(request, reply))) return reply;
    await storage.remove(request.params.storeId);
    // Its waiting readers learn at once that it is gone.
    wakeups.notify(request.params.storeId);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
};
