/**
 * On a slowed-down phone, in a browser that ignores `blocking="render"` (Firefox), the visitor's
 * theme is on the very first frame, even on a visit that still has to fetch the theme script.
 */
import { expectDarkFromFirstFrame } from '../support/firstFrame';
import { test } from '../support/phone';

// The worker would serve documents past the route that strips the attribute.
test.use({ serviceWorkers: 'block' });

for (const path of ['/', '/movie/tt0133093', '/favorites']) {
  test(`«Тёмная» on a light system: ${path} is dark from its first frame`, async ({ page }) => {
    await expectDarkFromFirstFrame(page, path);
  });
}
