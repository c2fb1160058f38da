import { RATE_LIMITED } from '../omdb/routes.ts';
import { startFakeUpstream } from '../test/fakeUpstream.ts';
import { redisTestsEnabled, useTestRedis } from '../test/redisServer.ts';
import { startPair } from '../test/redisInstances.ts';

const SEASON = '/api/omdb/?i=tt0944947&Season=1';

describe.skipIf(!redisTestsEnabled())('proxy mode with REDIS_URL: seasons on two instances', () => {
  const redis = useTestRedis({ emptyEachTest: true });

  it('asks OMDb once for a season through both instances, together or one after the other', async () => {
    const upstream = await startFakeUpstream(300);
    const [a, b] = await startPair(upstream.url, redis.current.url);
    const together = await Promise.all([a, b, a, b].map((instance) => instance.get(SEASON)));
    expect(together.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect((await b.get('/api/omdb/?i=TT0944947&season=1')).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('holds the per-client limit across both instances for seasons and details alike', async () => {
    const upstream = await startFakeUpstream(0);
    const [a, b] = await startPair(upstream.url, redis.current.url, { rateLimitMax: 3 });
    const paths = [SEASON, '/api/omdb/?i=tt0944947', SEASON.replace('=1', '=2'), SEASON];
    const answers = [];
    for (const [n, path] of paths.entries()) answers.push(await [a, b][n % 2]!.get(path));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body).toEqual({ Response: 'False', Error: RATE_LIMITED });
  });
});
