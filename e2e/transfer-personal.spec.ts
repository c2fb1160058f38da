import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, switchColorScheme } from './support/a11y';
import {
  chooseFromListMenu,
  chooseImportFile,
  confirmPreview,
  expectNothingNewToAdd,
  exportFavorites,
  freshPage,
  imdbRatingsFile,
  previewDialog,
  shareDialog,
} from './support/collection';
import { BREAKING_BAD, MATRIX, MATRIX_RELOADED, STALKER } from './support/movies';
import { seedKept, storedPersonal, type Personal } from './support/personal';

const file = (name: string, content: string, mimeType = 'text/csv') => ({
  name,
  mimeType,
  buffer: Buffer.from(content),
});

const NOTE = 'Красная таблетка, «снова»\nи ещё раз';
const KEPT = [
  { ...MATRIX, rating: 9, watched: ['2024-01-05', '2024-05-03'], note: NOTE },
  { ...STALKER, rating: 7 },
  { ...BREAKING_BAD, watched: ['2023-03-01'] },
  MATRIX_RELOADED,
];

async function expectNoAxeViolations(page: Page): Promise<void> {
  // Reduced motion ends the themes' colour transitions at once: axe reads the colours as they settle.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const light = await axeViolations(page, { experimental: true });
  await switchColorScheme(page, 'dark');
  const dark = await axeViolations(page, { colorsOnly: true });
  await page.emulateMedia({ colorScheme: null });
  expect({ light, dark }).toEqual({ light: [], dark: [] });
}

test.describe('ratings, watch days and notes travel with each export', () => {
  /** All that KEPT holds of the visitor's own. */
  const everything: Record<string, Personal> = {
    [MATRIX.imdbID]: { rating: 9, watched: ['2024-01-05', '2024-05-03'], note: NOTE },
    [STALKER.imdbID]: { rating: 7 },
    [BREAKING_BAD.imdbID]: { watched: ['2023-03-01'] },
    [MATRIX_RELOADED.imdbID]: {},
  };
  const kinds: { option: string; carried: Record<string, Personal> }[] = [
    { option: 'JSON — резервная копия Фильмотеки', carried: everything },
    // A row per watch, each rated, the note on the last: all of it comes back.
    { option: 'CSV для импорта в Letterboxd', carried: everything },
    {
      option: 'CSV в формате списка IMDb',
      // IMDb keeps a rating and the day it was rated (our last watch day): no notes, no other days.
      carried: {
        [MATRIX.imdbID]: { rating: 9, watched: ['2024-05-03'] },
        [STALKER.imdbID]: { rating: 7 },
        [BREAKING_BAD.imdbID]: {},
        [MATRIX_RELOADED.imdbID]: {},
      },
    },
  ];

  for (const { option, carried } of kinds) {
    test(`${option}: opened in a fresh browser, with what the format carries`, async ({
      page,
      browser,
    }) => {
      await seedKept(page, KEPT);
      await page.goto('/favorites');
      const download = await exportFavorites(page, option);

      const other = await freshPage(browser);
      await other.goto('/favorites');
      await chooseImportFile(other, await download.path());
      const fresh = previewDialog(other).getByRole('region', { name: 'Новые' });
      await expect(fresh).toContainText(
        option.startsWith('CSV в формате списка IMDb')
          ? 'The Matrix (1999) — оценка 9 · просмотр 3 мая 2024'
          : 'The Matrix (1999) — оценка 9 · 2 просмотра: 5 января 2024, 3 мая 2024',
      );
      await confirmPreview(other, 'Добавить 4 фильма');
      await expect.poll(() => storedPersonal(other)).toEqual(carried);
      await other.context().close();
    });
  }
});

