/**
 * Card payments through the fake Stripe (server/test/payments/fake-stripe.ts), on the server
 * started with PAYMENT_PROVIDER=stripe: the donation form sends the donor to the provider's
 * checkout page, whose Pay button sends the signed webhook and comes back to the thank-you page,
 * which waits for the confirmation (says a bank debit has started while it settles, and that no
 * gift was recorded when it fails). A monthly gift is then changed and cancelled from the account
 * page, and one whose card fails is mended through the provider's card page.
 */
import { coveredFeeCents } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiAt, signInWithToken } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fakeStripeURL, stripeFee, stripeURL } from './support/server';

const api = apiAt(stripeURL);
test.use({ baseURL: stripeURL });

const FEE = { percent: Number(stripeFee.percent), fixedCents: Math.round(Number(stripeFee.fixed) * 100) };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const BANK_PAYMENT_STARTED = 'Your bank payment has started. Bank payments take a few days to arrive';

/** Fills the checkout form and goes to the fake provider's page. */
/** The donor's total donated, as users/me gives it. */
async function donatedTotal(token: string): Promise<number> {
  const me = await api.request<{ account: { donator: { total_amount_donated: number } } }>('GET', '/auth/users/me/', undefined, token);
  return me.body.account.donator.total_amount_donated;
}

async function startGift(page: Page, options: { amount: number; monthly?: boolean; coverFee?: boolean; region?: string }) {
  await page.getByLabel('Custom Amount ($)').fill(String(options.amount));
  if (options.region) await page.getByLabel('Region').selectOption({ label: options.region });
  if (options.coverFee) await page.getByLabel('Cover the processing fee').check();
  if (options.monthly) await page.getByLabel('Give this amount every month').check();
  await page.getByRole('button', { name: options.monthly ? 'Continue to monthly payment' : 'Continue to payment' }).click();
  await page.waitForURL(`${fakeStripeURL}/checkout/**`);
}

