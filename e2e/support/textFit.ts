/**
 * How text sits in its boxes, measured in the page: the line boxes of every word (a Range per
 * word, `getClientRects`) and of every text node against the element that holds it.
 */
import type { Locator } from '@playwright/test';

export interface SplitWord {
  word: string;
  /** The text of the element that holds it, to find it in a failed assertion. */
  in: string;
}

export interface OverflowingText {
  text: string;
  /** How far the text reaches past its element's box, in CSS pixels. */
  by: number;
}

/**
 * Words drawn on more than one line inside `scope`: a word is what lies between spaces and after
 * a hyphen (where a browser may break a line without splitting anything). Hidden text, text in
 * SVG drawings and text clipped out of view is left out.
 */
export function wordsSplitAcrossLines(scope: Locator): Promise<SplitWord[]> {
  return scope.evaluate((root) => {
    const split: { word: string; in: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg') || !parent.checkVisibility({ visibilityProperty: true }))
        continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // One rectangle per line the word occupies (and per piece of it on that line).
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) split.push({ word: match[0], in: parent.textContent ?? '' });
      }
    }
    return split;
  });
}

/**
 * Text inside `scope` that reaches past the left or right edge of a box holding it: its own
 * block (a word too long for it that nothing wraps, or a line it cuts off), or any block around
 * that, up to the first that scrolls or clips on purpose (a carousel, a scrolling row) or that is
 * placed on its own (absolute or fixed). Visually hidden text (a 1 px clipped box) and SVG text,
 * which the charts cut themselves, are left out.
 */
export function textWiderThanItsBox(scope: Locator): Promise<OverflowingText[]> {
  return scope.evaluate((root) => {
    const found: { text: string; by: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!parent || text === '' || parent.closest('svg')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const own = parent.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue; // visually hidden: read, not seen
      const range = document.createRange();
      range.selectNodeContents(node);
      const inked = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (inked.length === 0) continue;
      const left = Math.min(...inked.map((rect) => rect.left));
      const right = Math.max(...inked.map((rect) => rect.right));
      let worst = 0;
      for (let box: Element | null = parent; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        // An inline element's box grows with its text: the boxes that hold lines are blocks.
        if (!['inline', 'contents'].includes(style.display)) {
          const rect = box.getBoundingClientRect();
          worst = Math.max(worst, rect.left - left, right - rect.right);
          if (style.overflowX !== 'visible' || ['absolute', 'fixed'].includes(style.position))
            break;
        }
        if (box === root) break;
      }
      if (worst > 1) found.push({ text, by: Math.round(worst) });
    }
    return found;
  });
}

export interface RowLayout {
  /** The distinct lines the items are drawn on. */
  lines: number;
  /** The row is wider than its box and scrolls sideways to show the rest. */
  scrolls: boolean;
}

/** How the items of a row (a group's buttons) lie: on how many lines, and whether the row scrolls. */
export async function rowLayout(row: Locator, items: Locator): Promise<RowLayout> {
  const tops = await items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  const scrolls = await row.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  return { lines: new Set(tops).size, scrolls };
}
