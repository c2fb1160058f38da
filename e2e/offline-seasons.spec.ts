/**
 * A season answer through the real service worker: once seen it is there offline, as a film's
 * details are; a season OMDb does not have is never kept as one.
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { controlledByWorker } from './support/pwa';

/** The request the client sends for a season (src/api/omdbClient.ts, `season`). */
const season = (n: number) => `/api/omdb/?i=tt0944947&Season=${n}`;

/**
 * The page's own fetch of `url`, through its service worker: the status and the body's fields.
 * Past the browser's HTTP cache (which keeps any 200 a few minutes), so only the worker can answer.
 */
function fetchFromPage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    try {
      const response = await fetch(address, { cache: 'no-store' });
      const body = (await response.json()) as Record<string, unknown>;
      const episodes = Array.isArray(body.Episodes) ? body.Episodes.length : null;
      return { status: response.status, response: body.Response, episodes };
    } catch {
      return { status: 0, response: null, episodes: null };
    }
  }, url);
}

test('a season seen once answers offline; one never seen, or not found, does not', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  await controlledByWorker(page);
  expect(await fetchFromPage(page, season(7))).toEqual({
    status: 200,
    response: 'True',
    episodes: 7,
  });
  expect(await fetchFromPage(page, season(9))).toMatchObject({ response: 'False' });

  await context.setOffline(true);
  expect(await fetchFromPage(page, season(7))).toEqual({
    status: 200,
    response: 'True',
    episodes: 7,
  });
  // Neither the error nor a season never asked for was kept: offline, both fail as fetches.
  expect((await fetchFromPage(page, season(9))).status).toBe(0);
  expect((await fetchFromPage(page, season(6))).status).toBe(0);
});