test.describe('a donor paying by card', () => {
  test('gives once through the checkout, covering the fee, and the gift counts once it is confirmed', async ({ page, pageErrors }) => {
    const donor = await api.createUser('payer');
    await signInWithToken(page, donor.token, '/donate/form');
    await expect(page.getByText('You pay on Stripe’s secure page')).toBeVisible();
    const feeCents = coveredFeeCents(2000, FEE);
    await page.getByRole('button', { name: '$20' }).click();
    await page.getByLabel('Cover the processing fee').check();
    await expect(page.getByText(`Adds ${money(feeCents)}, so you pay ${money(2000 + feeCents)}`)).toBeVisible();
    await page.getByLabel('Region').selectOption({ label: 'Southwest' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${fakeStripeURL}/checkout/**`);

    await page.getByRole('button', { name: `Pay ${money(2000 + feeCents)}` }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    await expect(page.getByText('Your gift of $20.00 is confirmed.')).toBeVisible();

    await page.getByRole('link', { name: 'Continue to Account' }).click();
    await page.waitForURL('**/account');
    await page.getByTestId('total-donated').getByText('$20.00').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('gives in honor of someone by card: the notice waits for the payment, and the receipt names the tribute', async ({
    page,
    pageErrors,
  }) => {
    const donor = await api.createUser('honors');
    const honoree = `${donor.username}-honoree@example.org`;
    await signInWithToken(page, donor.token, '/donate/form');
    await page.getByRole('button', { name: '$20' }).click();
    await page.getByRole('checkbox', { name: 'Give in honor or in memory of someone' }).check();
    await page.getByLabel('Their name').fill('Katherine Johnson');
    await page.getByLabel('E-mail address for the note (optional)').fill(honoree);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${fakeStripeURL}/checkout/**`);
    const staff = await api.staffToken();
    const noticesTo = async () =>
      (
        await api.request<{ results: { to: string; subject: string; body: string }[] }>(
          'GET',
          '/api/staff/outbox/?limit=100',
          undefined,
          staff,
        )
      ).body.results.filter((message) => message.to === honoree);
    // Nothing is said before the money arrives.
    expect(await noticesTo()).toEqual([]);

    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    await expect(page.getByText('Your gift of $20.00 is confirmed.')).toBeVisible();
    await expect
      .poll(async () => (await noticesTo()).map((message) => message.subject))
      .toEqual([expect.stringMatching(/made a gift in your honor$/)]);
    expect((await noticesTo())[0]!.body).not.toContain('$');

    await page.getByRole('link', { name: 'Continue to Account' }).click();
    await page.waitForURL('**/account');
    await expect(page.getByRole('region', { name: 'Receipts' }).getByText('In honor of Katherine Johnson')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('sets up a monthly gift, then changes its amount and cancels it from the account page', async ({ page, pageErrors }) => {
    const donor = await api.createUser('monthly');
    await signInWithToken(page, donor.token, '/donate/form');
    await startGift(page, { amount: 15, monthly: true });
    await expect(page.getByText('Pay $15.00 every month')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    await expect(page.getByText('Your monthly gift of $15.00 is set up')).toBeVisible();

    await page.getByRole('link', { name: 'Continue to Account' }).click();
    await page.waitForURL('**/account');
    const gifts = page.getByRole('region', { name: 'Monthly Gifts' });
    await expect(gifts.getByText('$15.00 a month')).toBeVisible();
    await expect(gifts.getByText('Active')).toBeVisible();
    await page.getByTestId('total-donated').getByText('$15.00').waitFor();

    await gifts.getByRole('button', { name: 'Change amount' }).click();
    await gifts.getByLabel('New monthly amount ($)').fill('25');
    await gifts.getByRole('button', { name: 'Save new amount' }).click();
    await expect(gifts.getByText('From next month on, your gift is the new amount.')).toBeVisible();
    await expect(gifts.getByText('$25.00 a month')).toBeVisible();

    await gifts.getByRole('button', { name: 'Cancel monthly gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this monthly gift?' });
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(gifts.getByText('Your monthly gift is cancelled.')).toBeVisible();
    await expect(gifts.getByTestId('monthly-gift-status')).toContainText('Cancelled on');
    // The month already given stays given.
    await page.getByTestId('total-donated').getByText('$15.00').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('a monthly gift whose card fails: the donor reads why on the account page, updates the card, and staff saw it @every-width', async ({
    page,
    pageErrors,
  }) => {
    const donor = await api.createUser('card_fails');
    await signInWithToken(page, donor.token, '/donate/form');
    await startGift(page, { amount: 11, monthly: true });
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Pay $11.00' }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    await expect(page.getByText('Your monthly gift of $11.00 is set up')).toBeVisible();

    // A month later, in the provider's words: the card was refused.
    const failed = await fetch(`${fakeStripeURL}/dashboard/checkout/${sessionId}/payment-failed`, { method: 'POST' });
    expect(failed.status).toBe(200);
    // Staff see it on the dashboard, the donor's name leading to their page.
    const staffContext = await page.context().browser()!.newContext({ baseURL: stripeURL });
    const staffPage = await staffContext.newPage();
    await signInWithToken(staffPage, await api.staffToken(), '/staff');
    const failing = staffPage.getByRole('region', { name: 'Monthly gifts failing' });
    await expect(failing.getByRole('link', { name: donor.username })).toHaveAttribute('href', `/staff/people/${donor.user.id}`);
    await expect(failing.getByTestId('failing-gifts-count')).toContainText('could not charge');
    expect(await violations(staffPage, 'staff dashboard with a failing monthly gift')).toEqual([]);
    await staffContext.close();

    await page.goto('/account');
    const gifts = page.getByRole('region', { name: 'Monthly Gifts' });
    await expect(gifts.getByTestId('monthly-gift-status')).toHaveText('Payment failed');
    await expect(gifts.getByTestId('monthly-gift-failed')).toContainText('We could not charge your card on');
    expect(await violations(page, 'account with a monthly gift whose card failed')).toEqual([]);

    await gifts.getByRole('button', { name: 'Update card' }).click();
    await page.waitForURL(`${fakeStripeURL}/portal/**`);
    await page.getByRole('button', { name: 'Save new card' }).click();
    await page.waitForURL('**/account');
    await expect(gifts.getByTestId('monthly-gift-status')).toHaveText('Active');
    await expect(gifts.getByTestId('monthly-gift-failed')).toHaveCount(0);
    // The month that failed was paid with the new card.
    await page.getByTestId('total-donated').getByText('$22.00').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('pays by a bank debit that then fails: the thank-you page stops waiting and says no gift was recorded', async ({
    page,
    pageErrors,
  }) => {
    const donor = await api.createUser('debit');
    await signInWithToken(page, donor.token, '/donate/form');
    await startGift(page, { amount: 35 });
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Bank debit (settles later)' }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    // The checkout is complete but the money is days away: the page says so, not that it is confirming a payment.
    await expect(page.getByText(BANK_PAYMENT_STARTED)).toBeVisible();
    await expect(page.getByText('We are confirming your payment')).toHaveCount(0);
    await expect(page.getByText('Waiting for the confirmation')).toHaveCount(0);

    // Days later, in the provider's words: the debit failed.
    const failed = await fetch(`${fakeStripeURL}/dashboard/checkout/${sessionId}/debit-failed`, { method: 'POST' });
    expect(failed.status).toBe(200);
    await expect(page.getByText('This payment did not go through, so no gift was recorded')).toBeVisible();
    await expect(page.getByText('Waiting for the confirmation')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the donation form' }).click();
    await page.waitForURL('**/donate/form');
    expect(await donatedTotal(donor.token)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('leaves the checkout without paying: nothing is charged and nothing counts', async ({ page }) => {
    const donor = await api.createUser('leaver');
    await signInWithToken(page, donor.token, '/donate/form');
    await startGift(page, { amount: 30 });
    await page.getByRole('link', { name: 'Back without paying' }).click();
    await page.waitForURL('**/donate/cancelled');
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the donation form' }).click();
    await page.waitForURL('**/donate/form');
    expect(await donatedTotal(donor.token)).toBe(0);
  });
});

test.describe('the payment pages', () => {
  // Several axe scans and a payment in one test: on a loaded machine they outlast the usual minute.
  test.slow();

  test('the checkout form and the cancelled page have no axe violations @every-width', async ({ page }) => {
    const donor = await api.createUser('axe');
    await signInWithToken(page, donor.token, '/donate/form');
    await page.getByRole('button', { name: '$10' }).click();
    await page.getByLabel('Cover the processing fee').check();
    await page.getByLabel('Give this amount every month').check();
    const found = await violations(page, 'checkout form');
    await page.goto('/donate/cancelled');
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    found.push(...(await violations(page, 'cancelled page')));
    expect(found).toEqual([]);
  });

  test('the thank-you page of a bank debit still settling has no axe violations @every-width', async ({ page }) => {
    const donor = await api.createUser('axedebit');
    await signInWithToken(page, donor.token, '/donate/form');
    await startGift(page, { amount: 20 });
    await page.getByRole('button', { name: 'Bank debit (settles later)' }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    await expect(page.getByText(BANK_PAYMENT_STARTED)).toBeVisible();
    expect(await violations(page, 'thank-you page of a bank debit')).toEqual([]);
  });

  test('the thank-you page, the monthly gift on the account page and its cancel dialog have no axe violations @every-width', async ({
    page,
  }) => {
    const donor = await api.createUser('axe');
    await signInWithToken(page, donor.token, '/donate/form');
    await startGift(page, { amount: 10, monthly: true });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/donate/thank-you?session_id=*');
    await expect(page.getByText('is set up and its first month is confirmed')).toBeVisible();
    const found = await violations(page, 'thank-you page');

    await page.getByRole('link', { name: 'Continue to Account' }).click();
    await page.getByRole('button', { name: 'Cancel monthly gift' }).waitFor();
    found.push(...(await violations(page, 'account with a monthly gift')));
    await page.getByRole('button', { name: 'Cancel monthly gift' }).click();
    await page.getByRole('dialog', { name: 'Cancel this monthly gift?' }).waitFor();
    found.push(...(await violations(page, 'cancel dialog')));
    expect(found).toEqual([]);
  });
});
