import { UPSTREAM_ERRORS } from '../omdb/messages.ts';
import { startFakeUpstream } from '../test/fakeUpstream.ts';
import { redisTestsEnabled, useTestRedis } from '../test/redisServer.ts';
import { holdLock, startPair } from '../test/redisInstances.ts';

const timedOut = { Response: 'False', Error: UPSTREAM_ERRORS.timeout };

// Each test waits out an upstream time-out or two: seconds, more on a busy machine.
describe.skipIf(!redisTestsEnabled())(
  'waiting on another instance’s upstream call',
  { timeout: 60_000 },
  () => {
    const redis = useTestRedis({ emptyEachTest: true });

    const pair = (upstream: string, timeoutMs: number) =>
      startPair(upstream, redis.current.url, { timeoutMs });

    it('gives up waiting on a lock held all along within one upstream time-out, asking OMDb nothing', async () => {
      const upstream = await startFakeUpstream();
      const [a] = await pair(upstream.url, 1000);
      // A live holder on another instance, whose call never ends while we wait.
      await holdLock(redis.current.url, 's=matrix', 'live-holder', 60_000);
      const answer = await a.get('/api/omdb/?s=matrix');
      expect(answer).toMatchObject({ status: 502, body: timedOut });
      expect(answer.ms).toBeGreaterThanOrEqual(900);
      expect(upstream.requests).toHaveLength(0);
    });

    it('lets the waiter go when the holder’s call times out: one upstream call, not one after the other', async () => {
      const upstream = await startFakeUpstream();
      // The fake OMDb answers `slow` after 2 s: past this time-out.
      const [a, b] = await pair(upstream.url, 1900);
      const answers = await Promise.all(
        [a, b].map((instance) => instance.get('/api/omdb/?s=slow')),
      );
      for (const answer of answers) expect(answer).toMatchObject({ status: 502, body: timedOut });
      expect(upstream.requests).toHaveLength(1);
    });
  },
);
