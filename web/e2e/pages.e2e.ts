import { expect, test } from './support/fixtures';

test.describe('cart and confirmation', () => {
  test(
    'a visitor who checks out a pair is asked to sign up as a receiver; the confirmation page counts up and returns home',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Details of Cat Eye Chic' }).click();
      await page.getByRole('heading', { level: 1, name: 'Cat Eye Chic' }).waitFor();
      await page.getByRole('link', { name: 'Check Out This Pair' }).click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { name: 'Checkout and Sign Up' }).waitFor();
      await page.getByTestId('cart-item').getByText('Cat Eye Chic').waitFor();
      await page.getByTestId('cart-price').getByText('$0.00').waitFor();

      // A visitor cannot claim: the cart offers the sign-up that brings them back (support.e2e.ts
      // walks it to the claim). The dialog opens on the sign-up form.
      await expect(page.getByText(/^Claiming a pair is for receivers\./)).toBeVisible();
      await page.getByRole('button', { name: 'Sign up to claim this pair' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in or sign up' });
      await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // Without a claim, the confirmation page shows a number of its own and counts up to home.
      await page.goto('/confirmation');
      const number = Number(await page.getByTestId('confirmation-number').textContent());
      expect(Number.isInteger(number) && number >= 0 && number <= 999_999).toBe(true);
      // The full bar shows for one second before the page leaves: poll often enough not to miss it
      // on a busy machine.
      const bar = page.getByRole('progressbar');
      const filled = async () => Number(await bar.getAttribute('aria-valuenow', { timeout: 1_000 }));
      await expect.poll(filled, { timeout: 6_000, intervals: [100] }).toBeGreaterThan(20);
      await expect.poll(filled, { timeout: 15_000, intervals: [100] }).toBe(100);
      expect(new URL(page.url()).pathname).toBe('/confirmation');
      await page.waitForURL((url) => url.pathname === '/', { timeout: 3_000 });
      expect(pageErrors).toEqual([]);
    },
  );

  test('leaves the confirmation page with View Product Map', async ({ page }) => {
    await page.goto('/confirmation');
    await page.getByRole('button', { name: 'View Product Map' }).click();
    await page.waitForURL('**/map');
  });
});

test.describe('about and team pages', () => {
  test('shows the mission and seven team cards, each opening its page', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Helping the world one pair at a time' }).waitFor();
    await page.getByText('Over 800 million people lack access to glasses.').waitFor();
    await page.getByRole('heading', { name: 'Meet the Team' }).waitFor();
    const cards = page.getByTestId('team-card');
    expect(await cards.count()).toBe(7);
    await cards.nth(1).click();
    await page.waitForURL(/\/about\/team\/[\w-]+$/);
    await page.getByText('Member ID').waitFor();
    await page.getByRole('img', { name: /^Drawn portrait of/ }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
