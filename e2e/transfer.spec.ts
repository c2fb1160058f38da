import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseFromListMenu,
  chooseImportFile,
  confirmPreview,
  expectNothingNewToAdd,
  exportFavorites,
  freshPage,
  imdbRatingsFile,
  importDialog,
  previewDialog,
  shareDialog,
} from './support/collection';
import { MATRIX, MATRIX_RELOADED, SIX_FAVORITES, STALKER } from './support/movies';
import {
  FAVORITES_KEY,
  readStorage,
  seedFavorites,
  seedStorage,
  type FavoriteMovie,
} from './support/storage';

type Stored = FavoriteMovie & { addedAt: string | null };

/** The favorites a page has written to storage (written when the browser is idle: polled). */
async function storedFavorites(page: Page): Promise<Stored[]> {
  const raw = await readStorage(page, FAVORITES_KEY);
  return raw === null ? [] : (JSON.parse(raw) as { items: Stored[] }).items;
}

const byId = <T extends { imdbID: string }>(movies: readonly T[]) =>
  [...movies].sort((a, b) => a.imdbID.localeCompare(b.imdbID));
const summaryOf = ({ imdbID, title, year, type, poster }: Stored): FavoriteMovie => ({
  imdbID,
  title,
  year,
  type,
  poster,
});
const firstYear = (year: string) => /\d{4}/.exec(year)?.[0] ?? '';

const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

test.describe('export, then import into a fresh browser', () => {
  const kinds = [
    {
      option: 'JSON — резервная копия Фильмотеки',
      file: /^filmoteka-library-\d{4}-\d\d-\d\d\.json$/,
      // Lossless: every stored field comes back as it was.
      same: (movie: Stored) => movie,
    },
    {
      option: 'CSV для импорта в Letterboxd',
      file: /^filmoteka-favorites-letterboxd-\d{4}-\d\d-\d\d\.csv$/,
      // Ids, titles and years travel; type and poster come back from one lookup per film.
      same: summaryOf,
    },
    {
      option: 'CSV в формате списка IMDb',
      file: /^filmoteka-favorites-imdb-\d{4}-\d\d-\d\d\.csv$/,
      // IMDb's list format has one year and no poster: the rest is taken as it is.
      same: ({ imdbID, title, year, type }: Stored) => ({
        imdbID,
        title,
        year: firstYear(year),
        type,
      }),
    },
  ];

  // Dated, as the app keeps them now, and one from before dates were kept.
  const DATED = SIX_FAVORITES.map((movie, index) => ({
    ...movie,
    addedAt: index === 0 ? null : `2026-0${index}-1${index}T08:30:00.000Z`,
  }));

  for (const kind of kinds) {
    test(`${kind.option}: a dated file that gives back the same favorites`, async ({
      page,
      browser,
    }) => {
      await seedStorage(page, { [FAVORITES_KEY]: JSON.stringify({ version: 2, items: DATED }) });
      await page.goto('/favorites');
      const download = await exportFavorites(page, kind.option);
      expect(download.suggestedFilename()).toMatch(kind.file);
      await expect(page.getByText(`Файл «${download.suggestedFilename()}» сохранён`)).toBeVisible();
      const original = (await storedFavorites(page)).map(kind.same);

      const other = await freshPage(browser);
      await other.goto('/favorites');
      // Opened under its own name, as a visitor picks it: "favorites" in it hearts the films.
      await chooseImportFile(other, {
        name: download.suggestedFilename(),
        mimeType: 'text/plain',
        buffer: readFileSync(await download.path()),
      });
      await expect(previewDialog(other).getByText('Новые6 фильмов')).toBeVisible();
      await confirmPreview(other, 'Добавить 6 фильмов');
      await expect(other.getByText('6 фильмов в избранном')).toBeVisible();
      await expect
        .poll(async () => byId((await storedFavorites(other)).map(kind.same)))
        .toEqual(byId(original));
      await other.context().close();
    });
  }
});

