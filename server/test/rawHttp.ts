import { connect } from 'node:net';

/**
 * A GET with the path sent exactly as given: fetch() and inject() normalise `/../` and `\` away
 * before the server sees them, a hostile client does not. Answers the status and the raw reply.
 */
export async function rawGet(port: number, path: string): Promise<{ status: number; raw: string }> {
  const socket = connect(port, '127.0.0.1');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  let raw = '';
  for await (const chunk of socket) raw += String(chunk);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), raw };
}
