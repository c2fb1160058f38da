import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { openApp, openAppAndWait, searchBox } from './support/app';
import { carousel } from './support/carousel';
import { MATRIX } from './support/movies';
import { pageToday, storedEntry, wantToggle, watchedTodayToggle } from './support/library';
import { storedFavoriteIds } from './support/storage';

// A new visitor each time: nothing is seeded. The `Esc` of the search box is proven with the
// search page; here, the keys of every page, of the film page and the list of them all.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const helpButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Горячие клавиши' });
const helpDialog = (page: Page) => page.getByRole('dialog', { name: 'Горячие клавиши' });
const favoriteToggle = (page: Page) => page.getByRole('button', { name: /^В избранно/ });

/** Opens a path and waits for the shortcuts: they start, with their footer button, after start-up. */
async function openWithShortcuts(page: Page, path: string): Promise<void> {
  await openApp(page, path);
  await expect(helpButton(page)).toBeVisible();
}

/** A keydown and keyup as a Russian (ЙЦУКЕН) layout sends them: `key` typed by the key at `code`. */
async function pressOnRussianLayout(page: Page, key: string, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const keyCode = { KeyF: 70, KeyT: 84 }[code] ?? 191;
  const event = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: key, ...event });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  await cdp.detach();
}

test.describe('/ goes to the search box', () => {
  test('from the favorites page: to the search page, with the search box focused', async ({
    page,
  }) => {
    await openWithShortcuts(page, '/favorites');
    await page.keyboard.press('/');
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('on the search page: the search box takes focus and no slash is typed', async ({ page }) => {
    await openWithShortcuts(page, '/');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('typed in the search box, / and ? are text and take nothing over', async ({ page }) => {
    await openWithShortcuts(page, '/');
    await searchBox(page).click();
    await page.keyboard.type('AC/DC?');
    await expect(searchBox(page)).toHaveValue('AC/DC?');
    await expect(searchBox(page)).toBeFocused();
    await expect(helpDialog(page)).toHaveCount(0);
    // Still the search page: the address may carry the typed search once the app runs it.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('on the Russian layout, the key that types «.» does it', async ({ page }) => {
    await openWithShortcuts(page, '/charts');
    await pressOnRussianLayout(page, '.', 'Slash');
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });
});

test.describe('f on a film page', () => {
  test('adds the film to favorites, and f again takes it out', async ({ page }) => {
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-keyshortcuts', 'f');

    await page.keyboard.press('f');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(favoriteToggle(page)).toHaveText(/В избранном/);
    await expect.poll(() => storedFavoriteIds(page)).toEqual([MATRIX.imdbID]);
    await nav(page).getByRole('link', { name: 'Избранное' }).click();
    await expect(carousel(page)).toContainText('The Matrix');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('f');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => storedFavoriteIds(page)).toEqual([]);
    await nav(page).getByRole('link', { name: 'Избранное' }).click();
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
  });

  test('works on the Russian layout, where the F key types «а»', async ({ page }) => {
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await pressOnRussianLayout(page, 'а', 'KeyF');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => storedFavoriteIds(page)).toEqual([MATRIX.imdbID]);
  });

  test('typed into a field, f is a letter and the favorite stays as it was', async ({ page }) => {
    // The field is put into the page's DOM by hand: into the app's page, not into the HTML that
    // React has yet to adopt (which would find a node it did not render there).
    await openAppAndWait(page, `/movie/${MATRIX.imdbID}`);
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    // A plain field is put in: the page's own note would add the film to favorites once saved.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Поле');
      document.querySelector('main')?.prepend(field);
    });
    const field = page.getByRole('textbox', { name: 'Поле', exact: true });
    await field.focus();
    await page.keyboard.type('fff');
    await expect(field).toHaveValue('fff');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await storedFavoriteIds(page)).toEqual([]);
  });
});

test.describe('w and t on a film page', () => {
  test('w puts the film on the watchlist, not in favorites, and w again takes it off', async ({
    page,
  }) => {
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await expect(wantToggle(page)).toHaveAttribute('aria-keyshortcuts', 'w');
    await page.keyboard.press('w');
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(favoriteToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => storedEntry(page, MATRIX.imdbID)).toMatchObject({ status: 'want' });
    await page.keyboard.press('w');
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => storedEntry(page, MATRIX.imdbID)).toBeNull();
  });

  test('t on the Russian layout, where the T key types «е», marks the film watched today', async ({
    page,
  }) => {
    await openApp(page, `/movie/${MATRIX.imdbID}`);
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-keyshortcuts', 't');
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await pressOnRussianLayout(page, 'е', 'KeyT');
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
    const today = await pageToday(page);
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toMatchObject({
        status: 'watched',
        watched: [today],
      });
  });
});

test.describe('? lists the shortcuts', () => {
  test('in a dialog that names every key and what it does; Esc closes it and focus returns', async ({
    page,
  }) => {
    await openWithShortcuts(page, '/');
    const favoritesLink = nav(page).getByRole('link', { name: 'Избранное' });
    await favoritesLink.focus();
    await page.keyboard.press('?');
    await expect(helpDialog(page)).toBeVisible();
    await expect(helpDialog(page)).toMatchAriaSnapshot(`
      - dialog "Горячие клавиши":
        - paragraph: Клавиши работают в любой раскладке, но не во время ввода текста в поле.
        - term: Клавиша «косая черта»
        - definition: Перейти к поиску
        - term: Клавиша Esc
        - definition: Очистить строку поиска
        - term: Клавиша F
        - definition: Добавить фильм в избранное или убрать из него (на странице фильма)
        - term: Клавиша W
        - definition: Добавить фильм в «Хочу посмотреть» или убрать из списка (на странице фильма)
        - term: Клавиша T
        - definition: Отметить, что фильм просмотрен сегодня, или снять отметку (на странице фильма)
        - term: Клавиша «вопросительный знак»
        - definition: Показать горячие клавиши
    `);
    await expect(helpDialog(page).locator('kbd')).toHaveText(['/', 'Esc', 'f', 'w', 't', '?']);

    await page.keyboard.press('Escape');
    await expect(helpDialog(page)).toHaveCount(0);
    await expect(favoritesLink).toBeFocused();
  });

  test('the footer button opens it too, and gets focus back when it closes', async ({ page }) => {
    await openWithShortcuts(page, `/movie/${MATRIX.imdbID}`);
    await expect(helpButton(page)).toHaveAttribute('aria-keyshortcuts', 'Shift+/');
    await helpButton(page).click();
    await expect(helpDialog(page)).toBeVisible();
    await helpDialog(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(helpDialog(page)).toHaveCount(0);
    await expect(helpButton(page)).toBeFocused();
  });

  test('/ pressed in it closes it and goes to the search box', async ({ page }) => {
    await openWithShortcuts(page, '/favorites');
    await page.keyboard.press('?');
    await expect(helpDialog(page)).toBeVisible();
    await page.keyboard.press('/');
    await expect(helpDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toBeFocused();
  });

  test('is fetched only when asked for', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/ShortcutsHelp-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
    });
    await openWithShortcuts(page, '/');
    expect(fetched).toEqual([]);
    await page.keyboard.press('?');
    await expect(helpDialog(page)).toBeVisible();
    expect(fetched).toHaveLength(1);
  });

  test('axe finds nothing to fix with it open', async ({ page }) => {
    await openWithShortcuts(page, '/');
    await page.keyboard.press('?');
    await expect(helpDialog(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