test.describe('importing from IMDb and Letterboxd', () => {
  test('an IMDb ratings export goes through the preview into favorites, dated as rated', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await chooseImportFile(page, imdbRatingsFile('matrix', 'breakingBad', 'stalker'));
    const preview = previewDialog(page);
    await expect(preview.getByText('Файл «ratings.csv»')).toBeVisible();
    await expect(preview.getByText('Новые3 фильма')).toBeVisible();
    await expect(await storedFavorites(page)).toEqual([]);
    await confirmPreview(page, 'Добавить 3 фильма');
    await expect(page.getByText('Добавлено: 3 фильма.')).toBeVisible();
    await expect
      .poll(async () => (await storedFavorites(page)).map((movie) => [movie.title, movie.addedAt]))
      .toEqual([
        ['The Matrix', '2024-05-01T00:00:00.000Z'],
        ['Breaking Bad', '2023-01-10T00:00:00.000Z'],
        ['Stalker', '2022-12-31T00:00:00.000Z'],
      ]);
  });

  test('a Letterboxd watched.csv is matched by title and year, with doubtful matches to check', async ({
    page,
  }) => {
    await seedFavorites(page, [STALKER]);
    await page.goto('/favorites');
    await chooseImportFile(
      page,
      csv('watched.csv', [
        'Date,Name,Year,Letterboxd URI',
        '2024-01-05,Stalker,1979,https://boxd.it/2b0k',
        '2024-01-06,The Matrix Reloaded,2003,https://boxd.it/2a5u',
        '2024-01-07,The Matrix,2000,https://boxd.it/29gg',
        '2024-01-08,Batman Begins,2005,https://boxd.it/1dS8',
        '2024-01-09,Some Film OMDb Never Heard Of,1987,https://boxd.it/zzzz',
      ]),
    );
    const preview = previewDialog(page);
    await expect(preview.getByText('Новые2 фильма')).toBeVisible();
    // Hearted before, now also «Просмотрено»: the file moves it onto the shelf.
    await expect(
      preview.getByRole('region', { name: 'Уже в Фильмотеке, с новыми данными' }),
    ).toContainText('Stalker (1979) — в «Просмотрено»');
    const doubtful = preview.getByRole('region', { name: 'Сопоставлены неточно — проверьте' });
    await expect(doubtful).toContainText('The Matrix (1999) — год отличается на 1');
    await expect(preview.getByRole('region', { name: 'Не найдены' })).toContainText(
      'строка 6: Some Film OMDb Never Heard Of (1987) — не найден в OMDb',
    );
    await doubtful.getByRole('checkbox', { name: 'Добавить «The Matrix»' }).uncheck();
    await confirmPreview(page, 'Добавить 2 фильма и обновить 1');
    await expect
      .poll(async () => (await storedFavorites(page)).map((movie) => movie.imdbID))
      .toEqual([STALKER.imdbID, MATRIX_RELOADED.imdbID, 'tt0372784']);
  });

  test('importing the same file twice adds nothing the second time', async ({ page }) => {
    const file = csv('list.csv', [
      'Const,Title,Title Type,Year',
      'tt0133093,The Matrix,movie,1999',
    ]);
    await page.goto('/favorites');
    await chooseImportFile(page, file);
    await confirmPreview(page, 'Добавить 1 фильм');
    await chooseImportFile(page, file);
    await expectNothingNewToAdd(page);
  });

  test('a file dropped on the import dialog’s drop zone is read', async ({ page }) => {
    await page.goto('/favorites');
    await chooseFromListMenu(page, 'Импорт');
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      const csv = 'Date,Name,Year,Letterboxd URI\n2024-01-01,Stalker,1979,https://boxd.it/1\n';
      data.items.add(new File([csv], 'watched.csv', { type: 'text/csv' }));
      return data;
    });
    const zone = importDialog(page).getByText('или перетащите файл сюда');
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(previewDialog(page).getByText('Файл «watched.csv»')).toBeVisible();
    await confirmPreview(page, 'Добавить 1 фильм');
    // Letterboxd's watched films go to «Просмотрено», not to the favorites.
    await expect(page.getByText('Добавлено: 1 фильм.')).toBeVisible();
  });

  test('a file dropped on the page is offered for import', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Избранное пусто' })).toBeVisible();
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(
        new File(['Const,Title,Title Type,Year\ntt0079944,Stalker,movie,1979\n'], 'dropped.csv', {
          type: 'text/csv',
        }),
      );
      return data;
    });
    await page.locator('main').dispatchEvent('dragover', { dataTransfer: transfer });
    await page.locator('main').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(previewDialog(page).getByText('Файл «dropped.csv»')).toBeVisible();
    await confirmPreview(page, 'Добавить 1 фильм');
    await expect(page.getByText('Добавлено: 1 фильм.')).toBeVisible();
  });
});

