/** The sync dialog on a slowed-down phone: a tap opens it, even before the app is ready, and axe is happy. */
import { axeViolations } from '../support/a11y';
import { MATRIX } from '../support/movies';
import { seedFavorites } from '../support/storage';
import { linkInput, openSync, syncDialog, syncText } from '../support/sync';
import { expect, test } from '../support/phone';

test('the sync dialog opens by taps (the list menu, then «Синхронизация») and has no axe violations', async ({
  page,
}) => {
  await seedFavorites(page, [MATRIX]);
  await page.goto('/favorites', { waitUntil: 'commit' });
  await openSync(page, true);
  await expect(syncDialog(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await syncDialog(page).getByRole('button', { name: syncText.enable, exact: true }).tap();
  await expect(linkInput(page)).toHaveValue(/\/favorites#sync=[\w-]{43}$/);
  expect(await axeViolations(page)).toEqual([]);
});
