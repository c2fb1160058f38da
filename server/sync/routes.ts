/** `/api/sync/v1/…`: the mailbox's HTTP routes, as docs/sync-protocol.md defines them. */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RedisLink } from '../redis/link.ts';
import { bearerToken, tokenHash, tokenMatches } from './auth.ts';
import { SYNC_LIMITS, memoryCounter, redisCounter, type SyncLimits } from './limits.ts';
import * as schema from './schemas.ts';
import type { MessagesBody, ReadQuery, SnapshotBody, StoreParams } from './schemas.ts';
import type { StoreInfo, SyncStorage } from './store.ts';
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

type Request<P = StoreParams> = FastifyRequest<{ Params: P }>;

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

export const syncRoutes: FastifyPluginAsync<SyncRoutesOptions> = async (app, options) => {
  const { storage } = options;
  const limits = { ...SYNC_LIMITS, ...options.limits };
  const counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const wakeups = createWakeups(options.redis, app.log);
  // Before the server waits for its open requests to end: a long-poll would hold it for 25 s.
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
    return wakeups.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return refuse(reply, 413, 'too-large');
    if (status < 500) return refuse(reply, 400, 'bad-request');
    request.log.error({ err: error }, 'sync request failed');
    return refuse(reply, 500, 'internal');
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 'not-found'));

  // Before the body is read: a request without a well-formed token costs nothing more.
  app.addHook('onRequest', async (request, reply) => {
    if (bearerToken(request.headers.authorization) === undefined)
      return refuse(reply, 401, 'no-token');
  });

  const token = (request: FastifyRequest) => bearerToken(request.headers.authorization) ?? '';
  const now = () => Date.now();

  /** The store if the token is its own; otherwise the refusal has been sent. */
  async function authorized(request: Request, reply: FastifyReply): Promise<StoreInfo | undefined> {
    const info = await storage.info(request.params.storeId);
    if (!info) void refuse(reply, 404, 'not-found');
    else if (!tokenMatches(token(request), info.tokenHash)) void refuse(reply, 403, 'wrong-token');
    else return info;
    return undefined;
  }

  async function writeAllowed(storeId: string): Promise<boolean> {
    return (await counter.hit(`w:${storeId}`, MINUTE_MS)) <= limits.writesPerStorePerMinute;
  }

  const route = { bodyLimit: BODY_LIMIT } as const;
  const url = '/stores/:storeId';

  app.get<{ Params: StoreParams; Querystring: ReadQuery }>(
    url,
    { ...route, schema: { params: schema.storeParams, querystring: schema.readQuery } },
    async (request, reply) => {
      const { storeId } = request.params;
      const { after, wait } = request.query;
      // The schema's integer check lets `1e400` (Infinity) through.
      if (!Number.isSafeInteger(after) || !Number.isSafeInteger(wait))
        return refuse(reply, 400, 'bad-request');
      const info = await authorized(request, reply);
      if (!info) return reply;
      // A read keeps the store alive; written at most once an hour, not on every long-poll.
      if (now() - info.lastSeen > HOUR_MS) await storage.touch(storeId, now(), HOUR_MS);
      const stop = new AbortController();
      reply.raw.once('close', () => stop.abort());
      // Waiting starts before each read: a write between the two still wakes this request. A
      // wake-up with nothing new (another instance's news of a write this read already saw)
      // waits again, for what is left of the wait.
      const until = performance.now() + wait * 1000;
      const waitMore = () => {
        const left = until - performance.now();
        const over = left <= 0 || closing || stop.signal.aborted;
        return over ? undefined : wakeups.wait(storeId, left, stop.signal);
      };
      let woken = waitMore();
      let answer = await storage.read(storeId, after);
      while (woken && answer && answer.snapshot === null && answer.messages.length === 0) {
        await woken;
        woken = waitMore();
        answer = await storage.read(storeId, after);
      }
      stop.abort();
      // A kept-alive connection would hold the closing server until it times out.
      if (closing) reply.header('connection', 'close');
      if (!answer) return refuse(reply, 404, 'not-found');
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post<{ Params: StoreParams; Body: MessagesBody }>(
    `${url}/messages`,
    { ...route, schema: { params: schema.storeParams, body: schema.messagesBody } },
    async (request, reply) => {
      const { storeId } = request.params;
      const { messages } = request.body;
      const chars = messages.reduce((total, message) => total + message.data.length, 0);
      if (chars > limits.maxRequestChars) return refuse(reply, 413, 'too-large');
      // Two first writes at once: one creates the store, both are then checked against its token.
      let info = await storage.info(storeId);
      if (!info) {
        if ((await counter.hit(`n:${request.ip}`, HOUR_MS)) > limits.newStoresPerIpPerHour)
          return refuse(reply, 429, 'too-many-stores');
        if ((await storage.totalBytes()) >= limits.maxTotalBytes)
          return refuse(reply, 507, 'deployment-full');
        await storage.create(storeId, tokenHash(token(request)), now());
        info = await storage.info(storeId);
      }
      if (!info) return refuse(reply, 404, 'not-found');
      if (!tokenMatches(token(request), info.tokenHash)) return refuse(reply, 403, 'wrong-token');
      if (!(await writeAllowed(storeId))) return refuse(reply, 429, 'too-many-writes');
      const result = await storage.append(storeId, messages, limits.maxStoreBytes, now());
      if (!result.ok) return refuse(reply, result.error === 'store-full' ? 413 : 404, result.error);
      wakeups.notify(storeId);
      return reply.header('cache-control', 'no-store').send({ seq: result.seq });
    },
  );

  app.put<{ Params: StoreParams; Body: SnapshotBody }>(
    `${url}/snapshot`,
    { ...route, schema: { params: schema.storeParams, body: schema.snapshotBody } },
    async (request, reply) => {
      const { storeId } = request.params;
      const part = request.body;
      if (part.data.length > limits.maxRequestChars) return refuse(reply, 413, 'too-large');
      if (part.part >= part.parts) return refuse(reply, 400, 'bad-request');
      if (!(await authorized(request, reply))) return reply;
      if (!(await writeAllowed(storeId))) return refuse(reply, 429, 'too-many-writes');
      const result = await storage.putSnapshotPart(storeId, part, limits.maxStoreBytes);
      if (!result.ok) {
        const status = { 'not-found': 404, 'store-full': 413, 'bad-request': 400 }[result.error];
        return refuse(reply, status, result.error);
      }
      return reply.header('cache-control', 'no-store').send({ complete: result.complete });
    },
  );

  app.delete<{ Params: StoreParams }>(
    url,
    { ...route, schema: { params: schema.storeParams } },
    async (request, reply) => {
      if (!(await authorized(request, reply))) return reply;
      await storage.remove(request.params.storeId);
      // Its waiting readers learn at once that it is gone.
      wakeups.notify(request.params.storeId);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};
