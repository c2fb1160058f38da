import Fastify from 'fastify';
import { captureLogs } from '../test/helpers.ts';
import { redisTestsEnabled, startTestRedis, type TestRedis } from '../test/redisServer.ts';
import { REDIS_DEADLINE_MS, REDIS_FAILURES_TO_DOWN, createRedisLink } from './link.ts';

/** Holds this process's event loop (and so the server in it) for `ms`, as a long task would. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs, no timer, no socket read
  }
}

// Blocking the loop on purpose takes seconds, more on a busy machine.
describe.skipIf(!redisTestsEnabled())('the Redis link’s health', { timeout: 60_000 }, () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis?.kill();
  });

  async function link() {
    const { lines, logger } = captureLogs();
    const made = createRedisLink(redis.url, Fastify({ logger }).log);
    onTestFinished(() => made.close());
    expect(await made.connected(5000)).toBe('up');
    return { link: made, lines };
  }

  it('stays up when this process blocks its event loop past the deadline while Redis answers', async () => {
    const { link: redisLink, lines } = await link();
    expect(REDIS_FAILURES_TO_DOWN).toBeLessThan(5);
    // More blocks than it takes failures to mark Redis down.
    for (let n = 0; n < 5; n += 1) {
      // Sent at once; the reply arrives while the loop is held three deadlines long.
      const asked = redisLink.run((client) => client.set('filmoteka:test:block', String(n)));
      blockEventLoop(3 * REDIS_DEADLINE_MS);
      await expect(asked).resolves.toBe('OK');
      expect(redisLink.state(), `block ${n + 1}`).toBe('up');
    }
    expect(lines.join('')).not.toContain('Redis is down');
  });

  it('marks Redis down only after three failures in a row, and logs it once', async () => {
    expect(REDIS_FAILURES_TO_DOWN).toBe(3);
    const { link: redisLink, lines } = await link();
    // Redis's own error answer, as from a Redis out of memory.
    const fail = () => redisLink.run((client) => client.call('NO-SUCH-COMMAND'));
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    expect(redisLink.state()).toBe('up');
    // An answer in between: the count starts again.
    await expect(redisLink.run((client) => client.ping())).resolves.toBe('PONG');
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    expect(redisLink.state()).toBe('up');
    await expect(fail()).rejects.toThrow();
    expect(redisLink.state()).toBe('down');
    expect(lines.join('').match(/Redis is down/g)).toHaveLength(1);
  });
});
