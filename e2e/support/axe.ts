import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { networkQuiet } from './network-quiet';

/** The WCAG levels the product meets (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface PageFinding {
  page: string;
  rule: string;
  impact: string;
  nodes: number;
  sample: string;
}

/**
 * Waits for a page to settle (its data in, every deferred part rendered, no skeleton or spinner, antd's
 * motion over), then runs axe with the WCAG 2.1 A/AA rules and returns its critical and serious findings, one
 * per rule, plus a finding when the page has not exactly one <h1>.
 */
export async function axeFindings(page: Page, name: string): Promise<PageFinding[]> {
  await networkQuiet(page);
  // The parts of a page under its first screen render near the screen, when idle, or at the first Tab
  // (apps/web near-viewport.tsx): a Tab brings them now, their code and data, so axe checks them too.
  await page.keyboard.press('Tab');
  await networkQuiet(page);
  await page
    .locator('.ant-skeleton, .ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // A colour still easing in (a button enabled a moment ago) would be measured half-way: transitions end now.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // axe's page-has-heading-one is a best practice, outside the WCAG tags: one <h1> per page is checked here.
  const h1 = await page.locator('h1').count();
  const headings: PageFinding[] =
    h1 === 1
      ? []
      : [{ page: name, rule: 'one-h1', impact: 'serious', nodes: h1, sample: `${h1} <h1> elements` }];
  return headings.concat(
    result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        page: name,
        rule: v.id,
        impact: v.impact!,
        nodes: v.nodes.length,
        sample: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | '),
      })),
  );
}
