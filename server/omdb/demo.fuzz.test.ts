import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { catalog } from './catalog/index.ts';
import { HIDDEN_SECRET, PACKAGE_JSON_MARK, SECRET, fakeBuild } from '../test/fakeBuild.ts';
import { buildTestApp } from '../test/helpers.ts';
import {
  apiRequest,
  rawPath,
  staticRequest,
  type HostileRequest,
} from '../test/hostileRequests.ts';
import { SERVER_PROPERTY_TIMEOUT_MS, serverPropertyRuns } from '../test/propertyRuns.ts';
import { rawGet } from '../test/rawHttp.ts';
import { sendAndCheck } from '../test/responseChecks.ts';

// Deep (`npm run test:deep`), with the proxy-mode file, over 10,000 requests in all.
const API_RUNS = serverPropertyRuns(600, 3000);
const STATIC_RUNS = serverPropertyRuns(800, 4000);
/** Over a real socket, one connection each: slower, so fewer. */
const RAW_RUNS = serverPropertyRuns(150, 500);
let sent = 0;

afterAll(() => console.log(`hostile input, demo mode: ${sent} generated requests answered`));

async function demoApp() {
  const { root, dist } = fakeBuild();
  const app = await buildTestApp({ distDir: dist, catalog });
  return { app, mustNotAppear: [root, process.cwd()] };
}

/** Each generated request, counted for the closing line. */
function check(app: FastifyInstance, request: HostileRequest, mustNotAppear: string[]) {
  sent += 1;
  return sendAndCheck(app, request, mustNotAppear);
}

describe('hostile input, demo mode', () => {
  it.each([
    [
      API_RUNS,
      '/api/omdb/ requests with 200/304/400/404/405/429 only, leaking nothing',
      apiRequest,
    ],
    [
      STATIC_RUNS,
      'page, file, poster and traversal requests without a 5xx or a byte from outside dist/',
      staticRequest,
    ],
  ] as const)(
    'answers %i generated %s',
    async (runs, _what, requests) => {
      const { app, mustNotAppear } = await demoApp();
      await fc.assert(
        fc.asyncProperty(requests, (request) => check(app, request, mustNotAppear)),
        { numRuns: runs },
      );
    },
    SERVER_PROPERTY_TIMEOUT_MS,
  );

  it(
    `answers ${RAW_RUNS} generated paths sent raw over a socket (unnormalised ../, //, \\) without a 5xx or a byte from outside dist/`,
    async () => {
      const { app, mustNotAppear } = await demoApp();
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      await fc.assert(
        fc.asyncProperty(rawPath, async (path) => {
          const { status, raw } = await rawGet(port, path);
          sent += 1;
          expect([200, 304, 400, 404], path).toContain(status);
          for (const secret of [SECRET, HIDDEN_SECRET, PACKAGE_JSON_MARK, ...mustNotAppear])
            expect(raw, path).not.toContain(secret);
        }),
        { numRuns: RAW_RUNS },
      );
    },
    SERVER_PROPERTY_TIMEOUT_MS,
  );
});
