import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, switchColorScheme } from './support/a11y';
import { MATRIX, MATRIX_RELOADED, STALKER } from './support/movies';
import { FAVORITES_KEY, readStorage, seedFavorites } from './support/storage';

const FILM_PAGE = `/movie/${MATRIX.imdbID}`;
const NOTE_MAX = 1000;

const editor = (page: Page) => page.getByRole('region', { name: 'Ваша оценка и заметки' });
const slider = (scope: Page | Locator) => scope.getByRole('slider', { name: /^Ваша оценка:/ });
const favoriteToggle = (page: Page) => page.getByRole('button', { name: /^В избранно(е|м)$/ });
const dayField = (scope: Page | Locator) => scope.getByLabel('День просмотра');
const addWatch = (scope: Page | Locator) =>
  scope.getByRole('button', { name: 'Отметить просмотр' });
const watchDays = (scope: Page | Locator) =>
  scope.getByRole('list').filter({ has: scope.getByRole('button', { name: /^Убрать просмотр/ }) });
const note = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Заметка' });
const cardButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^Оценка (\\d+ из 10 )?и заметка: ${title}$`) });
const dialog = (page: Page, title: string) =>
  page.getByRole('dialog', { name: `Оценка и заметка: ${title}` });

/** The browser's own today and tomorrow, `YYYY-MM-DD` in its calendar. */
function days(page: Page): Promise<{ today: string; tomorrow: string }> {
  return page.evaluate(() => {
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const next = new Date(now);
    next.setDate(now.getDate() + 1);
    return { today: day(now), tomorrow: day(next) };
  });
}

/** The stored record of a favorite, as the app wrote it. */
async function stored(page: Page, imdbID: string): Promise<Record<string, unknown> | undefined> {
  const raw = await readStorage(page, FAVORITES_KEY);
  const items = raw === null ? [] : (JSON.parse(raw) as { items: { imdbID: string }[] }).items;
  return items.find((item) => item.imdbID === imdbID);
}

/** Presses star `star` (1–5) at `part` of its width (0–1): the stars are the slider's images. */
async function pressStar(page: Page, star: number, part: number): Promise<void> {
  const target = slider(page)
    .locator('[aria-hidden="true"]')
    .nth(star - 1);
  const box = await target.boundingBox();
  if (!box) throw new Error('the star is not on screen');
  // Playwright scrolls it into view and waits until it stands still, as a visitor's eye would.
  await target.click({ position: { x: box.width * part, y: box.height / 2 } });
}

test.describe('on the film page', () => {
  test('a film not in the library: a rating set by keyboard adds it, watched, not hearted, and stays', async ({
    page,
  }) => {
    await page.goto(FILM_PAGE);
    await expect(editor(page)).toBeVisible();
    await expect(
      editor(page).getByText('Оценка или день просмотра отметят фильм как просмотренный.'),
    ).toBeVisible();
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: нет');
    await expect(favoriteToggle(page)).toHaveAccessibleName('В избранное');

    await slider(page).focus();
    await page.keyboard.press('8');
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 8 из 10');
    await expect(slider(page)).toHaveText(/8 из 10/);
    await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('watched');
    await expect(favoriteToggle(page)).toHaveAccessibleName('В избранное');
    await expect(editor(page).getByText(/отметят фильм как просмотренный/)).toHaveCount(0);

    for (const [key, expected] of [
      ['ArrowLeft', '7 из 10'],
      ['ArrowLeft', '6 из 10'],
      ['ArrowRight', '7 из 10'],
      ['End', '10 из 10'],
      ['Home', '1 из 10'],
      ['0', '10 из 10'],
      ['Delete', 'нет'],
      ['9', '9 из 10'],
      ['Backspace', 'нет'],
      ['7', '7 из 10'],
    ]) {
      await page.keyboard.press(key);
      await expect(slider(page)).toHaveAccessibleName(`Ваша оценка: ${expected}`);
    }
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '7');

    await page.reload();
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 7 из 10');
    expect(await stored(page, MATRIX.imdbID)).toMatchObject({
      imdbID: MATRIX.imdbID,
      rating: 7,
      status: 'watched',
      favorite: false,
    });
  });

  test('a rating set by pointer: the left half of a star is its half value', async ({ page }) => {
    await seedFavorites(page, [MATRIX]);
    await page.goto(FILM_PAGE);
    await pressStar(page, 4, 0.25);
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 7 из 10');
    await expect(slider(page)).toBeFocused();
    await pressStar(page, 4, 0.75);
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 8 из 10');
    await pressStar(page, 1, 0.25);
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 1 из 10');

    // A hover previews, and leaves the rating as it was.
    const last = slider(page).locator('[aria-hidden="true"]').nth(4);
    const box = await last.boundingBox();
    if (!box) throw new Error('the star is not on screen');
    await last.hover({ position: { x: box.width * 0.8, y: box.height / 2 } });
    await expect(slider(page)).toHaveText(/10 из 10/);
    await page.mouse.move(0, 0);
    await expect(slider(page)).toHaveText(/1 из 10/);
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 1 из 10');

    await editor(page).getByRole('button', { name: 'Убрать оценку' }).click();
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: нет');
  });

  test('a rewatch: two days listed, still there after a reload; the future is refused', async ({
    page,
  }) => {
    await seedFavorites(page, [MATRIX]);
    await page.goto(FILM_PAGE);
    const { today, tomorrow } = await days(page);
    await expect(dayField(page)).toHaveValue(today);
    await expect(dayField(page)).toHaveAttribute('max', today);

    await dayField(page).fill(tomorrow);
    await addWatch(page).click();
    await expect(editor(page).getByRole('alert')).toHaveText(
      'Можно отметить только сегодняшний или прошедший день.',
    );
    await expect(editor(page).getByText('Ещё не отмечены.')).toBeVisible();

    await dayField(page).fill('2024-05-03');
    await addWatch(page).click();
    await dayField(page).fill(today);
    await addWatch(page).click();
    await expect(watchDays(page).getByRole('listitem')).toHaveCount(2);
    await expect(watchDays(page).getByRole('listitem').first()).toHaveText(/^3 мая 2024/);

    await page.reload();
    await expect(watchDays(page).getByRole('listitem')).toHaveCount(2);
    expect(await stored(page, MATRIX.imdbID)).toMatchObject({ watched: ['2024-05-03', today] });
    await page.getByRole('button', { name: 'Убрать просмотр 3 мая 2024' }).click();
    await expect(watchDays(page).getByRole('listitem')).toHaveCount(1);
  });

  test('a note at its limit: 1,000 characters shown as such, a 1,001st refused, kept on leaving', async ({
    page,
  }) => {
    await seedFavorites(page, [MATRIX]);
    await page.goto(FILM_PAGE);
    await expect(editor(page).getByText('0 / 1000')).toBeVisible();
    await note(page).fill('ж'.repeat(NOTE_MAX - 1));
    await note(page).press('End');
    await note(page).pressSequentially('юя');
    await expect(note(page)).toHaveValue(`${'ж'.repeat(NOTE_MAX - 1)}ю`);
    await expect(editor(page).getByText('1000 / 1000')).toBeVisible();

    // Reloaded at once, before the note's pause or a blur: the page's leaving saves it.
    await page.reload();
    await expect(note(page)).toHaveValue(`${'ж'.repeat(NOTE_MAX - 1)}ю`);
    expect((await stored(page, MATRIX.imdbID))?.note).toHaveLength(NOTE_MAX);
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a star sets the rating, its left half the half value', async ({ page }) => {
    await seedFavorites(page, [MATRIX]);
    await page.goto(FILM_PAGE);
    const third = slider(page).locator('[aria-hidden="true"]').nth(2);
    const box = await third.boundingBox();
    if (!box) throw new Error('the star is not on screen');
    await third.tap({ position: { x: box.width * 0.25, y: box.height / 2 } });
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 5 из 10');
    await third.tap({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect(slider(page)).toHaveAccessibleName('Ваша оценка: 6 из 10');
  });
});

test.describe('from a favorites card', () => {
  test('rating, a watch day and a note, without leaving the list', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await seedFavorites(page, [MATRIX, MATRIX_RELOADED, STALKER]);
    await page.goto('/favorites?view=grid');
    await cardButton(page, STALKER.title).click();
    const edit = dialog(page, STALKER.title);
    await expect(edit).toBeVisible();
    await expect(slider(edit)).toBeFocused();
    await page.keyboard.press('8');
    await addWatch(edit).click();
    await note(edit).fill('Зона');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await expect(page).toHaveURL(/\/favorites\?view=grid$/);
    const button = cardButton(page, STALKER.title);
    await expect(button).toHaveAccessibleName(`Оценка 8 из 10 и заметка: ${STALKER.title}`);
    await expect(button).toHaveText('★8');
    await expect(button).toBeFocused();
    await expect
      .poll(() => stored(page, STALKER.imdbID))
      .toMatchObject({ rating: 8, note: 'Зона', watched: [(await days(page)).today] });

    await button.click();
    await expect(note(dialog(page, STALKER.title))).toHaveValue('Зона');
    await expect(slider(dialog(page, STALKER.title))).toHaveAccessibleName('Ваша оценка: 8 из 10');
  });

  test('the carousel’s cards open the same editor', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await seedFavorites(page, [MATRIX, MATRIX_RELOADED, STALKER]);
    await page.goto('/favorites');
    await cardButton(page, MATRIX.title).click();
    // The editor opens with its rating in focus, as a visitor sees before pressing a key.
    await expect(slider(dialog(page, MATRIX.title))).toBeFocused();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(cardButton(page, MATRIX.title)).toHaveAccessibleName(
      `Оценка 1 из 10 и заметка: ${MATRIX.title}`,
    );
  });
});

test.describe('axe', () => {
  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  async function bothSchemes(page: Page) {
    const light = await axeViolations(page, { experimental: true });
    const lightBackground = await background(page);
    await switchColorScheme(page, 'dark');
    await expect.poll(() => background(page)).not.toBe(lightBackground);
    const dark = await axeViolations(page, { experimental: true });
    return { light, dark };
  }

  test('the film page’s editor: nothing in the light and the dark scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await seedFavorites(page, [MATRIX]);
    await page.goto(FILM_PAGE);
    await slider(page).focus();
    await page.keyboard.press('7');
    await addWatch(page).click();
    await dayField(page).fill((await days(page)).tomorrow);
    await addWatch(page).click(); // the refusal's message is checked too
    await expect(editor(page).getByRole('alert')).toBeVisible();
    await note(page).fill('Заметка');
    expect(await bothSchemes(page)).toEqual({ light: [], dark: [] });
  });

  test('a film not in favorites: the editor and its hint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(FILM_PAGE);
    await expect(editor(page)).toBeVisible();
    expect(await bothSchemes(page)).toEqual({ light: [], dark: [] });
  });

  test('the card’s dialog: nothing in the light and the dark scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await seedFavorites(page, [MATRIX, STALKER]);
    await page.goto('/favorites?view=grid');
    await cardButton(page, MATRIX.title).click();
    await page.keyboard.press('9');
    await addWatch(dialog(page, MATRIX.title)).click();
    expect(await bothSchemes(page)).toEqual({ light: [], dark: [] });
  });
});
