/** The favorites carousel: which slides a visitor can see right now. */
import type { Locator, Page } from '@playwright/test';

export const carousel = (page: Page): Locator =>
  page.getByRole('region', { name: 'Избранные фильмы' });
export const slides = (page: Page): Locator => carousel(page).getByRole('group');

/** The labels ("2 из 6") of the slides lying wholly inside the carousel, left to right. */
export async function visibleSlides(page: Page): Promise<string[]> {
  const frame = await carousel(page).boundingBox();
  if (!frame) return [];
  const boxes = await slides(page).evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right } = element.getBoundingClientRect();
      return { label: element.getAttribute('aria-label') ?? '', left, right };
    }),
  );
  return boxes
    .filter((box) => box.left >= frame.x - 1 && box.right <= frame.x + frame.width + 1)
    .sort((a, b) => a.left - b.left)
    .map((box) => box.label);
}

/** The label of the leftmost fully visible slide. */
export async function firstVisibleSlide(page: Page): Promise<string | undefined> {
  return (await visibleSlides(page))[0];
}
