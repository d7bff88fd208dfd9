/** Axe (WCAG 2.1 A and AA rules) on the page as it is now, for the accessibility checks. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The rule breaches, one line each (prefixed with `where` when given), so that a failure names them. */
export async function violations(page: Page, where?: string): Promise<string[]> {
  await finishedTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const prefix = where ? `${where}: ` : '';
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${prefix}${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`),
  );
}

/**
 * Waits for the transitions and other finite animations running now, so that axe judges the
 * page at rest: a button fading from its disabled colour back to its own, caught half-way,
 * fails the contrast rule although neither colour does. Endless ones (a spinner) are not
 * waited for.
 */
async function finishedTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
