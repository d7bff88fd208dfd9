/**
 * "Ready to go live" in Chromium, against the main server (PUBLIC_URL, SMTP_URL, the ORG_*
 * variables and SOCIAL_FACEBOOK_URL set, the sample data, payments off and automatic approval
 * left as they are): staff sign in through the form, land on the dashboard with its notice,
 * open the checklist, and axe finds nothing on either screen, at the phone and desktop widths.
 * That the notice goes once every step is done is checked with the console's component tests
 * (src/features/staff/setup/) and the server's (server/test/setup/): this server cannot be
 * reconfigured while it runs.
 */
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminCredentials } from './support/server';

test(
  'staff sign in to the dashboard, see what is left before going live, and open the checklist',
  { tag: '@every-width' },
  async ({ page, pageErrors }) => {
    const found: string[] = [];
    await page.goto('/login');
    await page.getByLabel('Username').fill(adminCredentials.username);
    await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const notice = page.getByRole('region', { name: /^\d of 9 steps left before going live$/ });
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('applications-waiting-count')).toBeVisible();
    found.push(...(await violations(page, 'dashboard')));

    await notice.getByRole('link', { name: 'Open the checklist' }).click();
    await expect(page).toHaveURL(/\/staff\/setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to go live' })).toBeVisible();
    const step = (title: string) => page.getByRole('listitem', { name: title });
    // Set for this server in playwright.config.ts.
    for (const title of [
      'Say where OnePair is reached',
      'Send e-mail',
      'Name the organisation',
      'Give the tax id',
      'Link your social media pages',
    ]) {
      await expect(step(title).getByRole('img', { name: 'Done', exact: true })).toBeVisible();
    }
    // Left as a trial server has them.
    for (const title of ['Remove the sample data', 'Take card payments', 'Review applications']) {
      await expect(step(title).getByRole('img', { name: 'Not done', exact: true })).toBeVisible();
    }
    await expect(step('Take card payments')).toContainText('PAYMENT_PROVIDER=stripe');
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Going live' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    found.push(...(await violations(page, 'checklist')));

    // The one social page configured is the footer's only social link.
    const social = page.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(1);
    await expect(social).toHaveAttribute('href', 'https://www.facebook.com/onepair.example');

    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  },
);
