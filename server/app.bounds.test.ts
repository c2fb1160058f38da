import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { AppOptions } from './app.ts';
import { readListenConfig } from './config.ts';
import { LOGGED_HOST_MAX } from './logging.ts';
import { HSTS } from './security.ts';
import { fakeBuild } from './test/fakeBuild.ts';
import { startFakeUpstream } from './test/fakeUpstream.ts';
import { buildTestApp, captureLogs, proxyApp } from './test/helpers.ts';

/** Far beyond any time-out these tests set: reached only when nothing closes the connection. */
const NEVER_MS = 15_000;
/** For the tests that wait on nothing: building an app takes a while on a busy machine. */
const BUSY_MACHINE = { timeout: 30_000 };

async function listening(options: Partial<AppOptions> = {}): Promise<number> {
  const app = await buildTestApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** A client socket whose reply is collected; destroyed when the test ends. */
function client(port: number): { socket: Socket; reply: () => string; closed: Promise<unknown> } {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {}); // the server may cut it: what it sent is read below
  let raw = '';
  socket.on('data', (chunk) => (raw += String(chunk)));
  onTestFinished(() => void socket.destroy());
  return { socket, reply: () => raw, closed: once(socket, 'close') };
}

/** Whether `closed` settles before NEVER_MS. */
async function closesInTime(closed: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const never = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), NEVER_MS)),
  );
  const result = await Promise.race([closed.then(() => true), never]);
  clearTimeout(timer);
  return result;
}

describe('bounded requests', BUSY_MACHINE, () => {
  it.each(['GET', 'POST'])(
    'closes a %s whose body trickles in past the request time-out',
    { timeout: NEVER_MS + 10_000 },
    async (method) => {
      const port = await listening({ bounds: { requestTimeoutMs: 400 } });
      const { socket, reply, closed } = client(port);
      socket.write(
        `${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\na`,
      );
      let sent = 1;
      const trickle = setInterval(() => {
        if (socket.writable && sent < 999) sent += Number(socket.write('b'));
      }, 50);
      onTestFinished(() => clearInterval(trickle));
      expect(await closesInTime(closed)).toBe(true);
      expect(sent).toBeLessThan(999); // cut by the server, not ended by the client
      expect(reply()).toMatch(/HTTP\/1\.1 408 /);
    },
  );

  it('closes a connection whose headers never end', { timeout: NEVER_MS + 10_000 }, async () => {
    const port = await listening({ bounds: { requestTimeoutMs: 400 } });
    const { socket, closed } = client(port);
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 50);
    onTestFinished(() => clearInterval(trickle));
    expect(await closesInTime(closed)).toBe(true);
  });

  it(
    'holds at most MAX_CONNECTIONS connections, and closes any more as they come',
    { timeout: NEVER_MS + 10_000 },
    async () => {
      const port = await listening({ bounds: { maxConnections: 2 } });
      const held = [client(port), client(port)];
      for (const { socket, reply } of held) {
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        while (!reply().includes('"status":"ok"')) await once(socket, 'data');
      }
      const third = client(port);
      third.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await closesInTime(third.closed)).toBe(true);
      expect(third.reply()).toBe('');
      // One let go, a new one is served.
      held[0].socket.destroy();
      await held[0].closed;
      let served = '';
      for (let attempt = 0; attempt < 50 && !served.includes('"status":"ok"'); attempt += 1) {
        const next = client(port);
        next.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
        await next.closed;
        served = next.reply();
      }
      expect(served).toContain('"status":"ok"');
    },
  );

  it('reads both bounds from REQUEST_TIMEOUT_MS and MAX_CONNECTIONS, as index.ts passes them', async () => {
    const listen = readListenConfig({ REQUEST_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '7' });
    const app = await buildTestApp({ bounds: listen });
    expect(app.server.requestTimeout).toBe(5000);
    expect(app.server.headersTimeout).toBe(5000);
    expect(app.server.maxConnections).toBe(7);
    const defaults = await buildTestApp();
    expect(defaults.server.requestTimeout).toBe(30_000);
    expect(defaults.server.maxConnections).toBe(1000);
  });
});

describe('requests without a Host header', BUSY_MACHINE, () => {
  it('answers an HTTP/1.1 request without Host 400, with the security headers and no-store', async () => {
    const port = await listening();
    const { socket, reply, closed } = client(port);
    socket.write('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    await closed;
    const [head, body] = reply().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const headers = head.toLowerCase();
    expect(headers).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/);
    expect(headers).toContain('\r\nx-content-type-options: nosniff');
    expect(headers).toContain('\r\nx-frame-options: deny');
    expect(headers).toContain('\r\ncache-control: no-store');
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('still serves HTTP/1.0, which has no Host to require', async () => {
    const port = await listening();
    const { socket, reply, closed } = client(port);
    socket.write('GET /healthz HTTP/1.0\r\n\r\n');
    await closed;
    expect(reply()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('what the logs keep of a request', BUSY_MACHINE, () => {
  it('logs a 15,000-character Host cut as the URL is', async () => {
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({ logger });
    const host = 'h'.repeat(15_000);
    for (const url of ['/healthz', '/api/omdb/?s=matrix', '/no/such/page'])
      await app.inject({ url, headers: { host } });
    const logged = lines.filter((line) => line.includes('"host":"hhh'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain('h'.repeat(LOGGED_HOST_MAX + 1));
      expect(line.length).toBeLessThan(2000);
    }
  });
});

describe('HSTS', BUSY_MACHINE, () => {
  it('is sent over HTTPS only: never over plain HTTP, nor for a forged X-Forwarded-Proto', async () => {
    const app = await buildTestApp({ trustProxy: ['10.0.0.2'] });
    const ask = (remoteAddress: string, proto?: string) =>
      app.inject({
        url: '/healthz',
        remoteAddress,
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      });
    expect((await ask('127.0.0.1')).headers['strict-transport-security']).toBeUndefined();
    expect((await ask('10.0.0.9', 'https')).headers['strict-transport-security']).toBeUndefined();
    expect((await ask('10.0.0.2', 'http')).headers['strict-transport-security']).toBeUndefined();
    expect((await ask('10.0.0.2', 'https')).headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('error answers are never cached', BUSY_MACHINE, () => {
  it('sends no-store with proxy-mode 400 and 429, and a missing file under /assets/', async () => {
    const upstream = await startFakeUpstream(0);
    const { app: proxy } = await proxyApp(upstream.url, { rateLimitMax: 2 });
    const refused = await proxy.inject('/api/omdb/?s=matrix&page=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    await proxy.inject('/api/omdb/?s=matrix');
    const limited = await proxy.inject('/api/omdb/?s=matrix');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');

    const { dist } = fakeBuild();
    const app = await buildTestApp({ distDir: dist });
    for (const url of ['/assets/missing-123.js', '/api/nothing', '/favicon.ico']) {
      const missing = await app.inject(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['cache-control'], url).toBe('no-store');
    }
  });
});
