import { expect, test, type Browser, type Page } from '@playwright/test';
import { offlineText } from '../src/features/offline/offlineText';
import { axeViolations } from './support/a11y';
import {
  BREAKING_BAD,
  MATRIX,
  MATRIX_RELOADED,
  MATRIX_REVOLUTIONS,
  STALKER,
} from './support/movies';
import { storedPersonal } from './support/personal';
import { fillLocalStorage, seedFavorites } from './support/storage';
import {
  closeDevices,
  device,
  enableSync,
  expectCount,
  favoriteToggle,
  joinDialog,
  joinWith,
  openSync,
  syncDialog,
  syncStatus,
  syncText,
} from './support/sync';

const TWO_COMING = 'Добавится 2 фильма, обновится 0 фильмов.';
const note = (page: Page) => page.getByRole('textbox', { name: 'Заметка' });
const heart = (page: Page, title: string) =>
  page.getByRole('button', { name: `Удалить из избранного: ${title}`, exact: true });

/** A and B in one store through the demo server: A had the two Matrix films, B «Stalker». */
async function twoDevices(browser: Browser): Promise<{ a: Page; b: Page }> {
  const a = await device(browser, BASE(), [MATRIX, MATRIX_RELOADED]);
  const b = await device(browser, BASE(), [STALKER]);
  await a.goto('/favorites');
  const link = await enableSync(a);
  await joinWith(b, link, TWO_COMING);
  await expectCount(b, '3 фильма');
  await expectCount(a, '3 фильма');
  return { a, b };
}
const BASE = () => test.info().project.use.baseURL ?? '';

test.afterEach(closeDevices);
// Two devices (two browser contexts) load their pages side by side on two cores: more time each.
test.describe.configure({ timeout: 60_000 });

/** Adds a film from its page and comes back to the favorites by the menu (no reload). */
async function addFromFilmPage(page: Page, imdbID: string): Promise<void> {
  await page.goto(`/movie/${imdbID}`);
  await expect(favoriteToggle(page)).toHaveAccessibleName('В избранное');
  await favoriteToggle(page).click();
  await expect(favoriteToggle(page)).toHaveAccessibleName('В избранном');
  await page.getByRole('link', { name: 'Избранное' }).click();
}

test.describe('sync between two devices', () => {
  test('a device joins by the link: both lists merged, on both, without a reload', async ({
    browser,
  }) => {
    const { a, b } = await twoDevices(browser);
    for (const title of [MATRIX.title, MATRIX_RELOADED.title, STALKER.title]) {
      await expect(heart(a, title)).toHaveCount(1);
      await expect(heart(b, title)).toHaveCount(1);
    }
    await expect(syncStatus(a)).toHaveText('Синхронизировано · только что', { timeout: 15_000 });
    await expect(syncStatus(b)).toHaveText('Синхронизировано · только что', { timeout: 15_000 });
  });

  test('an addition on either device reaches the other without a reload', async ({ browser }) => {
    const { a, b } = await twoDevices(browser);
    await addFromFilmPage(a, MATRIX_REVOLUTIONS.imdbID);
    await expectCount(b, '4 фильма');
    await expect(heart(b, MATRIX_REVOLUTIONS.title)).toHaveCount(1);
    await addFromFilmPage(b, BREAKING_BAD.imdbID);
    await expectCount(a, '5 фильмов');
    await expect(heart(a, BREAKING_BAD.title)).toHaveCount(1);
  });

  test('a removal reaches the other device and sticks after reloads on both', async ({
    browser,
  }) => {
    const { a, b } = await twoDevices(browser);
    await a.goto(`/movie/${STALKER.imdbID}`);
    await expect(favoriteToggle(a)).toHaveAccessibleName('В избранном');
    await favoriteToggle(a).click();
    await expect(favoriteToggle(a)).toHaveAccessibleName('В избранное');
    await expectCount(b, '2 фильма');
    await a.goto('/favorites');
    await expectCount(a, '2 фильма');
    for (const device of [a, b]) {
      await device.reload();
      await expectCount(device, '2 фильма');
      await expect(heart(device, STALKER.title)).toHaveCount(0);
    }
  });

  test('offline: the change waits, the status says so, and both meet when back online', async ({
    browser,
  }) => {
    const { a, b } = await twoDevices(browser);
    await expect(syncStatus(a)).toHaveText('Синхронизировано · только что', { timeout: 15_000 });
    await a.context().setOffline(true);
    await a.getByRole('button', { name: `Оценка и заметка: ${MATRIX.title}`, exact: true }).click();
    const editor = a.getByRole('dialog', { name: `Оценка и заметка: ${MATRIX.title}` });
    await editor.getByRole('slider', { name: /^Ваша оценка:/ }).focus();
    await a.keyboard.press('8');
    await expect(editor.getByRole('slider')).toHaveAccessibleName('Ваша оценка: 8 из 10');
    await a.keyboard.press('Escape');
    await expect(syncStatus(a)).toHaveText(syncText.status.offline(1), { timeout: 15_000 });

    await b.goto(`/movie/${STALKER.imdbID}`);
    await note(b).fill('Смотреть с субтитрами');
    await a.context().setOffline(false);
    await expect(syncStatus(a)).toHaveText('Синхронизировано · только что', { timeout: 15_000 });
    const both = {
      [MATRIX.imdbID]: { rating: 8 },
      [STALKER.imdbID]: { note: 'Смотреть с субтитрами' },
    };
    await expect.poll(() => storedPersonal(a), { timeout: 15_000 }).toMatchObject(both);
    await expect.poll(() => storedPersonal(b), { timeout: 15_000 }).toMatchObject(both);
    await b.getByRole('link', { name: 'Избранное' }).click();
    await expect(
      b.getByRole('button', { name: `Оценка 8 из 10 и заметка: ${MATRIX.title}` }),
    ).toBeVisible();
  });
});

