import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { holdTakeover, openApp } from './support/app';
import {
  heartToggle,
  pageToday,
  storedEntry,
  wantToggle,
  watchedTodayToggle,
} from './support/library';
import { MATRIX } from './support/movies';
import { FAVORITES_KEY, seedStorage } from './support/storage';

const FILM = `/movie/${MATRIX.imdbID}`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

test.describe('«Хочу посмотреть» on a film page', () => {
  test('puts the film on the watchlist and not in «Избранное»; a second press takes it off', async ({
    page,
  }) => {
    await openApp(page, FILM);
    await wantToggle(page).click();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(heartToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toMatchObject({
        status: 'want',
        favorite: false,
      });
    await nav(page).getByRole('link', { name: 'Избранное' }).click();
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();

    await page.goBack();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await wantToggle(page).click();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => storedEntry(page, MATRIX.imdbID)).toBeNull();
  });
});

test.describe('«Просмотрено сегодня» on a film page', () => {
  test('records today and the status «Просмотрено», which the picker shows; after a reload it takes today away', async ({
    page,
  }) => {
    await openApp(page, FILM);
    await watchedTodayToggle(page).click();
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
    const today = await pageToday(page);
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toMatchObject({
        status: 'watched',
        watched: [today],
        favorite: false,
      });
    await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('watched');
    // The editor below lists the day too.
    await expect(page.getByRole('button', { name: /^Убрать просмотр / })).toHaveCount(1);

    await page.reload();
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await watchedTodayToggle(page).click();
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toMatchObject({
        status: 'watched',
      });
    expect((await storedEntry(page, MATRIX.imdbID))?.watched).toBeUndefined();
  });

  test('a film on the watchlist leaves it when watched today, and goes back when undone', async ({
    page,
  }) => {
    await openApp(page, FILM);
    await wantToggle(page).click();
    await watchedTodayToggle(page).click();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('watched');
    await watchedTodayToggle(page).click();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toEqual(expect.objectContaining({ status: 'want' }));
    expect((await storedEntry(page, MATRIX.imdbID))?.watched).toBeUndefined();
  });
});

test.describe('pressed before the app takes over', () => {
  test('«Хочу посмотреть» and «Просмотрено сегодня» are held and carried out once the app runs', async ({
    page,
  }) => {
    const takeover = await holdTakeover(page);
    await page.goto(FILM, { waitUntil: 'commit' });
    await wantToggle(page).click();
    await watchedTodayToggle(page).click();
    // Nothing has run yet: the server's page shows both off, and nothing is stored.
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await storedEntry(page, MATRIX.imdbID)).toBeNull();
    takeover.release();
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
    const today = await pageToday(page);
    // In order: on the watchlist, then watched today, which takes it off the watchlist.
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toMatchObject({
        status: 'watched',
        watched: [today],
        favorite: false,
      });
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a press on «Хочу посмотреть» of a film already on the watchlist does not take it off', async ({
    page,
  }) => {
    await seedStorage(page, {
      [FAVORITES_KEY]: JSON.stringify({
        version: 4,
        items: [{ ...MATRIX, addedAt: null, favorite: false, status: 'want' }],
      }),
    });
    const takeover = await holdTakeover(page);
    await page.goto(FILM, { waitUntil: 'commit' });
    // The server's page shows it off; the visitor means to put it on.
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await wantToggle(page).click();
    takeover.release();
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    // Time for a replayed press to land, were it wrongly replayed.
    await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('want');
    expect(await storedEntry(page, MATRIX.imdbID)).toMatchObject({ status: 'want' });
  });

  test('the keys w and t are held and carried out once the app runs, in order', async ({
    page,
  }) => {
    const takeover = await holdTakeover(page);
    await page.goto(FILM, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix');
    await page.keyboard.press('w');
    await page.keyboard.press('t');
    expect(await storedEntry(page, MATRIX.imdbID)).toBeNull();
    takeover.release();
    await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => storedEntry(page, MATRIX.imdbID))
      .toMatchObject({
        status: 'watched',
      });
    // t's undo gives back what w did before it: the watchlist.
    await page.keyboard.press('t');
    await expect(wantToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => storedEntry(page, MATRIX.imdbID)).toMatchObject({ status: 'want' });
  });
});

test('axe finds nothing on a film page with both toggles on and the status picker', async ({
  page,
}) => {
  await openApp(page, FILM);
  await wantToggle(page).click();
  await watchedTodayToggle(page).click();
  await expect(watchedTodayToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Статус' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
