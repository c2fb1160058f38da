import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { buildTestApp, captureLogs } from './test/helpers.ts';
import { HOOKLESS_HEADERS } from './security.ts';

/** Sends `head` as is and answers the raw reply. */
async function rawRequest(port: number, head: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {}); // the server may close first: what it sent is read below
  socket.write(head);
  let raw = '';
  for await (const chunk of socket) raw += String(chunk);
  return raw;
}

describe('oversized requests', () => {
  it('logs a long URL cut to 512 characters', async () => {
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({ logger });
    const long = 'x'.repeat(8000);
    for (const url of [`/api/omdb/?s=${long}`, `/${long}`, `/api/omdb/?apikey=k&s=${long}`])
      await app.inject(url);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain('x'.repeat(513));
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      if (url !== undefined) expect(url.length).toBeLessThanOrEqual(513);
    }
  });

  it('answers headers past the parser limit with 431 and the same security headers', async () => {
    const app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = await rawRequest(
      port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const head = raw.split('\r\n\r\n')[0].toLowerCase();
    for (const [name, value] of Object.entries(HOOKLESS_HEADERS))
      expect(head, name).toContain(`\r\n${name}: ${value.toLowerCase()}`);
  });
});
