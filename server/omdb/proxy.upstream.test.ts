import { UPSTREAM_ERRORS } from './messages.ts';
import { UPSTREAM_BODY_LIMIT } from './proxy.ts';
import { proxyApp } from '../test/helpers.ts';

/** A fetch that answers every call with `respond()`, counting the calls. */
function fakeFetch(respond: () => Response) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return respond();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const encoder = new TextEncoder();

/** An OMDb-shaped JSON body of `total` bytes, streamed in 64 KB chunks; counts what was pulled. */
function hugeBody(total: number) {
  const head = encoder.encode('{"Response":"False","Error":"');
  const tail = encoder.encode('"}');
  const chunk = encoder.encode('x'.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = sent === 0 ? head : sent + chunk.length + tail.length >= total ? tail : chunk;
      sent += part.length;
      controller.enqueue(part);
      if (part === tail) controller.close();
    },
  });
  return { stream, pulled: () => sent };
}

describe('proxy mode: what upstream may send', () => {
  it('answers 502 to a 5 MB upstream body, stops reading it past 1 MB, and caches nothing', async () => {
    let pulled = () => 0;
    const upstream = fakeFetch(() => {
      const body = hugeBody(5 * 1024 * 1024);
      pulled = body.pulled;
      return new Response(body.stream, { headers: { 'content-type': 'application/json' } });
    });
    const { app } = await proxyApp('http://upstream.test/', {}, { fetch: upstream.fetch });
    for (let n = 0; n < 2; n += 1) {
      const response = await app.inject('/api/omdb/?s=matrix');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ Response: 'False', Error: UPSTREAM_ERRORS.tooLarge });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(pulled()).toBeLessThan(UPSTREAM_BODY_LIMIT + 256 * 1024);
    }
    expect(upstream.calls).toHaveLength(2);
  });

  it('answers 502 without reading a body whose length is announced past 1 MB', async () => {
    let pulled = () => 0;
    const upstream = fakeFetch(() => {
      const body = hugeBody(5 * 1024 * 1024);
      pulled = body.pulled;
      return new Response(body.stream, { headers: { 'content-length': String(200 * 1024 ** 2) } });
    });
    const { app } = await proxyApp('http://upstream.test/', {}, { fetch: upstream.fetch });
    const response = await app.inject('/api/omdb/?s=matrix');
    expect(response.statusCode).toBe(502);
    expect(pulled()).toBeLessThan(UPSTREAM_BODY_LIMIT);
  });

  it('still reads an answer just under 1 MB', async () => {
    const text = JSON.stringify({ Response: 'False', Error: 'x'.repeat(UPSTREAM_BODY_LIMIT - 64) });
    const upstream = fakeFetch(() => new Response(text));
    const { app } = await proxyApp('http://upstream.test/', {}, { fetch: upstream.fetch });
    const response = await app.inject('/api/omdb/?s=matrix');
    expect(response.statusCode).toBe(200);
    expect(response.json().Error).toHaveLength(UPSTREAM_BODY_LIMIT - 64);
  });
});
