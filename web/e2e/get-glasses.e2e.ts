/**
 * The way in for people who need glasses: a visitor finds "Get free glasses" on the home page,
 * reads who qualifies, and starts the recipient's sign-up; a signed-in recipient sees their
 * next step there instead.
 */
import { DEFAULT_INCOME_GUIDELINE, incomeLimit } from '@onepair/contract';

import { apiAt, createUser, signInWithToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { submitApplication } from './support/recipients';
import { baseURL } from './support/server';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test.describe('a visitor who needs glasses', () => {
  test(
    'finds the way to apply, sees who qualifies, and starts the sign-up as a receiver',
    { tag: '@every-width' },
    async ({ page, pageErrors }) => {
      await page.goto('/');
      const banner = page.getByRole('complementary', { name: "Need glasses you can't afford?" });
      await banner.getByRole('link', { name: 'Get free glasses' }).click();
      await page.waitForURL((url) => url.pathname === '/get-glasses');
      await page.getByRole('heading', { level: 1, name: 'Get free glasses' }).waitFor();
      await page.getByRole('heading', { name: 'Who qualifies' }).waitFor();
      // The income limits follow the server's guideline (the default here).
      const table = page.getByRole('table', { name: 'Income limit by household size' });
      await expect(table.getByRole('row')).toHaveCount(9);
      await expect(table.getByRole('row').nth(4)).toContainText(dollars(incomeLimit(DEFAULT_INCOME_GUIDELINE, 4)));
      await page.getByText('You have a prescription from an eye exam in the last 24 months.', { exact: false }).waitFor();
      await page.getByRole('heading', { name: 'What to prepare' }).waitFor();
      await page.getByRole('heading', { name: 'How long it takes' }).waitFor();
      expect(await violations(page, '/get-glasses')).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Apply now' }).click();
      await page.getByRole('heading', { name: 'Get Started' }).waitFor();
      await page.getByLabel('Email').fill(`${uniqueName('needs')}@example.org`);
      await page.getByLabel('Username').fill(uniqueName('needs'));
      await page.getByLabel('Password', { exact: true }).fill('Long-Enough-Pass-1');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('heading', { name: 'Choose Your Account Type' }).waitFor();
      const receiver = page.getByRole('button', { name: /Be a Receiver/ });
      await expect(receiver).toHaveAttribute('aria-pressed', 'true');
      await receiver.click();
      await page.getByRole('heading', { name: 'Some More Information for the Donatee' }).waitFor();
      expect(pageErrors).toEqual([]);
    },
  );

  test('the header offers "Get free glasses" to visitors only', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Get free glasses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get free glasses' }).waitFor();
    const donor = await createUser('header_donor');
    await signInWithToken(page, donor.token, '/about');
    await nav.getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Get free glasses' }).count()).toBe(0);
  });
});

test.describe('a signed-in recipient', () => {
  test('sees their next step on the "Get free glasses" page', { tag: '@every-width' }, async ({ page }) => {
    const recipient = await createUser('next_step');
    await submitApplication(apiAt(baseURL), recipient);
    await signInWithToken(page, recipient.token, '/get-glasses');
    const step = page.getByTestId('next-step');
    await step.getByRole('heading', { name: 'Choose your pair' }).waitFor();
    await step.getByRole('link', { name: 'Choose your pair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/get-glasses');
    await step.waitFor();
    expect(await page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);
    expect(await violations(page, '/get-glasses, signed in')).toEqual([]);
  });
});
