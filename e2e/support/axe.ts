import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One screen's axe violations, as `rule (impact): targets`. */
export interface Found {
  screen: string;
  violations: string[];
}

/**
 * Runs axe-core over the page once it has settled (no request in flight, no skeleton) and
 * notes any violation under `screen`; the test compares the list with [] at its end (issue 10).
 */
export async function scan(page: Page, screen: string, found: Found[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).analyze();
  if (result.violations.length > 0) {
    found.push({
      screen,
      violations: result.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    });
  }
}
