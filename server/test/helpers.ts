import { Writable } from 'node:stream';
import { buildApp, type AppOptions } from '../app.ts';
import { PROXY_DEFAULTS, type ProxySettings } from '../config.ts';
import { startFakeUpstream } from './fakeUpstream.ts';
import { fixtureCatalog } from './fixtures.ts';

/** A demo app over the fixture catalog unless told otherwise; closed when the test ends. */
export async function buildTestApp(options: Partial<AppOptions> = {}) {
  const app = await buildApp({ config: { mode: 'demo' }, catalog: fixtureCatalog, ...options });
  onTestFinished(() => app.close());
  return app;
}

/** A logger that keeps every line, to prove what is (and is not) logged. */
export function captureLogs(): { lines: string[]; logger: { level: string; stream: Writable } } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: { level: 'debug', stream } };
}

export const PROXY_TEST_KEY = 'server-secret-key';

/** The proxy's settings in tests: the test key, `upstream`, a short time-out (see proxyApp). */
export function testProxySettings(
  upstream: string,
  settings: Partial<ProxySettings> = {},
): ProxySettings {
  return { ...PROXY_DEFAULTS, apiKey: PROXY_TEST_KEY, upstream, timeoutMs: 1500, ...settings };
}

/**
 * A proxy-mode app in front of `upstream`, its log lines kept. The timeout is short, yet long
 * enough that a busy machine never turns a healthy local answer into a 502 (the fake upstream's
 * "slow" answer takes 2 s; tests of the timeout set their own).
 */
export async function proxyApp(
  upstream: string,
  settings: Partial<ProxySettings> = {},
  options: Partial<AppOptions> = {},
) {
  const { lines, logger } = captureLogs();
  const proxy = testProxySettings(upstream, settings);
  const app = await buildTestApp({ config: { mode: 'proxy', proxy }, logger, ...options });
  return { app, lines };
}

/** A proxyApp in front of a fresh fake OMDb (startFakeUpstream, answering after `upstreamDelayMs`). */
export async function proxyOnFakeUpstream(
  settings: Partial<ProxySettings> = {},
  { upstreamDelayMs, ...options }: Partial<AppOptions> & { upstreamDelayMs?: number } = {},
) {
  const upstream = await startFakeUpstream(upstreamDelayMs);
  return { ...(await proxyApp(upstream.url, settings, options)), upstream };
}
