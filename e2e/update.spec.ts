/**
 * A deploy while a visitor has the app open: the new version waits until the visitor agrees, the
 * old one keeps working meanwhile (its pages' chunks are gone from the server), and every tab
 * switches together. Two real builds, served by our server from a directory the test "deploys" to.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseFromListMenu } from './support/collection';
import { build, type Plugin } from 'vite';
import { startAppServer, type AppServer } from '../bench/appServer';
import { axeViolations } from './support/a11y';
import { openApp } from './support/app';
import { controlledByWorker } from './support/pwa';

const ROOT = process.cwd();

/** The second build: the same app with one change in the entry module, so every chunk is new. */
function marksTheBuild(): Plugin {
  return {
    name: 'e2e:second-build',
    transform(code, id) {
      if (!id.endsWith('/src/main.tsx')) return null;
      // Plain JavaScript: by now the module may already be compiled from TypeScript.
      return `${code}\nglobalThis.__filmotekaBuild = 'second';\n`;
    },
  };
}

async function buildSecondVersion(outDir: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'error',
    plugins: [marksTheBuild()],
    build: { outDir, emptyOutDir: true },
  });
}

/** Replaces what the server serves: the old build's files are gone, as after a real deploy. */
function deploy(from: string, to: string): void {
  for (const entry of readdirSync(to)) rmSync(join(to, entry), { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

async function buildMark(page: Page): Promise<string> {
  try {
    return await page.evaluate(
      () => (globalThis as { __filmotekaBuild?: string }).__filmotekaBuild ?? 'first',
    );
  } catch {
    return 'reloading';
  }
}

const updateNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Доступна новая версия' });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

test('a new version waits for «Обновить»; until then the open tabs keep the old one working', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const base = mkdtempSync(join(tmpdir(), 'filmoteka-update-'));
  const live = join(base, 'live');
  const second = join(base, 'second');
  cpSync(join(ROOT, 'dist'), live, { recursive: true });
  await buildSecondVersion(second);
  let server: AppServer | undefined;
  try {
    server = await startAppServer(ROOT, live);
    const context = await browser.newContext({ locale: 'ru-RU', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await openApp(page, `${server.origin}/`);
    await controlledByWorker(page);
    expect(await buildMark(page)).toBe('first');

    const oldEntry = await page
      .locator('script[type="module"][src*="/assets/index-"]')
      .getAttribute('src');
    deploy(second, live);
    // The old version goes on: its files are gone from the server, and come from its cache.
    expect((await page.request.get(`${server.origin}${oldEntry}`)).status()).toBe(404);
    const throughWorker = await page.evaluate(
      async (src) => (await fetch(src ?? '')).status,
      oldEntry,
    );
    expect(throughWorker).toBe(200);
    await nav(page, 'Статистика').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика фильмов');
    await nav(page, 'Избранное').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
    // A chunk loaded only on use, never fetched before the deploy: the import dialog.
    await chooseFromListMenu(page, 'Импорт');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // It learns of the new version (as it does when the tab comes back, and every hour)…
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(updateNotice(page)).toBeVisible({ timeout: 30_000 });
    expect(await buildMark(page)).toBe('first');
    // Without transitions, so axe reads each scheme's colours, not a colour halfway between them.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(
        await axeViolations(page, { colorsOnly: colorScheme === 'dark' }),
        colorScheme,
      ).toEqual([]);
    }
    // …and so does a tab opened now, still on the old version too.
    const other = await context.newPage();
    await openApp(other, `${server.origin}/charts`);
    await expect(updateNotice(other)).toBeVisible({ timeout: 30_000 });
    expect(await buildMark(other)).toBe('first');
    await nav(page, 'Поиск').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Найдите свой фильм');

    // The visitor agrees in one tab: every tab switches.
    await updateNotice(page).getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => buildMark(page), { timeout: 30_000 }).toBe('second');
    await expect.poll(() => buildMark(other), { timeout: 30_000 }).toBe('second');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Найдите свой фильм');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Статистика фильмов');
    await expect(updateNotice(page)).toHaveCount(0);
    await context.close();
  } finally {
    await server?.stop();
    rmSync(base, { recursive: true, force: true });
  }
});
