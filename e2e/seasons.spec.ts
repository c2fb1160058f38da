/**
 * A series episode by episode: its seasons on its page, marked on one device and seen on another,
 * «Следующая серия» and its undo, a season opened once opened again offline, the episodes in the
 * statistics and the year, and axe over it all.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { openApp } from './support/app';
import { BREAKING_BAD, MATRIX, STALKER } from './support/movies';
import { controlledByWorker } from './support/pwa';
import { FAVORITES_KEY, seedStorage } from './support/storage';
import { closeDevices, device, enableSync, expectCount, joinWith } from './support/sync';

const THRONES = '/movie/tt0944947';
const BASE = () => test.info().project.use.baseURL ?? '';

const season = (page: Page, number: number) =>
  page.locator('summary').filter({ hasText: new RegExp(`^Сезон ${number}( ·|$)`) });
const episode = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Следующая серия' });

/** Game of Thrones in a stored library, on «Смотрю» with `episodes` marked (season:episode → day). */
const thronesWatching = (episodes: Record<string, string>) => ({
  imdbID: 'tt0944947',
  title: 'Game of Thrones',
  year: '2011–2019',
  type: 'series',
  poster: null,
  addedAt: '2025-12-01T10:00:00.000Z',
  favorite: false,
  status: 'watching',
  episodes,
});

test.afterEach(closeDevices);

test('episodes marked on one device show on the other, and a mark taken back there sticks here', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await device(browser, BASE(), [MATRIX]);
  const b = await device(browser, BASE(), [STALKER]);
  await a.goto('/favorites');
  const link = await enableSync(a);
  await joinWith(b, link, 'Добавится 1 фильм, обновится 0 фильмов.');
  await expectCount(b, '2 фильма');

  await a.goto(THRONES);
  await season(a, 1).click();
  await episode(a, /Winter Is Coming/).check();
  await a.getByRole('button', { name: 'Отметить до этой серии: S01E03' }).click();
  await expect(episode(a, /Lord Snow/)).toBeChecked();

  await b.goto(THRONES);
  await season(b, 1).click();
  for (const name of [/Winter Is Coming/, /The Kingsroad/, /Lord Snow/])
    await expect(episode(b, name)).toBeChecked({ timeout: 20_000 });
  await expect(episode(b, /Cripples, Bastards/)).not.toBeChecked();
  await expect(b.getByText(/^3 из 10 · дальше: S01E04/)).toBeVisible();

  await episode(b, /The Kingsroad/).uncheck();
  await expect(episode(a, /The Kingsroad/)).not.toBeChecked({ timeout: 20_000 });
  await a.reload();
  await season(a, 1).click();
  await expect(episode(a, /Winter Is Coming/)).toBeChecked();
  await expect(episode(a, /The Kingsroad/)).not.toBeChecked();
});

test('«Следующая серия» marks the next episode and says which; «Отменить» takes it back', async ({
  page,
}) => {
  await openApp(page, THRONES);
  await nextButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /^Отмечена/ })).toHaveText(
    'Отмечена S01E01 «Winter Is Coming»',
  );
  await nextButton(page).click();
  await expect(page.getByText('Отмечена S01E02 «The Kingsroad»')).toBeVisible();
  await season(page, 1).click();
  await expect(episode(page, /The Kingsroad/)).toBeChecked();

  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(page.getByText('Отметка S01E02 снята')).toBeVisible();
  await expect(episode(page, /The Kingsroad/)).not.toBeChecked();
  await expect(episode(page, /Winter Is Coming/)).toBeChecked();
  await expect(page.getByText(/^1 из 10 · дальше: S01E02 «The Kingsroad»/)).toBeVisible();
});

test('a season opened once opens again offline; one never opened says it cannot load', async ({
  page,
  context,
}) => {
  await openApp(page, THRONES);
  await controlledByWorker(page);
  // The details do not count the seasons: the first season's answer does, and the rest appear.
  await season(page, 1).click();
  await season(page, 2).click();
  await expect(episode(page, /The North Remembers/)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game of Thrones');
  await season(page, 1).click();
  await expect(episode(page, /Winter Is Coming/)).toBeVisible();
  await season(page, 2).click();
  await expect(episode(page, /The North Remembers/)).toBeVisible();
  await season(page, 3).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
});

test('axe finds nothing on a series’ page with a season open and an episode marked', async ({
  page,
}) => {
  // Two passes of axe over a page of some 150 controls, on a shared machine.
  test.setTimeout(60_000);
  await openApp(page, THRONES);
  await season(page, 1).click();
  await episode(page, /Winter Is Coming/).check();
  await nextButton(page).click();
  await expect(page.getByText('Отмечена S01E02 «The Kingsroad»')).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    expect(
      await axeViolations(page, { experimental: true, colorsOnly: colorScheme === 'dark' }),
      colorScheme,
    ).toEqual([]);
  }
});

test('the favorites fetch «Следующая серия» ahead for a series on «Смотрю»: the press there fetches it no more', async ({
  page,
}) => {
  const library = [
    { ...MATRIX, addedAt: '2026-01-01T10:00:00.000Z', favorite: true },
    thronesWatching({ '1:1': '2025-12-30' }),
  ];
  await seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 4, items: library }) });
  const nextEpisodePart = (url: string) =>
    /\/assets\/NextEpisode-[\w-]+\.js$/.test(new URL(url).pathname);
  // Fetched while the favorites are on screen, once start-up is over, with no press at all.
  const ahead = page.waitForRequest((request) => nextEpisodePart(request.url()));
  await openApp(page, '/favorites');
  await ahead;
  const afterPress: string[] = [];
  page.on('request', (request) => {
    if (nextEpisodePart(request.url())) afterPress.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Полки' })
    .getByRole('link', { name: /^Смотрю · / })
    .click();
  await expect(nextButton(page)).toBeVisible();
  expect(afterPress).toEqual([]);
});

test('the statistics and the year count the episodes watched and their hours', async ({ page }) => {
  // Game of Thrones runs 57 minutes an episode in the demo catalog, Breaking Bad 49; neither is
  // hearted, and Breaking Bad is finished («Просмотрено»).
  const library = [
    thronesWatching({
      '1:1': '2025-12-30',
      '1:2': '2026-01-02',
      '1:3': '2026-01-03',
      '1:4': '2026-02-01',
    }),
    {
      ...BREAKING_BAD,
      addedAt: '2026-01-01T10:00:00.000Z',
      favorite: false,
      status: 'watched',
      episodes: { '1:1': '2026-03-01', '1:2': '2026-03-02' },
    },
  ];
  await seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 4, items: library }) });
  await openApp(page, '/charts');
  const card = page.locator('section, article, div').filter({
    has: page.getByRole('heading', { name: 'Сериалы', exact: true }),
  });
  const figures = card.last().locator('dl');
  // 4 × 57 + 2 × 49 = 326 minutes.
  await expect(figures).toHaveText('Серий просмотрено6Время5 часов 26 минутСериалов досмотрено1');

  await page.goto('/year/2026');
  // In 2026: 3 × 57 + 2 × 49 = 269 minutes.
  await expect(
    page.getByText('В 2026 году вы посмотрели 5 серий сериалов — 4 часа 29 минут.'),
  ).toBeVisible();
});
