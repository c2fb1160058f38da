import {
  DEFAULT_UPSTREAM,
  PROXY_DEFAULTS,
  REQUEST_DEFAULTS,
  readListenConfig,
  readServerConfig,
} from './config.ts';

describe('readServerConfig', () => {
  it('is demo mode without OMDB_API_KEY, or with a blank one', () => {
    expect(readServerConfig({})).toEqual({ mode: 'demo' });
    expect(readServerConfig({ OMDB_API_KEY: '  ' })).toEqual({ mode: 'demo' });
  });

  it('is proxy mode with a key, OMDb as the default upstream and the documented limits', () => {
    expect(readServerConfig({ OMDB_API_KEY: ' abc123 ' })).toEqual({
      mode: 'proxy',
      proxy: { ...PROXY_DEFAULTS, apiKey: 'abc123', upstream: DEFAULT_UPSTREAM },
    });
    expect(PROXY_DEFAULTS).toMatchObject({
      timeoutMs: 8000,
      rateLimitMax: 120,
      rateLimitWindowMs: 60_000,
    });
  });

  it('reads OMDB_UPSTREAM and OMDB_RATE_LIMIT', () => {
    const config = readServerConfig({
      OMDB_API_KEY: 'k',
      OMDB_UPSTREAM: 'http://127.0.0.1:8080/omdb',
      OMDB_RATE_LIMIT: '30',
    });
    expect(config).toMatchObject({
      proxy: { upstream: 'http://127.0.0.1:8080/omdb', rateLimitMax: 30 },
    });
  });

  it('refuses an upstream that is not an http(s) URL and a bad rate limit', () => {
    expect(() => readServerConfig({ OMDB_API_KEY: 'k', OMDB_UPSTREAM: 'omdbapi.com' })).toThrow(
      /OMDB_UPSTREAM/,
    );
    expect(() =>
      readServerConfig({ OMDB_API_KEY: 'k', OMDB_UPSTREAM: 'file:///etc/passwd' }),
    ).toThrow(/OMDB_UPSTREAM/);
    expect(() => readServerConfig({ OMDB_API_KEY: 'k', OMDB_RATE_LIMIT: 'lots' })).toThrow(
      /OMDB_RATE_LIMIT/,
    );
  });
});

describe('readListenConfig', () => {
  it('defaults to 127.0.0.1:3000, a 30 s request time-out and 1,000 connections', () => {
    expect(readListenConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      logLevel: undefined,
      ...REQUEST_DEFAULTS,
    });
    expect(REQUEST_DEFAULTS).toEqual({ requestTimeoutMs: 30_000, maxConnections: 1000 });
  });

  it('reads PORT (0 picks a free port), HOST, TRUST_PROXY and LOG_LEVEL', () => {
    expect(
      readListenConfig({ PORT: '0', HOST: '0.0.0.0', TRUST_PROXY: '1', LOG_LEVEL: 'warn' }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      trustProxy: 1,
      logLevel: 'warn',
      ...REQUEST_DEFAULTS,
    });
  });

  it('reads REQUEST_TIMEOUT_MS and MAX_CONNECTIONS, and never lets either go unbounded', () => {
    expect(readListenConfig({ REQUEST_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '64' })).toMatchObject({
      requestTimeoutMs: 5000,
      maxConnections: 64,
    });
    for (const value of ['0', '999', '600001', 'soon'])
      expect(() => readListenConfig({ REQUEST_TIMEOUT_MS: value }), value).toThrow(
        /REQUEST_TIMEOUT_MS/,
      );
    for (const value of ['0', '-1', 'many'])
      expect(() => readListenConfig({ MAX_CONNECTIONS: value }), value).toThrow(/MAX_CONNECTIONS/);
  });

  it('reads TRUST_PROXY as a hop count or a list of trusted addresses and ranges', () => {
    const trust = (value: string) => readListenConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16 ,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would trust every address, or that it cannot read', () => {
    for (const value of [
      'true',
      'TRUE',
      'all',
      '*',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1,*',
      'yes',
      '1.5',
    ])
      expect(() => readListenConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('refuses a port that is not a port', () => {
    expect(() => readListenConfig({ PORT: '80a' })).toThrow(/PORT/);
    expect(() => readListenConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
