import { expect, test, type Page } from '@playwright/test';
import { axeViolations, switchColorScheme } from './support/a11y';
import {
  expectError,
  openApp,
  openAppAndWait,
  resultCards,
  searchAndWait,
  searchBox,
  searchFor,
  text,
  withoutServerRendering,
} from './support/app';
import { SIX_FAVORITES } from './support/movies';
import {
  chooseFromListMenu,
  chooseImportFile,
  importDialog,
  previewDialog,
  shareDialog,
} from './support/collection';
import { FAULTS_NEED_NO_SERVICE_WORKER, holdOmdb, json, routeOmdb } from './support/omdb';
import { openScreen, type Screen } from './support/screens';
import { seedFavorites, seedRecentSearches } from './support/storage';

test.use(FAULTS_NEED_NO_SERVICE_WORKER);

/** A state to check; `labelInName`: with axe's experimental label-in-name rule too (WCAG 2.5.3). */
type State = Screen & { labelInName?: boolean };

const states: State[] = [
  {
    name: 'search, empty, with recent searches',
    open: async (page) => {
      await seedRecentSearches(page, ['matrix', 'alien']);
      await openApp(page, '/');
      await expect(page.getByRole('heading', { name: 'Недавние запросы' })).toBeVisible();
    },
  },
  {
    name: 'search with warnings',
    open: async (page) => {
      await openApp(page, '/');
      await searchBox(page).fill('ма');
      await expect(page.getByText(text.minLength)).toBeVisible();
      await expect(
        page.getByText('OMDb ищет по английским названиям', { exact: false }),
      ).toBeVisible();
    },
  },
  {
    name: 'search results',
    open: async (page) => {
      await openApp(page, '/');
      await searchAndWait(page, 'star', /^35 фильмов найдено/);
      await expect(resultCards(page).first().getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'search from an address, with filters, the settings open and a year warning',
    open: async (page) => {
      await openApp(page, '/?q=star&type=series');
      await expect(resultCards(page).first()).toBeVisible();
      await page.getByText('Настройки', { exact: true }).click();
      await expect(
        page.getByRole('checkbox', { name: 'Подгружать результаты при прокрутке' }),
      ).toBeVisible();
      await page.getByRole('textbox', { name: 'Год' }).fill('18');
      await page.getByRole('textbox', { name: 'Год' }).blur();
      await expect(page.getByText(/^Год — число от/)).toBeVisible();
    },
  },
  {
    name: 'search error',
    open: async (page) => {
      await routeOmdb(page, (params) => params.has('s'), json(500, {}));
      // Observes the app's own requests (see openAppAndWait).
      await openAppAndWait(page, '/');
      await searchFor(page, 'matrix');
      await expectError(page, 'Failed to fetch movies');
    },
  },
  {
    name: 'search, nothing found',
    open: async (page) => {
      await openApp(page, '/');
      await searchFor(page, 'tt0000001');
      await expect(page.getByRole('heading', { name: text.nothingFound })).toBeVisible();
    },
  },
  {
    name: 'movie details',
    open: async (page) => {
      await openScreen.movie(page, 'tt0133093', 'The Matrix');
      await expect(page.getByRole('img', { name: 'Постер: The Matrix' })).toBeVisible();
    },
  },
  {
    name: 'movie details without a poster, in favorites',
    favorites: true,
    open: async (page) => {
      await page.goto('/movie/tt0091341');
      await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
    },
  },
  {
    name: 'movie details error',
    open: async (page) => {
      await withoutServerRendering(page, '/movie/tt0133093');
      await routeOmdb(page, (params) => params.has('i'), json(500, {}));
      await page.goto('/movie/tt0133093');
      await expect(page.getByRole('alert')).toContainText('Failed to fetch movie details');
    },
  },
  {
    name: 'favorites, empty',
    open: async (page) => {
      await page.goto('/favorites');
      await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
    },
  },
  { name: 'favorites carousel', favorites: true, open: openScreen.favoritesCarousel },
  {
    name: 'favorites grid',
    favorites: true,
    open: async (page) => {
      await openScreen.favoritesGrid(page);
      await expect(
        page.getByRole('list', { name: 'Избранные фильмы' }).getByRole('listitem'),
      ).toHaveCount(6);
    },
  },
  {
    name: 'favorites, removal dialog open',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites?view=grid');
      await page.getByRole('button', { name: 'Удалить из избранного: Stalker' }).click();
      await expect(page.getByRole('dialog', { name: 'Подтверждение' })).toBeVisible();
    },
  },
  {
    name: 'favorites, clear-all dialog open',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites');
      await page.getByRole('button', { name: 'Очистить все' }).click();
      await expect(page.getByRole('dialog', { name: 'Подтверждение' })).toBeVisible();
    },
  },
  {
    name: 'favorites, filtered to nothing',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites?view=grid&type=series&q=zzz');
      await expect(page.getByRole('heading', { name: 'Ничего не подходит' })).toBeVisible();
    },
  },
  {
    name: 'favorites, export menu open',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites');
      await chooseFromListMenu(page, 'Экспорт');
      await expect(
        page.getByRole('button', { name: 'CSV для импорта в Letterboxd' }),
      ).toBeVisible();
    },
  },
  {
    name: 'favorites, import dialog',
    open: async (page) => {
      await page.goto('/favorites');
      await chooseFromListMenu(page, 'Импорт');
      await expect(importDialog(page).getByLabel('Файл для импорта')).toBeFocused();
    },
  },
  {
    name: 'favorites, import refused',
    open: async (page) => {
      await page.goto('/favorites');
      await chooseImportFile(page, {
        name: 'a.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('x,y\n1,2'),
      });
      await expect(importDialog(page).getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'favorites, import matching in progress',
    open: async (page) => {
      const held = await holdOmdb(page, (params) => params.has('t'));
      await page.goto('/favorites');
      await chooseImportFile(page, {
        name: 'watched.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Date,Name,Year,Letterboxd URI\n2024-01-01,Stalker,1979,https://boxd.it/1\n',
        ),
      });
      await held.arrived;
      await expect(importDialog(page).getByRole('progressbar')).toBeVisible();
    },
  },
  {
    name: 'favorites, import preview with doubtful and missing films',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites');
      await chooseImportFile(page, {
        name: 'watched.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Date,Name,Year,Letterboxd URI\n2024-01-01,Batman Begins,2004,https://boxd.it/1\n' +
            '2024-01-02,Alien,2000,https://boxd.it/2\n2024-01-03,No Such Film,1990,https://boxd.it/3\n' +
            '2024-01-04,Stalker,1979,https://boxd.it/4\n',
        ),
      });
      await expect(previewDialog(page).getByRole('region', { name: 'Не найдены' })).toBeVisible();
      await expect(
        previewDialog(page).getByRole('checkbox', { name: 'Добавить «Batman Begins»' }),
      ).toBeChecked();
    },
  },
  {
    name: 'favorites, a share link’s films named before they are added',
    labelInName: true,
    open: async (page) => {
      // The Matrix and Stalker (src/features/transfer/shareLink.ts encodes them so).
      await page.goto('/favorites#share=1AE_OEinzg');
      const films = previewDialog(page).getByRole('region', { name: 'Новые' });
      await expect(films.getByRole('checkbox', { name: 'Stalker (1979)' })).toBeChecked();
    },
  },
  {
    name: 'favorites, share dialog',
    favorites: true,
    open: async (page) => {
      await page.goto('/favorites');
      await chooseFromListMenu(page, 'Поделиться списком');
      await expect(shareDialog(page).getByRole('img', { name: /^QR-код/ })).toBeVisible();
    },
  },
  {
    name: 'statistics with the favorites’ details, one chart as a table, films behind the names',
    favorites: true,
    labelInName: true,
    open: async (page) => {
      await openScreen.statistics(page);
      const details = page.getByRole('region', { name: 'Подробнее о фильмах' });
      await expect(details.getByText(/^Данные на/)).toBeVisible();
      await details.getByRole('button', { name: 'Показать таблицей' }).first().click();
      await details.getByRole('button', { name: 'Показать фильмы' }).first().click();
      await expect(details.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: 'statistics while the details load',
    favorites: true,
    labelInName: true,
    open: async (page) => {
      const held = await holdOmdb(page, (params) => params.has('i'));
      await openScreen.statistics(page);
      await held.arrived;
      await expect(page.getByRole('progressbar')).toBeVisible();
    },
  },
  // The statistics page as it opens is checked with the current movie on it (below) and, light
  // and with the label-in-name rule, by the bar-naming test at the end.
  {
    name: 'statistics with the current movie',
    favorites: true,
    labelInName: true,
    open: async (page) => {
      await openScreen.movie(page, 'tt0091341', 'Kin-dza-dza!');
      await page.getByRole('navigation').getByRole('link', { name: 'Статистика' }).click();
      await expect(page.getByRole('heading', { name: 'Текущий фильм' })).toBeVisible();
    },
  },
  { name: 'statistics, empty', labelInName: true, open: openScreen.emptyStatistics },
  { name: 'the 404 page', open: openScreen.notFound },
];

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('axe', () => {
  for (const state of states) {
    test(`${state.name} has no WCAG A/AA violations, in the light and the dark scheme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      if (state.favorites) await seedFavorites(page, SIX_FAVORITES);
      await state.open(page);
      const options = { experimental: state.labelInName ?? false };
      const light = await axeViolations(page, options);
      const lightBackground = await background(page);

      await switchColorScheme(page, 'dark');
      await expect.poll(() => background(page)).not.toBe(lightBackground); // the dark theme is really on
      const dark = await axeViolations(page, { colorsOnly: true });

      expect({ light, dark }).toEqual({ light: [], dark: [] });
    });
  }

  test('the statistics page’s every bar is named beginning with what it shows, with drawn details', async ({
    page,
  }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await openScreen.statistics(page);
    const details = page.getByRole('region', { name: 'Подробнее о фильмах' });
    await expect(details.getByText(/^Данные на/)).toBeVisible();
    const bars = details.getByRole('link');
    expect(await bars.count()).toBeGreaterThan(10);
    // What each shows (its drawn texts, not the hidden full label of a cut one) begins its name,
    // in the order drawn; a label cut with "…" is the start of the name's.
    const marks = await bars.evaluateAll((links) =>
      links.map((link) => ({
        name: link.getAttribute('aria-label') ?? '',
        shown: [...link.querySelectorAll('text')].map((text) => text.firstChild?.textContent ?? ''),
      })),
    );
    const plain = (text: string) =>
      text
        .replace(/[…:·—]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    for (const { name, shown } of marks) {
      let from = 0;
      for (const piece of shown.map(plain).filter(Boolean)) {
        const at = plain(name).indexOf(piece, from);
        expect(at, `«${piece}» in «${name}»`).toBe(from === 0 ? 0 : Math.max(at, from));
        from = at + piece.length;
      }
    }
    const rules = (await axeViolations(page, { experimental: true })).map(({ rule }) => rule);
    expect(rules).toEqual([]);
  });

  test('the check itself catches a real violation', async ({ page }) => {
    // An image is put into the page's DOM by hand: into the app's page, not into HTML that React
    // has yet to adopt (which would drop a node it did not render).
    await openAppAndWait(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').evaluate((main) => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      main.append(image);
    });
    const rules = (await axeViolations(page)).map((violation) => violation.rule);
    expect(rules).toContain('image-alt');

    // The colour-only pass of a second scheme still sees text too faint to read.
    await page.getByRole('main').evaluate((main) => {
      const faint = document.createElement('p');
      faint.textContent = 'Бледный текст';
      faint.style.background = '#ffffff';
      faint.style.color = '#dddddd';
      main.append(faint);
    });
    const colorRules = (await axeViolations(page, { colorsOnly: true })).map(({ rule }) => rule);
    expect(colorRules).toEqual(['color-contrast']);
  });
});