test.describe('ratings and dates from IMDb and Letterboxd', () => {
  test('an IMDb ratings file rates a new film and one already there, with the day rated', async ({
    page,
  }) => {
    await seedKept(page, [MATRIX]);
    await page.goto('/favorites');
    await chooseImportFile(page, imdbRatingsFile('matrix', 'stalker'));
    const preview = previewDialog(page);
    await expect(preview.getByRole('region', { name: 'Новые' })).toContainText(
      'Stalker (1979) — оценка 8 · просмотр 31 декабря 2022',
    );
    await expect(
      preview.getByRole('region', { name: 'Уже в Фильмотеке, с новыми данными' }),
    ).toContainText('The Matrix (1999) — оценка 9 · просмотр 1 мая 2024');
    await confirmPreview(page, 'Добавить 1 фильм и обновить 1');
    await expect(page.getByText('Добавлено: 1 фильм, обновлено: 1.')).toBeVisible();
    await expect
      .poll(() => storedPersonal(page))
      .toEqual({
        [MATRIX.imdbID]: { rating: 9, watched: ['2024-05-01'] },
        [STALKER.imdbID]: { rating: 8, watched: ['2022-12-31'] },
      });

    // The same file again brings nothing new.
    await chooseImportFile(
      page,
      file(
        'ratings.csv',
        [
          'Const,Your Rating,Date Rated,Title,Title Type,Year',
          'tt0133093,9,2024-05-01,The Matrix,Movie,1999',
          'tt0079944,8,2022-12-31,Stalker,Movie,1979',
        ].join('\r\n'),
      ),
    );
    await expectNothingNewToAdd(page);
  });

  test('a Letterboxd diary.csv: several entries of a film are its watch days', async ({ page }) => {
    await page.goto('/favorites');
    await chooseImportFile(
      page,
      file(
        'diary.csv',
        [
          'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
          '2024-01-06,Stalker,1979,https://boxd.it/a1,3.5,No,,2024-01-05',
          '2024-02-02,The Matrix,1999,https://boxd.it/a2,5,No,,2024-02-01',
          '2024-03-08,Stalker,1979,https://boxd.it/a3,4.5,Yes,,2024-03-07',
        ].join('\n'),
      ),
    );
    const fresh = previewDialog(page).getByRole('region', { name: 'Новые' });
    await expect(fresh).toContainText(
      'Stalker (1979) — оценка 9 · 2 просмотра: 5 января 2024, 7 марта 2024',
    );
    await expect(fresh).toContainText('The Matrix (1999) — оценка 10 · просмотр 1 февраля 2024');
    await expect(previewDialog(page).getByText('Новые2 фильма')).toBeVisible();
    await confirmPreview(page, 'Добавить 2 фильма');
    await expect
      .poll(() => storedPersonal(page))
      .toEqual({
        [STALKER.imdbID]: { rating: 9, watched: ['2024-01-05', '2024-03-07'] },
        [MATRIX.imdbID]: { rating: 10, watched: ['2024-02-01'] },
      });
  });
});