test('two tabs of one browser: one talks to the server, the other shows its status and takes over', async ({
  browser,
}) => {
  const first = await device(browser, BASE(), [MATRIX]);
  await first.goto('/favorites');
  await enableSync(first);
  await expect(syncStatus(first)).toHaveText(/^Синхронизировано/);
  const second = await first.context().newPage();
  const calls: string[] = [];
  second.on('request', (request) => {
    if (request.url().includes('/api/sync/')) calls.push(request.url());
  });
  await second.goto('/favorites');
  // The status comes from the first tab (a BroadcastChannel); the second asked the server nothing.
  await expect(syncStatus(second)).toHaveText(/^Синхронизировано/);
  expect(calls).toEqual([]);
  await first.close();
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(0);
});

/**
 * The Matrix's page, a favorite, with everything the quota leaves taken: the favorites (a little
 * longer with a note) can no longer be written to localStorage.
 */
async function openFilmWithStorageFull(page: Page): Promise<void> {
  await seedFavorites(page, [MATRIX]);
  await page.goto(`/movie/${MATRIX.imdbID}`);
  await expect(note(page)).toBeVisible();
  await fillLocalStorage(page);
}

test('storage full: a note typed on a film page is kept in IndexedDB, said, and back after a reload', async ({
  page,
}) => {
  await openFilmWithStorageFull(page);
  await note(page).fill('Пересмотреть зимой');
  await expect(page.getByRole('alert').filter({ hasText: offlineText.storageKept })).toBeVisible();
  await page.reload();
  await expect(note(page)).toHaveValue('Пересмотреть зимой');
});

test('storage full: a note typed the moment before a reload is back after it', async ({ page }) => {
  await openFilmWithStorageFull(page);
  await note(page).fill('Пересмотреть');
  await expect(page.getByRole('alert').filter({ hasText: offlineText.storageKept })).toBeVisible();
  // Typed and reloaded at once: the note's own save (600 ms) has not run, nor has any write begun.
  await note(page).fill('Пересмотреть зимой');
  await page.reload();
  await expect(note(page)).toHaveValue('Пересмотреть зимой');
});

