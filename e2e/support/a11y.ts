/** axe-core over the page as it stands, against WCAG 2.0, 2.1 and 2.2 A/AA. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  /** The selector of each offending node and what is wrong with it. */
  nodes: string[];
}

/**
 * axe's experimental rules this suite turns on where asked: WCAG 2.5.3, a control's name contains
 * (here: begins with) its visible text, which axe still marks experimental.
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/**
 * The rules a colour scheme can change the outcome of. A page checked in full in one scheme needs
 * only these in the other: the themes swap colours (custom properties), never what is in the page or
 * how it is named, and the other rules cost most of axe's time on a large page.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Each violated rule with its impact and the offending nodes, readable in a failed assertion.
 * `experimental`: also run the rules of EXPERIMENTAL_RULES, which axe leaves off by default.
 * `colorsOnly`: only COLOR_RULES, for the second colour scheme of a page already checked in full.
 */
export async function axeViolations(
  page: Page,
  {
    experimental = false,
    colorsOnly = false,
  }: { experimental?: boolean; colorsOnly?: boolean } = {},
): Promise<Violation[]> {
  // Legacy mode runs axe.run in the page itself. The default opens a blank page per analysis to
  // merge the results of cross-origin frames, which the app has none of; it cost each pass 0.3–1 s.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  builder = colorsOnly ? builder.withRules(COLOR_RULES) : builder.withTags(WCAG_TAGS);
  if (experimental && !colorsOnly)
    builder = builder.options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
    });
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}

/**
 * Puts the page in `colorScheme` and waits until the colour transitions that started have ended: a
 * transition, even the 0.01 ms one of reduced motion, only moves on with the next frame, and axe
 * reading colours before then sees the old background under the new text.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
      ),
    )
    .toBe(0);
}