test.describe('a file that rates your films otherwise', () => {
  const OURS = [
    { ...MATRIX, rating: 8, note: 'Моя заметка' },
    { ...STALKER, rating: 9 },
  ];
  const theirs = () =>
    file(
      'favorites.json',
      JSON.stringify({
        format: 'filmoteka-favorites',
        version: 2,
        items: [
          { ...MATRIX, addedAt: null, rating: 6, note: 'Из файла', watched: ['2024-05-03'] },
          { ...STALKER, addedAt: null, rating: 5 },
          { ...BREAKING_BAD, addedAt: null, rating: 10 },
        ],
      }),
      'application/json',
    );

  /** Imports `theirs` over `OURS` and returns the preview's list of the films rated otherwise. */
  async function previewConflicts(page: Page): Promise<Locator> {
    await seedKept(page, OURS);
    await page.goto('/favorites');
    await chooseImportFile(page, theirs());
    return previewDialog(page).getByRole('region', { name: 'Оценка или заметка отличаются' });
  }

  test('keeps yours unless you choose the file’s', async ({ page }) => {
    const conflicts = await previewConflicts(page);
    const matrix = conflicts.getByRole('group', { name: 'The Matrix (1999)' });
    await expect(matrix).toContainText('оценка: ваша 8 · в файле 6');
    await expect(matrix).toContainText('заметка: ваша «Моя заметка» · в файле «Из файла»');
    await expect(matrix.getByRole('radio', { name: 'Оставить мою' })).toBeChecked();
    const stalker = conflicts.getByRole('group', { name: 'Stalker (1979)' });
    await expect(stalker.getByRole('radio', { name: 'Оставить мою' })).toBeChecked();
    await expectNoAxeViolations(page);

    // Kept: the new film is added and the Matrix only gains the file's watch day.
    await confirmPreview(page, 'Добавить 1 фильм и обновить 1');
    await expect
      .poll(() => storedPersonal(page))
      .toEqual({
        [MATRIX.imdbID]: { rating: 8, note: 'Моя заметка', watched: ['2024-05-03'] },
        [STALKER.imdbID]: { rating: 9 },
        [BREAKING_BAD.imdbID]: { rating: 10 },
      });
  });

  test('takes the file’s rating and note for the film you choose, or for all', async ({ page }) => {
    const conflicts = await previewConflicts(page);
    await conflicts
      .getByRole('group', { name: 'The Matrix (1999)' })
      .getByRole('radio', { name: 'Взять из файла' })
      .check();
    await expect(
      previewDialog(page).getByRole('button', { name: 'Добавить 1 фильм и обновить 1' }),
    ).toBeVisible();
    await conflicts.getByRole('button', { name: 'Взять всё из файла' }).click();
    await expect(
      conflicts.getByRole('group', { name: 'Stalker (1979)' }).getByRole('radio', {
        name: 'Взять из файла',
      }),
    ).toBeChecked();
    await confirmPreview(page, 'Добавить 1 фильм и обновить 2');
    await expect
      .poll(() => storedPersonal(page))
      .toEqual({
        [MATRIX.imdbID]: { rating: 6, note: 'Из файла', watched: ['2024-05-03'] },
        [STALKER.imdbID]: { rating: 5 },
        [BREAKING_BAD.imdbID]: { rating: 10 },
      });
  });
});

test('a share link may carry the ratings, never the notes', async ({ page, browser }) => {
  await seedKept(page, [
    { ...MATRIX, rating: 9, note: 'Только для меня', watched: ['2024-05-03'] },
    STALKER,
    { ...BREAKING_BAD, rating: 7 },
  ]);
  await page.goto('/favorites');
  await chooseFromListMenu(page, 'Поделиться списком');
  const dialog = shareDialog(page);
  const link = dialog.getByRole('textbox', { name: 'Ссылка на список' });
  const plain = await link.inputValue();
  // A checked link (version 3): its checksum, then the plain payload (1) or the rated one (2).
  expect(plain).toMatch(/#share=3[\w-]{3}1[\w-]+$/);
  const option = dialog.getByRole('checkbox', { name: 'Добавить в ссылку мои оценки' });
  await expect(option).not.toBeChecked();
  await option.check();
  await expect(link).toHaveValue(/#share=3[\w-]{3}2[\w-]+$/);
  const rated = await link.inputValue();
  await expect(option).toHaveAccessibleDescription(
    new RegExp(`^Ссылка станет длиннее на ${rated.length - plain.length} символ`),
  );
  await expectNoAxeViolations(page);

  const other = await freshPage(browser);
  await seedKept(other, [{ ...BREAKING_BAD, rating: 8 }]);
  await other.goto(rated);
  const preview = previewDialog(other);
  await expect(
    preview.getByRole('checkbox', { name: 'The Matrix (1999) — оценка 9' }),
  ).toBeChecked();
  await expect(
    preview.getByRole('checkbox', { name: 'Stalker (1979)', exact: true }),
  ).toBeChecked();
  await expect(
    preview
      .getByRole('group', { name: 'Breaking Bad (2008–2013)' })
      .getByText('оценка: ваша 8 · в ссылке 7'),
  ).toBeVisible();
  await expectNoAxeViolations(other);
  await confirmPreview(other, 'Добавить 2 фильма из ссылки');
  await expect
    .poll(() => storedPersonal(other))
    .toEqual({
      [BREAKING_BAD.imdbID]: { rating: 8 },
      [MATRIX.imdbID]: { rating: 9 },
      [STALKER.imdbID]: {},
    });
  await other.context().close();
});
