import { expect, test } from './support/fixtures';

test.describe('cart and confirmation', () => {
  test(
    'checks out the pair picked on a detail page, counts up on the confirmation page and returns home',
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

      await page.getByLabel('Name', { exact: true }).fill('Sam Doe');
      await page.getByLabel('Email').fill('sam@example.org');
      await page.getByLabel('Phone Number (100-100-1000)').fill('1001001000');
      await page.getByLabel('Address').fill('1 Main St');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(new URL(page.url()).pathname).toBe('/cart');
      await page.getByLabel('Phone Number (100-100-1000)').fill('100-100-1000');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/confirmation');

      const number = Number(await page.getByTestId('confirmation-number').textContent());
      expect(Number.isInteger(number) && number >= 0 && number <= 999_999).toBe(true);
      const bar = page.getByRole('progressbar');
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 6_000 }).toBeGreaterThan(20);
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 9_000 }).toBe(100);
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
