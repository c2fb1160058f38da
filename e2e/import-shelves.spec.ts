import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import {
  chooseImportFile,
  confirmPreview,
  expectNothingNewToAdd,
  imdbRatingsFile,
  previewDialog,
} from './support/collection';
import { BREAKING_BAD, MATRIX, MATRIX_RELOADED, STALKER } from './support/movies';
import { storedKept } from './support/personal';

const csv = (name: string, ...lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});
// Letterboxd writes its watchlist, watched films and likes with the same columns: the name tells.
const LETTERBOXD_LIST = 'Date,Name,Year,Letterboxd URI';
const LETTERBOXD_DIARY = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';

/** Each stored entry's shelf, heart and personal fields, by id. */
async function storedShelves(page: Page) {
  const entries = await storedKept(page);
  return Object.fromEntries(
    entries.map((entry) => {
      const { status, favorite, rating, watched } = entry as typeof entry & {
        status?: string;
        favorite?: false;
      };
      return [entry.imdbID, { status, hearted: favorite !== false, rating, watched }];
    }),
  );
}

/** The preview's per-shelf lines, as the visitor reads them. */
const placedLines = (page: Page) =>
  previewDialog(page).getByRole('list', { name: 'Куда попадут фильмы' }).getByRole('listitem');

test('a Letterboxd watchlist, likes and diary and an IMDb ratings file each land on their shelf', async ({
  page,
}) => {
  await page.goto('/favorites');

  await chooseImportFile(
    page,
    csv(
      'watchlist.csv',
      LETTERBOXD_LIST,
      '2024-03-01,Stalker,1979,https://boxd.it/a1',
      '2024-03-02,The Matrix Reloaded,2003,https://boxd.it/a2',
    ),
  );
  await expect(placedLines(page)).toHaveText(['В «Хочу посмотреть»: 2 фильма']);
  await confirmPreview(page, 'Добавить 2 фильма');

  // Letterboxd's likes/films.csv: the browser gives its name alone.
  await chooseImportFile(
    page,
    csv('films.csv', LETTERBOXD_LIST, '2024-03-03,The Matrix,1999,https://boxd.it/a3'),
  );
  await expect(placedLines(page)).toHaveText(['В избранное: 1 фильм']);
  await confirmPreview(page, 'Добавить 1 фильм');

  await chooseImportFile(
    page,
    csv(
      'diary.csv',
      LETTERBOXD_DIARY,
      '2024-04-02,Stalker,1979,https://boxd.it/a4,4.5,No,,2024-04-01',
      '2024-05-02,Stalker,1979,https://boxd.it/a5,4.5,Yes,,2024-05-01',
    ),
  );
  // On the watchlist already: the diary moves it on, with its days.
  await expect(placedLines(page)).toHaveText(['В «Просмотрено»: 1 фильм']);
  await confirmPreview(page, 'Обновить 1 фильм');

  await chooseImportFile(page, imdbRatingsFile('matrix', 'breakingBad'));
  await expect(placedLines(page)).toHaveText(['В «Просмотрено»: 2 фильма']);
  await confirmPreview(page, 'Добавить 1 фильм и обновить 1');

  await expect
    .poll(() => storedShelves(page))
    .toEqual({
      [STALKER.imdbID]: {
        status: 'watched',
        hearted: false,
        rating: 9,
        watched: ['2024-04-01', '2024-05-01'],
      },
      [MATRIX_RELOADED.imdbID]: { status: 'want', hearted: false },
      // Liked on Letterboxd, rated on IMDb: hearted and watched.
      [MATRIX.imdbID]: { status: 'watched', hearted: true, rating: 9, watched: ['2024-05-01'] },
      // Rated on IMDb: watched, never hearted.
      [BREAKING_BAD.imdbID]: {
        status: 'watched',
        hearted: false,
        rating: 10,
        watched: ['2023-01-10'],
      },
    });
  // The favorites are the hearted titles only.
  await expect(page.getByText('1 фильм в избранном')).toBeVisible();

  // The watchlist again: a film watched since is not taken back to «Хочу посмотреть».
  await chooseImportFile(
    page,
    csv('watchlist.csv', LETTERBOXD_LIST, '2024-03-01,Stalker,1979,https://boxd.it/a1'),
  );
  await expectNothingNewToAdd(page);
});

test('Letterboxd’s export archive, chosen whole: every film file lands on its shelf in one preview', async ({
  page,
}) => {
  await page.goto('/favorites');
  const files: Record<string, string> = {
    'profile.csv': 'Date Joined,Username\n2020-01-01,me',
    'watchlist.csv': [
      LETTERBOXD_LIST,
      '2024-03-02,The Matrix Reloaded,2003,https://boxd.it/a2',
    ].join('\n'),
    'watched.csv': [
      LETTERBOXD_LIST,
      '2024-04-02,Stalker,1979,https://boxd.it/a1',
      '2024-03-03,The Matrix,1999,https://boxd.it/a3',
    ].join('\n'),
    'diary.csv': [
      LETTERBOXD_DIARY,
      '2024-04-02,Stalker,1979,https://boxd.it/a4,4.5,No,,2024-04-01',
      '2024-05-02,Stalker,1979,https://boxd.it/a5,4.5,Yes,,2024-05-01',
    ].join('\n'),
    'likes/films.csv': [LETTERBOXD_LIST, '2024-03-03,The Matrix,1999,https://boxd.it/a3'].join(
      '\n',
    ),
    'deleted/watchlist.csv': [
      LETTERBOXD_LIST,
      '2024-03-01,Breaking Bad,2008,https://boxd.it/a6',
    ].join('\n'),
  };
  const archive = zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  );
  await chooseImportFile(page, {
    name: 'letterboxd-me-2026-11-29-10-00-utc.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(archive),
  });
  await expect(placedLines(page)).toHaveText([
    'В «Хочу посмотреть»: 1 фильм',
    'В «Просмотрено»: 2 фильма',
    'В избранное: 1 фильм',
  ]);
  await confirmPreview(page, 'Добавить 3 фильма');
  await expect
    .poll(() => storedShelves(page))
    .toEqual({
      [STALKER.imdbID]: {
        status: 'watched',
        hearted: false,
        rating: 9,
        watched: ['2024-04-01', '2024-05-01'],
      },
      [MATRIX_RELOADED.imdbID]: { status: 'want', hearted: false },
      [MATRIX.imdbID]: { status: 'watched', hearted: true, rating: undefined, watched: undefined },
    });
});

test('our JSON with a status we do not know: it is dropped and counted, the film kept', async ({
  page,
}) => {
  await page.goto('/favorites');
  const items = [
    { ...MATRIX, addedAt: null, status: 'planned' },
    { ...STALKER, addedAt: null, favorite: false, status: 'want' },
  ];
  await chooseImportFile(page, {
    name: 'filmoteka-library.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'filmoteka-favorites', version: 3, items })),
  });
  await expect(placedLines(page)).toHaveText([
    'В «Хочу посмотреть»: 1 фильм',
    'В избранное: 1 фильм',
    'Пропущено с неизвестным статусом: 1',
  ]);
  await confirmPreview(page, 'Добавить 2 фильма');
  await expect
    .poll(() => storedShelves(page))
    .toEqual({
      [MATRIX.imdbID]: { status: undefined, hearted: true, rating: undefined, watched: undefined },
      [STALKER.imdbID]: { status: 'want', hearted: false, rating: undefined, watched: undefined },
    });
});
