/** Sync between devices: its controls, a device as a browser context, and servers of a test's own. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { syncText as statusText } from '../../src/data/sync/ui/syncText';
import { syncDialogText } from '../../src/data/sync/ui/syncDialogText';

/** Every sync text, the status line's and the dialogs', as a visitor meets them. */
const syncText = { ...statusText, ...syncDialogText };
import { seedFavorites, type FavoriteMovie } from './storage';

export { syncText };

/** «Синхронизация», in the list's menu («Действия со списком»): open the menu first (openSync). */
export const syncButton = (page: Page): Locator =>
  page.getByRole('button', { name: syncText.open, exact: true });

/** Opens the sync dialog as a visitor does: the list's menu, then «Синхронизация». */
export async function openSync(page: Page, tap = false): Promise<void> {
  const menu = page.getByRole('button', { name: 'Действия со списком' });
  await (tap ? menu.tap() : menu.click());
  await (tap ? syncButton(page).tap() : syncButton(page).click());
}
export const syncDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: syncText.title });
export const linkInput = (page: Page): Locator =>
  syncDialog(page).getByRole('textbox', { name: syncText.linkLabel });
export const joinDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: syncText.join.title });
export const syncStatus = (page: Page): Locator =>
  page.getByRole('status').filter({
    hasText: /^(Синхронизировано ·|Нет сети — (\d|изменения)|Отправляем|Синхронизация…)/,
  });
/** «N фильмов в избранном» on the favorites page. */
export const favoritesCount = (page: Page): Locator => page.getByText(/\d+ фильм\S* в избранном$/);
export const expectCount = (page: Page, count: string, timeout = 15_000) =>
  expect(favoritesCount(page)).toHaveText(new RegExp(`(^|\\D)${count} в избранном$`), { timeout });

/** The film page's favorite toggle: «В избранное» to add, «В избранном» to remove. */
export const favoriteToggle = (page: Page): Locator =>
  page.getByRole('button', { name: /^В избранно(е|м)$/ });

const opened: BrowserContext[] = [];

/** Closes the devices a test opened (for afterEach). */
export async function closeDevices(): Promise<void> {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}

/** A device: a browser context of its own (its own storage), with one page, its favorites seeded. */
export async function device(
  browser: Browser,
  baseURL: string,
  favorites: readonly FavoriteMovie[],
): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  opened.push(context);
  const page = await context.newPage();
  if (favorites.length > 0) await seedFavorites(page, favorites);
  return page;
}

/** Turns sync on in the dialog and returns the link it shows; the dialog is closed again. */
export async function enableSync(page: Page): Promise<string> {
  await openSync(page);
  await syncDialog(page).getByRole('button', { name: syncText.enable, exact: true }).click();
  await expect(linkInput(page)).toHaveValue(/\/favorites#sync=[\w-]{43}$/);
  const link = await linkInput(page).inputValue();
  await syncDialog(page).getByRole('button', { name: syncText.close }).click();
  await expect(syncDialog(page)).toHaveCount(0);
  return link;
}

/** Opens a sync link (its fragment, on `page`'s own server) and joins after the preview says `brings`. */
export async function joinWith(page: Page, link: string, brings: string): Promise<void> {
  await page.goto(`/favorites${new URL(link).hash}`);
  await expect(joinDialog(page).getByText(brings, { exact: true })).toBeVisible();
  await joinDialog(page).getByRole('button', { name: syncText.join.confirm }).click();
  await expect(joinDialog(page)).toHaveCount(0);
}

const ROOT = new URL('../../', import.meta.url).pathname;

export interface TestServer {
  url: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The demo server on a port and data directory of its own (both kept across stop and start). */
export function testServer(port: number, env: Record<string, string> = {}): TestServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'filmoteka-e2e-sync-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let stderr = '';
  return {
    url,
    dataDir,
    async start() {
      child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/index.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          OMDB_API_KEY: '',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = child;
      await expect
        .poll(
          async () => {
            if (exited.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
            return fetch(`${url}/`).then(
              (answer) => answer.status,
              () => 0,
            );
          },
          { timeout: 60_000, message: `the server at ${url} never answered` },
        )
        .toBe(200);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

/** Removes a test server's data directory. */
export function removeDataDir(server: TestServer): void {
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** A throwaway redis-server on `port`, without persistence, for sync's wake-ups. */
export async function startRedis(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
          socket.on('error', () => resolve(false));
        }),
      { timeout: 20_000, message: 'redis-server never listened' },
    )
    .toBe(true);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
