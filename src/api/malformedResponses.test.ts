import fc from 'fast-check';
import { text } from '../shared/text';
import { badDetailAnswer, badSearchAnswer, toResponse, type BadAnswer } from '../test/badPayloads';
import { propertyRuns, propertyTest } from '../test/propertyRuns';
import { createOmdbClient } from './omdbClient';

const knownTexts = new Set<string>(Object.values(text.errors));
// 300 cases give each of the twelve families of bad answers some 25 cases; the deep run, 1000.
const RUNS = propertyRuns({ quick: 300, full: 1000 });

function clientAnswering(answer: BadAnswer) {
  // A plain function, not vi.fn: a mock keeps every call's answer and response (some a megabyte)
  // until the file ends, and a thousand of them made the collector, not the client, the slow part.
  const fetch = async () => toResponse(answer);
  return createOmdbClient({
    baseUrl: '/api/omdb/',
    apiKey: 'k',
    origin: 'http://localhost',
    fetch,
  });
}

async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error('the client accepted a malformed answer');
}

describe('the OMDb client facing malformed answers', () => {
  it(`refuses ${RUNS} bad search answers with a known message`, propertyTest, async () => {
    await fc.assert(
      fc.asyncProperty(badSearchAnswer, async (answer) => {
        const message = await messageOf(clientAnswering(answer).search('matrix', 1));
        expect(knownTexts, `${answer.family}: ${message.slice(0, 80)}`).toContain(message);
      }),
      { numRuns: RUNS },
    );
  });

  it(`refuses ${RUNS} bad detail answers with a known message`, propertyTest, async () => {
    await fc.assert(
      fc.asyncProperty(badDetailAnswer, async (answer) => {
        const message = await messageOf(clientAnswering(answer).details('tt0133093'));
        expect(knownTexts, `${answer.family}: ${message.slice(0, 80)}`).toContain(message);
      }),
      { numRuns: RUNS },
    );
  });

  it('asks again after a malformed answer instead of remembering it', async () => {
    const answers = [
      toResponse({
        family: 'html',
        status: 200,
        contentType: 'text/html',
        body: '<h1>portal</h1>',
      }),
      Response.json({ Response: 'True', Search: [], totalResults: '0' }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const client = createOmdbClient({
      baseUrl: '/api/omdb/',
      apiKey: '',
      origin: 'http://localhost',
      fetch,
    });
    await expect(client.search('matrix', 1)).rejects.toThrow(text.errors.badResponse);
    await expect(client.search('matrix', 1)).resolves.toEqual({ movies: [], totalResults: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('times out a server that sends headers and then stalls the body', async () => {
    const stalled = new ReadableStream({ start() {} });
    const fetch = vi.fn(
      async () => new Response(stalled, { headers: { 'content-type': 'application/json' } }),
    );
    const client = createOmdbClient({
      baseUrl: '/api/omdb/',
      apiKey: '',
      origin: 'http://localhost',
      fetch,
      timeoutMs: 30,
    });
    await expect(client.search('matrix', 1)).rejects.toThrow(text.errors.timeout);
  });
});