test('storage full while the visitor is still typing: said at once, not when start-up is over', async ({
  page,
}) => {
  await openFilmWithStorageFull(page);
  // A word, then a pause longer than the note's save waits for (600 ms), shorter than the quiet that
  // deferred work waits for (STARTUP_QUIET_MS): the notice and the copy in IndexedDB must come from
  // the refused save itself, while the visitor is still typing.
  const words = ['Пересмотреть', 'зимой', 'с', 'друзьями,', 'финал', 'сильнее', 'чем', 'помнилось'];
  const text = words.join(' ');
  const typing = (async () => {
    for (const [index, word] of words.entries()) {
      await note(page).pressSequentially(index === 0 ? word : ` ${word}`, { delay: 40 });
      await page.waitForTimeout(900);
    }
  })();
  await expect(page.getByRole('alert').filter({ hasText: offlineText.storageKept })).toBeVisible({
    timeout: 8000,
  });
  expect(await note(page).inputValue()).not.toBe(text);
  await typing;
  await page.reload();
  await expect(note(page)).toHaveValue(text);
});

/** The collection state the sync engine keeps in IndexedDB, as JSON ('' while there is none). */
function storedSyncState(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('filmoteka-data');
        // Not made yet: left for the app to make with its own stores.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            resolve('');
            return;
          }
          const read = db.transaction('meta').objectStore('meta').get('state');
          read.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(read.result ?? ''));
          };
          read.onerror = () => resolve('');
        };
      }),
  );
}

test('a first visit fetches no sync engine until it has a library to keep, then keeps it', async ({
  page,
}) => {
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (/^\/assets\/sync-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      engineRequests.push(request.url());
  });
  await page.goto('/movie/tt0133093');
  // Start-up over (the app marks it), and the browser idle after: when the engine would start.
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    'filmoteka:startup-over',
  );
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(engineRequests).toEqual([]);
  expect(await storedSyncState(page)).toBe('');

  await favoriteToggle(page).click();
  await expect.poll(() => storedSyncState(page)).toContain('tt0133093');
  expect(engineRequests).toHaveLength(1);
});

test('storage full in two tabs: the note typed in each is kept, neither overwrites the other', async ({
  page,
}) => {
  await seedFavorites(page, [MATRIX, STALKER]);
  await page.goto(`/movie/${MATRIX.imdbID}`);
  const other = await page.context().newPage();
  await other.goto(`/movie/${STALKER.imdbID}`);
  await expect(note(page)).toBeVisible();
  await expect(note(other)).toBeVisible();
  await fillLocalStorage(page);
  const kept = (tab: Page) =>
    expect(tab.getByRole('alert').filter({ hasText: offlineText.storageKept })).toBeVisible();
  // Each tab keeps the collection in memory once its first refused save has started the engine:
  // the first tab writes, the second writes, then the first writes again.
  await note(page).fill('Пересмотреть');
  await kept(page);
  await note(other).fill('Смотреть в тишине');
  await kept(other);
  await note(page).fill('Пересмотреть зимой');
  // What this test is about is that no tab's write drops another's: both notes are in the one
  // IndexedDB state before the reload (an edit made in the last moment before a reload is a matter
  // of its own, not of two tabs).
  await expect
    .poll(() => storedSyncState(page), { timeout: 15_000 })
    .toEqual(
      expect.stringMatching(
        /Пересмотреть зимой[\s\S]*Смотреть в тишине|Смотреть в тишине[\s\S]*Пересмотреть зимой/,
      ),
    );
  await other.close();
  await page.reload();
  await expect(note(page)).toHaveValue('Пересмотреть зимой');
  await page.goto(`/movie/${STALKER.imdbID}`);
  await expect(note(page)).toHaveValue('Смотреть в тишине');
});

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the sync dialog has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await seedFavorites(page, [MATRIX]);
      await page.goto('/favorites');
      await openSync(page);
      await expect(syncDialog(page)).toBeVisible();
      const options = { colorsOnly: scheme === 'dark' };
      expect(await axeViolations(page, options)).toEqual([]);
      await syncDialog(page).getByRole('button', { name: syncText.enable, exact: true }).click();
      await expect(syncDialog(page).getByText(syncText.warning)).toBeVisible();
      expect(await axeViolations(page, options)).toEqual([]);
    });
  }

  test('the join dialog has no axe violations', async ({ browser }) => {
    const a = await device(browser, BASE(), [MATRIX, MATRIX_RELOADED]);
    const b = await device(browser, BASE(), [STALKER]);
    await a.goto('/favorites');
    const link = await enableSync(a);
    await b.goto(`/favorites${new URL(link).hash}`);
    await expect(joinDialog(b).getByText(TWO_COMING)).toBeVisible();
    expect(await axeViolations(b)).toEqual([]);
  });
});
