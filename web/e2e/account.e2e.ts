import { todayIsoDate, type User } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { expect, test } from './support/fixtures';

function daysAgo(days: number): string {
  return todayIsoDate(new Date(Date.now() - days * 86_400_000));
}

test.describe('the account page', () => {
  test('shows donator details, saves edits (email only when changed) and logs out', async ({ page, pageErrors }) => {
    const donor = await createUser('donor');
    const userRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && /\/api\/users\/\d+\/$/.test(new URL(request.url()).pathname)) userRequests.push(request.url());
    });
    await signInWithToken(page, donor.token, '/account');
    await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
    await page.getByText('Manage your account details and preferences.').waitFor();
    const username = page.getByLabel('Username');
    expect(await username.inputValue()).toBe(donor.username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('heading', { name: 'Donator Details' }).waitFor();
    expect(await page.getByTestId('donation-status').textContent()).toBe('Inactive Donator');
    expect(await page.getByTestId('total-donated').textContent()).toBe('$0.00');
    await page.getByText('No Donations Yet').waitFor();
    // A donator's top bar offers Donate; the footer offers Account.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Account' }).waitFor();

    // Donations made elsewhere show newest first, with the 30-day rule. Recorded by staff, who
    // may date a gift back (a donor's own gift is dated today).
    const donatorId = donor.user.account.donator.donator_id;
    const staff = await staffToken();
    for (const [amount, date, region] of [
      [10.5, daysAgo(60), 1],
      [20, todayIsoDate(), 2],
    ] as const) {
      const made = await apiRequest('POST', '/api/donation/', { amount, date, region, donator: donatorId }, staff);
      expect(made.status).toBe(201);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Donator Details' }).waitFor();
    expect(await page.getByTestId('donation-status').textContent()).toBe('Active Donator');
    expect(await page.getByTestId('total-donated').textContent()).toBe('$30.50');
    const rows = page.getByTestId('donation');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('$20.00');
    expect(await rows.nth(0).textContent()).toContain('Region: Southwest');
    expect(await rows.nth(1).textContent()).toContain('$10.50');
    expect(await rows.nth(1).textContent()).toContain('Region: West');

    // Save without an email change: the user is not patched.
    await page.getByLabel('Phone Number').fill('555-123-4567');
    await page.getByLabel('City').fill('Portland');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText('Your details have been saved.').waitFor();
    expect(userRequests).toEqual([]);
    // Now with a new email.
    await page.getByLabel('Email').fill(`new_${donor.email}`);
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText('Your details have been saved.').waitFor();
    await expect.poll(() => userRequests.length).toBe(1);
    const me = await apiRequest<User>('GET', '/auth/users/me/', undefined, donor.token);
    expect(me.body.email).toBe(`new_${donor.email}`);
    expect(me.body.account).toMatchObject({ phone_number: '555-123-4567', city: 'Portland' });
    // The form keeps what was typed after the save.
    expect(await page.getByLabel('City').inputValue()).toBe('Portland');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const after = await apiRequest('GET', '/auth/users/me/', undefined, donor.token);
    expect(after.status).toBe(403);
    expect(pageErrors).toEqual([]);
  });

  test('signs in from /login and lands on /account', async ({ page }) => {
    const donor = await createUser('returning');
    await page.goto('/login');
    await page.getByLabel('Username').fill(donor.username);
    await page.getByLabel('Password', { exact: true }).fill(donor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
    // A reload keeps the session (token in local storage under `token`).
    await page.reload();
    await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
  });
});
