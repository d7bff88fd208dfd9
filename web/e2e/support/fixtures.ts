/**
 * What the test files import: Playwright's `test` and `expect`, with one more fixture,
 * `pageErrors`, the uncaught errors the page has thrown so far. Console errors are not
 * collected: the app logs some on purpose (a failed request it recovers from, the map's
 * unreachable tiles).
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});
