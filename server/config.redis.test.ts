import { readServerConfig } from './config.ts';

describe('readServerConfig: REDIS_URL', () => {
  it('is unset by default, and ignored in demo mode, which never needs Redis', () => {
    expect(readServerConfig({ OMDB_API_KEY: 'k' })).toMatchObject({
      proxy: { redisUrl: undefined },
    });
    expect(readServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ mode: 'demo' });
  });

  it('reads a redis:// or rediss:// URL in proxy mode', () => {
    for (const url of ['redis://127.0.0.1:6379/0', 'rediss://user:secret@cache.internal:6380']) {
      expect(readServerConfig({ OMDB_API_KEY: 'k', REDIS_URL: ` ${url} ` })).toMatchObject({
        proxy: { redisUrl: url },
      });
    }
  });

  it('refuses anything else without repeating it (it may hold a password)', () => {
    for (const url of ['127.0.0.1:6379', 'http://secret@cache', 'nonsense']) {
      const read = () => readServerConfig({ OMDB_API_KEY: 'k', REDIS_URL: url });
      expect(read).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/);
    }
  });
});
