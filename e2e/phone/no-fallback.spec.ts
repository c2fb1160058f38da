/**
 * An in-app switch never shows the page's loading state: on a slowed-down phone, pressing a control
 * that needs no network keeps the old screen until the new one can draw. Every moment «Загрузка
 * страницы...» is put on screen is recorded (support/fallbacks.ts), so even a flash of one frame is
 * caught. Each press is tried as soon as its control shows and again 6 s after the page has loaded
 * (when anything fetched ahead is in).
 */
import type { Page } from '@playwright/test';
import {
  chooseFromListMenu,
  favoritesGrid,
  importDialog,
  shareDialog,
} from '../support/collection';
import { MATRIX, MATRIX_RELOADED, STALKER } from '../support/movies';
import { fallbacksSince, PAGE_FALLBACK, recordFallbacks } from '../support/fallbacks';
import { seedFavorites } from '../support/storage';
import { expect, test } from '../support/phone';

const SETTLED_MS = 6000;

const now = (page: Page) => page.evaluate(() => performance.now());

interface Press {
  name: string;
  path: string;
  /** What must be on screen (the app drawn) before the press. */
  ready: (page: Page) => Promise<void>;
  press: (page: Page) => Promise<void>;
  /** What shows the press's result. */
  done: (page: Page) => Promise<void>;
}

const cardsShown = async (page: Page) =>
  expect(page.getByRole('heading', { name: MATRIX.title, level: 3 }).first()).toBeVisible();

const gridButton = (page: Page) => page.getByRole('button', { name: 'Сетка', exact: true });

const PRESSES: readonly Press[] = [
  {
    name: '«Сетка»',
    path: '/favorites',
    // Pressed the moment the app draws the list's tools, before its cards are on screen. The clock
    // starts when the button shows: the page's own loading state, parsed from the HTML before, is
    // not the press's.
    ready: (page) => expect(gridButton(page)).toBeVisible(),
    press: (page) => gridButton(page).click(),
    done: (page) => expect(favoritesGrid(page).getByRole('listitem')).toHaveCount(2),
  },
  {
    name: '«Импорт»',
    path: '/favorites',
    ready: cardsShown,
    press: (page) => chooseFromListMenu(page, 'Импорт'),
    done: (page) => expect(importDialog(page)).toBeVisible(),
  },
  {
    name: '«Поделиться списком»',
    path: '/favorites',
    ready: cardsShown,
    press: (page) => chooseFromListMenu(page, 'Поделиться списком'),
    done: (page) => expect(shareDialog(page)).toBeVisible(),
  },
  {
    name: 'a card’s ☆ editor',
    path: '/favorites',
    ready: cardsShown,
    press: (page) =>
      page
        .getByRole('button', { name: `Оценка и заметка: ${MATRIX.title}`, exact: true })
        .first()
        .click(),
    done: (page) =>
      expect(page.getByRole('dialog', { name: `Оценка и заметка: ${MATRIX.title}` })).toBeVisible(),
  },
  {
    name: '«В избранное»',
    path: `/movie/${STALKER.imdbID}`,
    ready: (page) => expect(page.getByRole('button', { name: 'В избранное' })).toBeVisible(),
    press: (page) => page.getByRole('button', { name: 'В избранное' }).click(),
    done: (page) =>
      expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
  },
  {
    name: 'the header’s «Статистика»',
    path: '/favorites',
    ready: cardsShown,
    press: (page) =>
      page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Статистика' })
        .click(),
    done: (page) => expect(page.getByText('Анализ 2 избранных фильмов')).toBeVisible(),
  },
];

for (const { name, path, ready, press, done } of PRESSES) {
  for (const moment of ['as soon as it shows', '6 s after load'] as const) {
    test(`${name} pressed ${moment} never shows «${PAGE_FALLBACK}»`, async ({ page }) => {
      await recordFallbacks(page);
      await seedFavorites(page, [MATRIX, MATRIX_RELOADED]);
      await page.goto(path, { waitUntil: moment === '6 s after load' ? 'load' : 'commit' });
      await ready(page);
      if (moment === '6 s after load') await page.waitForTimeout(SETTLED_MS);
      const pressedAt = await now(page);
      await press(page);
      await done(page);
      expect(await fallbacksSince(page, pressedAt)).toEqual([]);
    });
  }
}
