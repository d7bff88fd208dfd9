import { MESSAGES, SAMPLE_GLASSES } from '@onepair/contract';

import { expect, test } from './support/fixtures';

test.describe('a visitor', () => {
  test('browses the catalogue with the donor view, and a card asks them to sign in', async ({ page, pageErrors }) => {
    await page.goto('/');
    const cards = page.getByTestId('glasses-card');
    await expect.poll(() => cards.count()).toBe(SAMPLE_GLASSES.length);
    // Top bar for a visitor: Home, About Us, Map, Donate; the footer offers Login.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About Us', 'Map', 'Donate']) await nav.getByRole('link', { name: label, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Account', exact: true }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Login' }).waitFor();
    // Stock badges of the donor view: Cat Eye Chic (8) and AdventureSport (10) need donations.
    const catEye = page.getByRole('article', { name: 'Cat Eye Chic' });
    await catEye.getByText('Needing Donation').waitFor();
    await catEye.getByText('In Stock').waitFor();
    expect(await page.getByText('Needing Donation').count()).toBe(3);
    expect(await page.getByText('Out Of Stock').count()).toBe(0);
    await catEye.getByRole('button', { name: 'Donate Cat Eye Chic' }).waitFor();

    await catEye.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  test('opens a glasses detail page, wraps Previous/Next, and sees the not-found texts', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/glasses/1');
    await page.getByRole('heading', { level: 1, name: SAMPLE_GLASSES[0]!.name }).waitFor();
    await page.getByRole('link', { name: /^Previous/ }).click();
    await page.getByRole('heading', { level: 1, name: SAMPLE_GLASSES[SAMPLE_GLASSES.length - 1]!.name }).waitFor();
    expect(page.url()).toMatch(/\/glasses\/9$/);
    await page.getByRole('link', { name: /^Next/ }).click();
    await page.getByRole('heading', { level: 1, name: SAMPLE_GLASSES[0]!.name }).waitFor();

    await page.goto('/glasses/9999');
    await page.getByRole('heading', { name: MESSAGES.glassesNotFound }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    // The page fits a 360 px phone: nothing scrolls sideways.
    await expect.poll(() => page.getByTestId('glasses-card').count()).toBe(SAMPLE_GLASSES.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('is asked to sign in on /account, with the sign-in messages', async ({ page }) => {
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(MESSAGES.allFieldsRequired).waitFor();
    await page.getByLabel('Username').fill('x');
    expect(await page.getByText(MESSAGES.allFieldsRequired).count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(MESSAGES.loginFailed).waitFor();
  });
});
