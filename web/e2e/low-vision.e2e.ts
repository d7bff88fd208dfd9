/**
 * For people who see poorly: every page a visitor, donor or recipient reads reflows at 320 CSS
 * px (a 1280 px screen at 400 % zoom) with nothing scrolling sideways or cut off, and stays whole
 * with the browser's text size at 200 %, each passing axe; the keyboard's place is always
 * shown; the confirmation page keeps still for reduced motion; the accessibility statement is a
 * footer link away.
 */
import type { Glasses, Language } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiAt, createUser, signInWithToken, type TestUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { chooseSpanish, englishLeftOn } from './support/languages';
import { addShippingAddress, claimPair, shipClaim, submitApplication } from './support/recipients';
import { baseURL } from './support/server';

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

const RECIPIENT_PAGES: [string, string][] = [
  ['/account', '[data-testid="claim-status"]'],
  ['/', '[data-testid="claim-status"]'],
  ['/apply', 'h1'],
];

/** A recipient, approved (the main server reviews at once), whose claimed pair has shipped. */
async function recipientWithPairShipped(language: Language): Promise<TestUser> {
  const api = apiAt(baseURL);
  const recipient = await api.createUser('walk_recipient', { language });
  await addShippingAddress(api, recipient);
  await submitApplication(api, recipient);
  const catalogue = await api.request<Glasses[]>('GET', '/api/glasses/');
  const frame = catalogue.body.find((item) => item.inventory > 0)!;
  await shipClaim(api, await claimPair(api, recipient, frame.glasses_id), 'UPS', '1Z 999 AA1 01 2345 6784');
  return recipient;
}

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

/**
 * The visitor's pages, then a donor's, then those of a recipient whose pair is on its way, each
 * signed in with the page's language as their account's.
 */
async function walkEveryPage(page: Page, language: Language, what: string, rootFontSize: string): Promise<string[]> {
  if (language === 'es') await chooseSpanish(page);
  const found = await walk(page, VISITOR_PAGES, what, rootFontSize, language);
  const donor = await createUser('walk_donor', { language });
  await signInWithToken(page, donor.token, '/account');
  found.push(...(await walk(page, SIGNED_IN_PAGES, what, rootFontSize, language)));
  await signInWithToken(page, (await recipientWithPairShipped(language)).token, '/account');
  found.push(...(await walk(page, RECIPIENT_PAGES, what, rootFontSize, language)));
  return found;
}

test.describe('low vision', () => {
  // Each walk visits some twenty pages, with axe on every one.
  test.describe.configure({ timeout: 240_000 });

  for (const language of ['en', 'es'] as const) {
    const inSpanish = language === 'es' ? 'in Spanish, ' : '';
    const saysNoEnglish = language === 'es' ? ', says nothing in English' : '';

    test(`${inSpanish}every page reflows at 320 px with nothing sideways${saysNoEnglish}, and passes axe`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await walkEveryPage(page, language, `320 px, ${language}`, '16px')).toEqual([]);
    });

    test(`${inSpanish}every page stays whole with the browser's text at 200 %${saysNoEnglish}, and passes axe`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      expect(await walkEveryPage(page, language, `text 200 %, ${language}`, '32px')).toEqual([]);
    });
  }

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
