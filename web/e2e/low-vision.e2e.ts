/**
 * For people who see poorly: every page a visitor, donor or recipient reads reflows at 320 CSS
 * px (a 1280 px screen at 400 % zoom) with nothing scrolling sideways or cut off, and stays whole
 * with the browser's text size at 200 %, each passing axe; the keyboard's place is always
 * shown; the confirmation page keeps still for reduced motion; the accessibility statement is a
 * footer link away.
 */
import type { Page } from '@playwright/test';

import { createUser, signInWithToken } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { chooseSpanish, englishLeftOn } from './support/languages';

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Boxes that hide part of what they hold sideways (overflow hidden or clipped, content wider
 * than the box): text cut off. Screen-reader-only text (a 1 px box by design), the map's own
 * panes and form fields (whose long value scrolls inside them as the caret moves) are not.
 */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.offsetParent !== null && element.clientWidth > 1 && !element.classList.contains('sr-only'))
      .filter((element) => !element.closest('.leaflet-container, [data-testid="map-placeholder"], input, textarea, select'))
      .filter((element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}: "${element.textContent?.trim().slice(0, 40)}"`,
      ),
  );

/** The pages, each with what shows it has come in. */
const VISITOR_PAGES: [string, string][] = [
  ['/', 'h1'],
  ['/get-glasses', 'h1'],
  ['/glasses/1', 'h1'],
  ['/map', 'h1'],
  ['/transparency', 'h1'],
  ['/about', 'h1'],
  ['/about/team/SAMPLE-001', 'h1'],
  ['/accessibility', 'h1'],
  ['/login', 'h1'],
  ['/login?sign-up=recipient', 'h1'],
  ['/forgot-password', 'h1'],
  ['/reset-password/MQ/not-a-real-token', 'h1'],
  ['/cart', 'h1'],
  ['/confirmation', 'h1'],
  ['/donate/thank-you', 'h1'],
  ['/donate/cancelled', 'h1'],
  ['/routes', 'h1'],
  ['/no-such-page', 'h1'],
];
const SIGNED_IN_PAGES: [string, string][] = [
  ['/account', 'h1'],
  ['/account/security', 'h1'],
  ['/donate/form', 'h1'],
  ['/apply', 'h1'],
  ['/partner', 'h1'],
];

async function walk(page: Page, pages: [string, string][], what: string, rootFontSize = '16px', language = 'en'): Promise<string[]> {
  const found: string[] = [];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe(rootFontSize);
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
    if (language === 'es') for (const run of await englishLeftOn(page)) found.push(`${path} (${what}): English left: "${run}"`);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) found.push(`${path} (${what}): scrolls sideways by ${overflow} px`);
    for (const box of await cutOff(page)) found.push(`${path} (${what}): cut off: ${box}`);
    found.push(...(await violations(page, `${path} (${what})`)));
  }
  return found;
}

test.describe('low vision', () => {
  // Each walk visits some twenty pages, with axe on every one.
  test.describe.configure({ timeout: 240_000 });

  test('every page reflows at 320 px with nothing sideways, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const found = await walk(page, VISITOR_PAGES, '320 px');
    const donor = await createUser('reflow');
    await signInWithToken(page, donor.token, '/account');
    found.push(...(await walk(page, SIGNED_IN_PAGES, '320 px')));
    expect(found).toEqual([]);
  });

  test("every page stays whole with the browser's text at 200 %, and passes axe", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    const found = await walk(page, VISITOR_PAGES, 'text 200 %', '32px');
    const donor = await createUser('big_text');
    await signInWithToken(page, donor.token, '/account');
    found.push(...(await walk(page, SIGNED_IN_PAGES, 'text 200 %', '32px')));
    expect(found).toEqual([]);
  });

  test('in Spanish, every page reflows at 320 px, says nothing in English, and passes axe', async ({ page }) => {
    await chooseSpanish(page);
    await page.setViewportSize({ width: 320, height: 640 });
    const found = await walk(page, VISITOR_PAGES, '320 px, es', '16px', 'es');
    const donor = await createUser('reflow_es', { language: 'es' });
    await signInWithToken(page, donor.token, '/account');
    found.push(...(await walk(page, SIGNED_IN_PAGES, '320 px, es', '16px', 'es')));
    expect(found).toEqual([]);
  });

  test("in Spanish, every page stays whole with the browser's text at 200 %, and passes axe", async ({ page }) => {
    await chooseSpanish(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    const found = await walk(page, VISITOR_PAGES, 'text 200 %, es', '32px', 'es');
    const donor = await createUser('big_text_es', { language: 'es' });
    await signInWithToken(page, donor.token, '/account');
    found.push(...(await walk(page, SIGNED_IN_PAGES, 'text 200 %, es', '32px', 'es')));
    expect(found).toEqual([]);
  });

  test('the keyboard’s place is always shown: every control reached with Tab has a visible outline', async ({ page }) => {
    const donor = await createUser('keyboard');
    const missing: string[] = [];
    for (const path of ['/', '/get-glasses', '/login', '/account']) {
      if (path === '/account') await signInWithToken(page, donor.token, path);
      else await page.goto(path);
      await page.locator('h1').first().waitFor();
      for (let presses = 0; presses < 25; presses += 1) {
        await page.keyboard.press('Tab');
        const shown = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return { name: 'body', visible: true };
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
          const ring = style.boxShadow !== 'none';
          const name = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
          return { name, visible: outline || ring };
        });
        if (!shown.visible) missing.push(`${path}: ${shown.name}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  // That it then stays, past the ten seconds, is the page's unit test (fake timers).
  test('the confirmation page shows no moving bar for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/confirmation');
    await expect(page.getByTestId('confirmation-number')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('the accessibility statement is a footer link away', { tag: '@every-width' }, async ({ page }) => {
    await page.goto('/map');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL('**/accessibility');
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about a problem' })).toBeVisible();
  });
});
