/**
 * People and the audit log in Chromium, against the real server: staff deactivate a user whose
 * session is open (their next request finds them signed out), reactivate them, and read both
 * changes in the audit log; axe on the three screens at both widths; the deactivation done with
 * the keyboard alone; and, on the card-payment server, a person's gift refunded in part from the
 * provider's dashboard, shown on their page as the ledger shows it.
 */
import type { Page } from '@playwright/test';

import { apiAt, createUser, signInWithToken, staffToken, type TestUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fakeStripeURL, stripeURL } from './support/server';

/** Whether the element is the one the keyboard is on. */
const focused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times), and fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

async function openPerson(page: Page, who: TestUser): Promise<void> {
  await page.goto(`/staff/people?q=${who.username}`);
  await page.getByRole('link', { name: who.username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: who.username })).toBeVisible();
}

test('staff deactivate a signed-in user, whose session ends at once, then reactivate them; the audit log shows both', async ({
  page,
  browser,
  pageErrors,
}) => {
  const person = await createUser('leaving');
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await signInWithToken(theirPage, person.token, '/account');
  await expect(theirPage.getByRole('heading', { name: 'Account Overview' })).toBeVisible();

  await signInWithToken(page, await staffToken(), '/staff/people');
  await page.getByLabel('Username or e-mail').fill(person.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: person.username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: person.username })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deactivated.' })).toBeVisible();

  // Their very next request is refused: the page they reload shows them signed out.
  await theirPage.reload();
  await expect(theirPage.getByRole('heading', { name: 'Account Overview' })).toHaveCount(0);
  await expect(theirPage.getByLabel('Password', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reactivated.' })).toBeVisible();
  await theirPage.getByLabel('Username').fill(person.username);
  await theirPage.getByLabel('Password', { exact: true }).fill(person.password);
  await theirPage.getByLabel('Password', { exact: true }).press('Enter');
  await expect(theirPage.getByRole('heading', { name: 'Account Overview' })).toBeVisible();
  await theirs.close();

  await page.goto(`/staff/audit?target_type=user&target_id=${person.user.id}`);
  const table = page.getByRole('table', { name: 'Audit entries, newest first' });
  await expect(table.getByRole('row', { name: /user\.reactivate/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /user\.deactivate/ })).toContainText('admin');
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(pageErrors).toEqual([]);
});

test('finds no accessibility breaches on the audit log and the people screens', { tag: '@every-width' }, async ({ page, pageErrors }) => {
  const person = await createUser('a11y_person');
  const found: string[] = [];
  await signInWithToken(page, await staffToken(), '/staff/audit');
  await expect(page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row').nth(1)).toBeVisible();
  found.push(...(await violations(page, 'audit')));
  await page.getByLabel('Record type').selectOption('user');
  await page.getByLabel('From (day)').fill('2026-02-01');
  await page.getByLabel('To (day)').fill('2026-01-01');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('The first day must not be after the last day.')).toBeVisible();
  found.push(...(await violations(page, 'audit with an error')));

  await page.goto(`/staff/people?q=${person.username}`);
  await expect(page.getByRole('link', { name: person.username, exact: true })).toBeVisible();
  found.push(...(await violations(page, 'people')));

  await openPerson(page, person);
  found.push(...(await violations(page, 'person')));
  await page.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'They are now staff.' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove staff access' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violations(page, 'person, asking')));
  await page.getByRole('dialog').getByRole('button', { name: 'Remove staff access' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'They are no longer staff.' })).toBeVisible();

  expect(found).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('deactivates a user with the keyboard alone', async ({ page, pageErrors }) => {
  const person = await createUser('keyboard_person');
  await signInWithToken(page, await staffToken(), '/staff/people');
  const search = page.getByLabel('Username or e-mail');
  await tabTo(page, search);
  await page.keyboard.type(person.username);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: person.username, exact: true });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const deactivate = page.getByRole('button', { name: 'Deactivate' });
  await expect(deactivate).toBeVisible();
  await tabTo(page, deactivate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus on its first button; Escape would leave it, Enter confirms.
  await expect(dialog.getByRole('button', { name: 'Deactivate now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Deactivated.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  await page.goto(`/staff/audit?actor_username=admin&action=user.deactivate&target_type=user&target_id=${person.user.id}`);
  await expect(
    page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row', { name: /user\.deactivate/ }),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('on the card-payment server', () => {
  test.use({ baseURL: stripeURL });

  test("shows on a person's page the part of a gift a partial refund gave back, in the ledger's words", async ({ page, pageErrors }) => {
    const api = apiAt(stripeURL);
    const donor = await api.createUser('partly_refunded');
    const started = await api.request<{ session_id: string }>(
      'POST',
      '/api/payments/checkout/',
      { donator: donor.user.account.donator.donator_id, amount: 40, region: 1 },
      donor.token,
    );
    expect(started.status).toBe(201);
    // Paid on the fake provider's page, then $15 of it given back from its dashboard: each sends
    // its signed event to the server before it answers.
    const paid = await fetch(`${fakeStripeURL}/checkout/${started.body.session_id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const refunded = await fetch(`${fakeStripeURL}/dashboard/checkout/${started.body.session_id}/refund/1500`, { method: 'POST' });
    expect(refunded.status).toBe(200);

    await signInWithToken(page, await api.staffToken(), `/staff/people/${donor.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: donor.username })).toBeVisible();
    const donations = page.getByRole('region', { name: 'Donations' });
    await expect(donations.getByRole('listitem')).toContainText('$40.00$15.00 refunded, $25.00 kept');
    await expect(donations.getByText('1 donation, $25.00 confirmed')).toBeVisible();

    await page.goto(`/staff/donations?donor=${donor.user.id}`);
    await expect(page.getByRole('table', { name: 'Donations, newest first' }).getByText('$15.00 refunded, $25.00 kept')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
