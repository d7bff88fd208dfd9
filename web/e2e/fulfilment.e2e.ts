/**
 * Fulfilment through the real API, in Chromium: staff ship a recipient's claim with a tracking
 * number from /staff/claims, and cancel another's, which returns its unit to stock.
 */
import type { Glasses } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken, staffToken, type TestUser } from './support/api';
import { expect, test } from './support/fixtures';

/** A recipient with a submitted application (approved at once: APPLICATION_REVIEW=auto) and a shipping address. */
async function recipient(prefix: string): Promise<TestUser> {
  const person = await createUser(prefix);
  const account = await apiRequest(
    'PATCH',
    `/api/accounts/${person.user.account.account_id}/`,
    { address: '2 Elm St', city: 'Reno', state: 'NV', zip_code: '89501', phone_number: '555-010-0100' },
    person.token,
  );
  expect(account.status).toBe(200);
  const applied = await apiRequest(
    'PATCH',
    `/api/donatees/${person.user.account.donatee.donatee_id}/`,
    { has_applied_for_account: true, monthly_income: 800, average_household_income: 1200, current_bank_balance: 50, is_dependent: false },
    person.token,
  );
  expect(applied.status).toBe(200);
  return person;
}

async function inStock(): Promise<Glasses> {
  const list = await apiRequest<Glasses[]>('GET', '/api/glasses/');
  return list.body.find((item) => item.inventory > 1)!;
}

async function stockOf(id: number): Promise<number> {
  return (await apiRequest<Glasses>('GET', `/api/glasses/${id}/`)).body.inventory;
}

async function claim(person: TestUser, glassesId: number): Promise<void> {
  const claimed = await apiRequest(
    'PATCH',
    `/api/donatees/${person.user.account.donatee.donatee_id}/`,
    { has_claimed: true, claimed_glasses: glassesId },
    person.token,
  );
  expect(claimed.status).toBe(200);
}

test('staff ship one claim with its tracking number and cancel another, whose unit returns to stock', async ({ page }) => {
  const frame = await inStock();
  const shipped = await recipient('ship_me');
  const cancelled = await recipient('cancel_me');
  await claim(shipped, frame.glasses_id);
  await claim(cancelled, frame.glasses_id);
  const stockAfterClaims = await stockOf(frame.glasses_id);

  await signInWithToken(page, await staffToken(), '/staff/claims');
  const table = page.getByRole('table', { name: 'Claims to ship, oldest first' });
  await expect(table.getByRole('row', { name: new RegExp(shipped.username) })).toBeVisible();

  // Ship: the row's button opens the panel for that claim.
  await page.getByRole('button', { name: `Ship the claim of ${shipped.username}` }).click();
  const panel = page.getByRole('region', { name: 'Mark shipped (1)' });
  await panel.getByLabel('Carrier').fill('USPS');
  await panel.getByLabel('Tracking number').fill('9400 1000 0000 0001');
  await panel.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(table.getByRole('row', { name: new RegExp(shipped.username) })).toHaveCount(0);

  // Cancel, by keyboard: the dialog asks for the reason.
  await page.getByRole('button', { name: `Cancel the claim of ${cancelled.username}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Cancel the claim of ${cancelled.username}` });
  await dialog.getByLabel('Reason').fill('Address undeliverable');
  await dialog.getByLabel('Reason').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(cancelled.username) })).toHaveCount(0);
  expect(await stockOf(frame.glasses_id)).toBe(stockAfterClaims + 1);

  // The shipped list shows the tracking number; the cancelled one its reason.
  await page.getByLabel('Status').selectOption('shipped');
  await expect(page.getByRole('row', { name: new RegExp(shipped.username) })).toContainText('USPS 9400 1000 0000 0001');
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByRole('row', { name: new RegExp(cancelled.username) })).toContainText('Address undeliverable');
});
