/**
 * The web app as a phone gets it: the catalogue does not move while it loads, the scripts come
 * precompressed and cached for good, robots.txt is a robots file, and a page loaded on demand
 * says that it is loading (docs/operations.md, Caching and compression; docs/architecture.md,
 * Web bundle).
 */
import { SAMPLE_GLASSES } from '@onepair/contract';

import { expect, test } from './support/fixtures';

/** The page's cumulative layout shift so far (the sum of every shift without recent input, as Lighthouse counts it). */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this task ends.
        setTimeout(() => resolve(total), 0);
      }),
  );
}

test.describe('fast on a phone', () => {
  test('the catalogue does not move while it loads', { tag: '@every-width' }, async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect.poll(() => page.getByTestId('glasses-card').count()).toBe(SAMPLE_GLASSES.length);
    await page
      .locator('[data-testid="glasses-card"] img')
      .first()
      .evaluate((image: HTMLImageElement) => image.decode());
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(pageErrors).toEqual([]);
  });

  test('scripts come as brotli, cached for a year; the page itself is revalidated', async ({ page }) => {
    const scripts: Array<{ encoding?: string; cache?: string }> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        const headers = response.headers();
        scripts.push({ encoding: headers['content-encoding'], cache: headers['cache-control'] });
      }
    });
    const document = await page.goto('/');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    await expect.poll(() => page.getByTestId('glasses-card').count()).toBe(SAMPLE_GLASSES.length);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toEqual({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
  });

  test('robots.txt is a robots file, not the app', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).not.toContain('<div id="root">');
  });

  test('a page loaded on demand names the wait while its code comes', async ({ page }) => {
    // Hold the About page's code back until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.goto('/');
    await expect.poll(() => page.getByTestId('glasses-card').count()).toBe(SAMPLE_GLASSES.length);
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    release();
    await page.getByRole('heading', { level: 1, name: 'Helping the world one pair at a time' }).waitFor();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  });
});
