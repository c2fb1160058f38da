/** Sync through servers of the spec's own: one restarted on its data, two sharing PostgreSQL. */
import { expect, test } from '@playwright/test';
import { startTestPostgres, type TestPostgres } from '../server/test/postgresServer.ts';
import { freePort } from '../server/test/freePort.ts';
import { MATRIX, MATRIX_RELOADED, MATRIX_REVOLUTIONS, STALKER } from './support/movies';
import {
  closeDevices,
  device,
  enableSync,
  expectCount,
  favoriteToggle,
  joinWith,
  removeDataDir,
  startRedis,
  syncStatus,
  testServer,
  type TestServer,
} from './support/sync';

const TWO_COMING = 'Добавится 2 фильма, обновится 0 фильмов.';

test.afterEach(closeDevices);
// Servers of their own start (and stop) in the test: a minute more than the others.
test.describe.configure({ timeout: 90_000 });

test('everything is kept after the server restarts on its data', async ({ browser }) => {
  const server = testServer(await freePort());
  try {
    await server.start();
    const a = await device(browser, server.url, [MATRIX, MATRIX_RELOADED]);
    await a.goto('/favorites');
    const link = await enableSync(a);
    await expect(syncStatus(a)).toHaveText('Синхронизировано · только что', { timeout: 15_000 });
    await server.stop();
    await server.start();
    const b = await device(browser, server.url, [STALKER]);
    await joinWith(b, link, TWO_COMING);
    await expectCount(b, '3 фильма');
  } finally {
    await server.stop();
    removeDataDir(server);
  }
});

test.describe('two server instances on one PostgreSQL, woken through Redis', () => {
  let postgres: TestPostgres;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  const servers: TestServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    postgres = await startTestPostgres();
    redis = await startRedis(await freePort());
    const env = { DATABASE_URL: await postgres.createDatabase(), REDIS_URL: redis.url };
    for (let index = 0; index < 2; index += 1) {
      servers.push(testServer(await freePort(), env));
    }
    await Promise.all(servers.map((server) => server.start()));
  });

  test.afterAll(async () => {
    for (const server of servers) {
      await server.stop();
      removeDataDir(server);
    }
    await redis?.stop();
    postgres?.stop();
  });

  test('a change on instance 1 reaches a device on instance 2 without a reload', async ({
    browser,
  }) => {
    const [one, two] = servers;
    const a = await device(browser, one.url, [MATRIX, MATRIX_RELOADED]);
    const b = await device(browser, two.url, [STALKER]);
    await a.goto('/favorites');
    const link = await enableSync(a);
    await joinWith(b, link, TWO_COMING);
    await expectCount(b, '3 фильма');
    await expectCount(a, '3 фильма');
    await expect(syncStatus(b)).toHaveText('Синхронизировано · только что', { timeout: 15_000 });

    await a.goto(`/movie/${MATRIX_REVOLUTIONS.imdbID}`);
    await favoriteToggle(a).click();
    await expect(favoriteToggle(a)).toHaveAccessibleName('В избранном');
    await expectCount(b, '4 фильма');
    await expect(
      b.getByRole('button', { name: `Удалить из избранного: ${MATRIX_REVOLUTIONS.title}` }),
    ).toHaveCount(1);
  });
});
