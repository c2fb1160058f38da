/**
 * The library of version 4 as a visitor meets it: every earlier stored form read in with each
 * field, and an older copy of the app (this one) beside a newer one through the real sync server.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  deriveSyncSecrets,
  decryptJson,
  encryptJson,
  keyFromFragment,
} from '../src/data/sync/crypto';
import { toPlaintext } from '../src/data/sync/validate';
import { MATRIX, MATRIX_RELOADED, MATRIX_REVOLUTIONS, STALKER } from './support/movies';
import { FAVORITES_KEY, readStorage, seedStorage } from './support/storage';
import {
  closeDevices,
  device,
  enableSync,
  expectCount,
  openSync,
  syncDialog,
  syncText,
} from './support/sync';

test.afterEach(closeDevices);

const rated = {
  ...MATRIX,
  addedAt: '2026-11-20T10:15:00.000Z',
  rating: 9,
  watched: ['2024-05-03'],
  note: 'Снова',
};
const plain2 = { ...MATRIX_RELOADED, addedAt: '2026-11-21T10:15:00.000Z' };
const plain1 = { ...STALKER };

/** Each stored form the app ever wrote, and what version 4 must make of it. */
const FORMS = [
  { version: 1, items: [plain1], expected: [{ ...plain1, addedAt: null }] },
  {
    version: 2,
    items: [plain2, { ...plain1, addedAt: null }],
    expected: [plain2, { ...plain1, addedAt: null }],
  },
  {
    version: 3,
    items: [rated, plain2],
    expected: [{ ...rated, status: 'watched' }, plain2],
  },
];

async function storedLibrary(page: Page): Promise<{ version: number; items: object[] }> {
  return JSON.parse((await readStorage(page, FAVORITES_KEY)) ?? 'null');
}

for (const form of FORMS) {
  test(`a stored version ${form.version} list becomes the library: every favorite hearted, every field kept`, async ({
    page,
  }) => {
    await seedStorage(page, {
      [FAVORITES_KEY]: JSON.stringify({ version: form.version, items: form.items }),
    });
    await page.goto('/favorites');
    const count = form.items.length;
    await expectCount(page, count === 1 ? '1 фильм' : `${count} фильма`);
    // A change makes the app write the library back, as version 4.
    await page.goto(`/movie/${MATRIX_REVOLUTIONS.imdbID}`);
    await page.getByRole('button', { name: 'В избранное', exact: true }).click();
    await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toBeVisible();
    await expect.poll(async () => (await storedLibrary(page)).version).toBe(4);
    const stored = await storedLibrary(page);
    expect(stored.items.slice(0, count)).toEqual(form.expected);
  });
}

test('an older copy keeps a newer copy’s fields through its merge and into its next snapshot', async ({
  browser,
}) => {
  const base = test.info().project.use.baseURL ?? '';
  const old = await device(browser, base, [MATRIX]);
  await old.goto('/favorites');
  await expectCount(old, '1 фильм');
  const first = await deriveSyncSecrets(keyFromFragment(new URL(await enableSync(old)).hash) ?? '');

  // The newer copy, on another device, writes the status and fields this copy does not know.
  const later = `${String(Date.now() + 60_000).padStart(13, '0')}:00000:NEWERCOPY00`;
  const newer = {
    mood: [{ tone: 'светлый' }, later],
    chapters: { '1:1': ['2026-11-20', later] },
  };
  const data = await encryptJson(
    first,
    toPlaintext({ [MATRIX.imdbID]: { ...newer, status: ['watching', later] } }),
  );
  const sent = await fetch(`${base}/api/sync/v1/stores/${first.storeId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ id: 'from-a-newer-copy', data }] }),
  });
  expect(sent.status).toBe(200);
  await expect
    .poll(async () => JSON.stringify(await storedLibrary(old)), { timeout: 15_000 })
    .toContain('"status":"watching"');

  // Sync turned off and on again: this copy's whole state goes up as the new store's snapshot.
  await openSync(old);
  await syncDialog(old).getByRole('button', { name: syncText.disable, exact: true }).click();
  await syncDialog(old).getByRole('button', { name: syncText.close }).click();
  const again = await deriveSyncSecrets(keyFromFragment(new URL(await enableSync(old)).hash) ?? '');
  const read = await fetch(`${base}/api/sync/v1/stores/${again.storeId}?after=0`, {
    headers: { authorization: `Bearer ${again.token}` },
  });
  const answer = (await read.json()) as { snapshot: { parts: string[] } | null };
  const snapshot = (await decryptJson(again, answer.snapshot?.parts.join('') ?? '')) as {
    state: Record<string, Record<string, unknown>>;
  };
  expect(snapshot.state[MATRIX.imdbID]).toMatchObject({ ...newer, status: ['watching', later] });
});
