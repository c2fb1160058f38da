/** axe-core over the page as it stands, against WCAG 2.0, 2.1 and 2.2 A/AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  /** The selector of each offending node and what is wrong with it. */
  nodes: string[];
}

/** Each violated rule with its impact and the offending nodes, readable in a failed assertion. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}