test.describe('moving to another device with a link', () => {
  test('the link opened in a second browser offers the same films, and adds them when confirmed', async ({
    page,
    browser,
  }) => {
    await seedFavorites(page, SIX_FAVORITES);
    await page.goto('/favorites');
    await chooseFromListMenu(page, 'Поделиться списком');
    const dialog = shareDialog(page);
    await expect(dialog.getByRole('img', { name: 'QR-код ссылки на 6 фильмов' })).toBeVisible();
    const link = await dialog.getByRole('textbox', { name: 'Ссылка на список' }).inputValue();
    expect(link).toMatch(/\/favorites#share=3[\w-]{3}1[\w-]+$/);
    // The list travels in the fragment, which browsers never send to a server.
    expect(new URL(link).search).toBe('');

    const other = await freshPage(browser);
    const requests: string[] = [];
    other.on('request', (request) => requests.push(request.url()));
    await other.goto(link);
    await expect(previewDialog(other).getByText('Список из ссылки')).toBeVisible();
    await expect(other).toHaveURL('/favorites');
    expect(requests.some((url) => url.includes('share='))).toBe(false);
    await confirmPreview(other, 'Добавить 6 фильмов из ссылки');
    await expect
      .poll(async () => byId(await storedFavorites(other)).map(summaryOf))
      .toEqual(byId(SIX_FAVORITES));
    await other.context().close();
  });

  test('the link’s films are named, with year and poster, before «Добавить», and one can be left out', async ({
    page,
    browser,
  }) => {
    await seedFavorites(page, [MATRIX, MATRIX_RELOADED, STALKER]);
    await page.goto('/favorites');
    await chooseFromListMenu(page, 'Поделиться списком');
    const link = await shareDialog(page)
      .getByRole('textbox', { name: 'Ссылка на список' })
      .inputValue();

    const other = await freshPage(browser);
    await other.goto(link);
    const films = previewDialog(other).getByRole('region', { name: 'Новые' });
    await expect(films.getByRole('checkbox')).toHaveCount(3);
    for (const { title, year } of [MATRIX, MATRIX_RELOADED, STALKER]) {
      await expect(films.getByRole('checkbox', { name: `${title} (${year})` })).toBeChecked();
    }
    await expect(films.locator('img')).toHaveCount(3);
    await films.getByRole('checkbox', { name: 'The Matrix Reloaded (2003)' }).uncheck();
    await confirmPreview(other, 'Добавить 2 фильма из ссылки');
    await expect
      .poll(async () => (await storedFavorites(other)).map((movie) => movie.imdbID).sort())
      .toEqual([MATRIX.imdbID, STALKER.imdbID].sort());
    await other.context().close();
  });

  test('a broken link says so and changes nothing', async ({ page }) => {
    await seedFavorites(page, [MATRIX]);
    await page.goto('/favorites#share=1!!!');
    await expect(importDialog(page).getByRole('alert')).toHaveText(
      'Ссылка повреждена: список фильмов из неё не читается.',
    );
    expect((await storedFavorites(page)).map((movie) => movie.imdbID)).toEqual([MATRIX.imdbID]);
  });
});

test.describe('bad files get a clear message and change nothing', () => {
  const ROWS = 50_000;
  const bigCsv = () => [
    'Const,Title,Title Type,Year',
    ...Array.from({ length: ROWS }, (_, n) => `tt${3_000_000 + n},Film ${n},movie,2001`),
  ];
  const cases: {
    name: string;
    file: { name: string; mimeType: string; buffer: Buffer };
    message: string | RegExp;
  }[] = [
    {
      name: 'an empty file',
      file: { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) },
      message: 'Файл пуст.',
    },
    {
      name: 'a file of another kind',
      file: {
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      },
      message:
        'Не удалось распознать файл. Подходят JSON из Фильмотеки и CSV из IMDb или Letterboxd.',
    },
    {
      name: 'a CSV with unknown columns',
      file: csv('bank.csv', ['Дата,Сумма,Описание', '2024-01-01,100,Кино']),
      message: /^Столбцы этого CSV не похожи ни на IMDb, ни на Letterboxd: Дата, Сумма, Описание\./,
    },
    {
      name: 'a CSV with broken quoting',
      file: csv('broken.csv', ['Const,Title,Year', 'tt0133093,"The Matrix,1999']),
      message: /^CSV повреждён: незакрытые кавычки/,
    },
    {
      name: 'a 20 MB file',
      file: { name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(20 * 1024 * 1024, 'a') },
      message: 'Файл слишком большой: 20,0 МБ. Наибольший размер — 10 МБ.',
    },
    {
      name: `${ROWS.toLocaleString('en')} rows`,
      file: csv('many.csv', bigCsv()),
      message:
        'Файл не импортирован: в нём больше 15\u00a0000 строк, а за один раз можно импортировать не больше 15\u00a0000 фильмов. Разделите файл на части не длиннее 15\u00a0000 строк.',
    },
    {
      name: 'a JSON of the wrong shape',
      file: {
        name: 'films.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"films": ["The Matrix"]}'),
      },
      message: 'Этот JSON не похож на экспорт Фильмотеки: в нём нет списка фильмов.',
    },
  ];

  for (const { name, file, message } of cases) {
    test(name, async ({ page }) => {
      await seedFavorites(page, [MATRIX]);
      await page.goto('/favorites');
      await chooseImportFile(page, file);
      await expect(importDialog(page).getByRole('alert')).toHaveText(message);
      await expect(previewDialog(page)).toHaveCount(0);
      await importDialog(page).getByRole('button', { name: 'Закрыть' }).click();
      expect((await storedFavorites(page)).map((movie) => movie.imdbID)).toEqual([MATRIX.imdbID]);
    });
  }

  test('ids that are not IMDb ids are listed as not found, and nothing can be added', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await chooseImportFile(
      page,
      csv('ids.csv', ['Const,Title,Year', 'nm0000206,Keanu Reeves,1964', '12345,Film,2000']),
    );
    const missing = previewDialog(page).getByRole('region', { name: 'Не найдены' });
    await expect(missing).toContainText(
      'строка 2: Keanu Reeves (1964) — неверный IMDb ID «nm0000206»',
    );
    await expect(missing).toContainText('строка 3: Film (2000) — неверный IMDb ID «12345»');
    await expect(
      previewDialog(page).getByRole('button', { name: 'Добавить 0 фильмов' }),
    ).toBeDisabled();
  });
});
