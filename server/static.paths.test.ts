import { renameSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { HIDDEN_SECRET, PACKAGE_JSON_MARK, SECRET, fakeBuild } from './test/fakeBuild.ts';
import { buildTestApp } from './test/helpers.ts';
import { rawGet } from './test/rawHttp.ts';

async function staticApp() {
  return buildTestApp({ distDir: fakeBuild().dist });
}

/** For the tests that wait on nothing: a thousand requests take seconds on a busy machine. */
const BUSY_MACHINE = { timeout: 60_000 };

describe('static client: hostile paths', BUSY_MACHINE, () => {
  it('answers paths sent raw, never normalised by a client, without a byte from outside dist/', async () => {
    const app = await staticApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const paths = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/../../package.json',
      '/..\\secret.txt',
      '/assets/..\\..\\package.json',
      '/./../secret.txt',
      '/.env',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ];
    for (const path of paths) {
      const { status, raw } = await rawGet(port, path);
      expect([200, 400, 404], path).toContain(status);
      for (const secret of [SECRET, HIDDEN_SECRET, PACKAGE_JSON_MARK])
        expect(raw, path).not.toContain(secret);
    }
  });

  it.each([
    [
      'a refused path (out of dist/, a NUL, a dotfile) as a missing file: 404, never 403',
      ['/assets/..%2f..%2fsecret.txt', '/..%2fpackage.json', '/%00', '/.env'],
      { statusCode: 404, error: 'Not Found' },
    ],
    [
      'a URL with broken percent-escapes with 400, not echoing it',
      ['/%C0%AF', '/movie/%FF', '/assets/%E0%80.js', '/a%'],
      { statusCode: 400, error: 'Bad Request' },
    ],
  ])('answers %s', async (_what, paths, answer) => {
    const app = await staticApp();
    for (const path of paths) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(answer.statusCode);
      expect(response.json(), path).toEqual(answer);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('never answers 5xx while dist/ is rebuilt under it: a page that vanishes is a 404 for a moment', async () => {
    const { dist } = fakeBuild();
    const app = await buildTestApp({ distDir: dist });
    const index = join(dist, 'index.html');
    let rebuilding = true;
    const flip = (async () => {
      while (rebuilding) {
        renameSync(index, `${index}.old`);
        await new Promise((resolve) => setImmediate(resolve));
        renameSync(`${index}.old`, index);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const stopRebuilding = async () => {
      rebuilding = false;
      await flip;
    };
    // Stops with the test, a failed or timed-out one too, before fakeBuild's clean-up deletes dist/
    // (onTestFinished runs the last registered first): renaming on would outlive the test (ENOENT).
    onTestFinished(stopRebuilding);
    const statuses = new Set<number>();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let n = 0; n < 100; n += 1) {
          const url = n % 2 === 0 ? '/' : '/movie/tt0111161';
          const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
          statuses.add(response.statusCode);
        }
      }),
    );
    await stopRebuilding();
    expect([...statuses].filter((status) => status !== 200 && status !== 404)).toEqual([]);
    // Whether any request fell between two renames depends on the machine's speed: the page being
    // served once the build is whole again is checked apart.
    for (const url of ['/', '/movie/tt0111161']) {
      expect(
        (await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })).statusCode,
      ).toBe(200);
    }
  });
});
