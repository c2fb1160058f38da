import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 to `port` that holds every reply `delayMs` before passing it on: a
 * Redis that answers, only slowly. Closed when the test ends.
 */
export async function startSlowRelay(port: number, delayMs: number): Promise<number> {
  const server = createServer((client) => {
    const target = connect(port, '127.0.0.1');
    client.pipe(target);
    target.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs));
    const end = () => {
      client.destroy();
      target.destroy();
    };
    client.on('error', end).on('close', end);
    target.on('error', end).on('close', () => setTimeout(end, delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}
