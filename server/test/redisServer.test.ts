import { redisTestsEnabled } from './redisServer.ts';

describe('whether the Redis tests run', () => {
  it('runs them wherever redis-server is installed', () => {
    expect(redisTestsEnabled({}, '/usr/bin/redis-server')).toBe(true);
    expect(redisTestsEnabled({ CI: 'true' }, '/usr/bin/redis-server')).toBe(true);
  });

  it('skips them, saying why, on a machine without redis-server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    expect(redisTestsEnabled({}, null)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/redis-server is not installed/));
  });

  it('fails them in CI without redis-server, never skips', () => {
    expect(() => redisTestsEnabled({ CI: 'true' }, null)).toThrow(
      /redis-server is not installed: CI must run the Redis tests/,
    );
  });
});
