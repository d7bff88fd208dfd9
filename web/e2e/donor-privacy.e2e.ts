/**
 * Donor privacy, impact and transparency: a donor who chooses to appear as Anonymous is shown
 * so on the map; the transparency page's figures are the donations and shipments made here.
 */
import { WITHHELD, type Glasses, type Transparency, type TransparencyRow } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiRequest, createUser, signInWithToken, staffToken, type TestUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { submitApplication } from './support/recipients';

async function passCardStep(page: Page) {
  await page.getByLabel('Name on Card').fill('Test Donor');
  await page.getByLabel('Email').fill('donor@example.org');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Amount and Region' }).waitFor();
}

async function openRegion(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Regions' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('heading', { name: 'Top Donations' }).waitFor();
}

test.describe('donor privacy', () => {
  test('a donor chooses Anonymous on the donation form, gives, and the map shows "Anonymous", never their username', async ({
    page,
    pageErrors,
  }) => {
    const donor = await createUser('hidden_giver');
    await signInWithToken(page, donor.token, '/donate/form');

    // The choice, on the donation form.
    const choice = page.getByRole('region', { name: 'How public lists show you' });
    const name = choice.getByRole('textbox', { name: 'Public name' });
    await name.waitFor();
    // Privacy by default: no public name yet, so Anonymous is chosen; saving it says so.
    await expect(name).toHaveValue('');
    await expect(choice.getByRole('radio', { name: 'Show me as "Anonymous"' })).toBeChecked();
    await choice.getByRole('button', { name: 'Save choice' }).click();
    await expect(choice.getByRole('status')).toHaveText('Saved. Public lists now show you as "Anonymous".');

    // The gift, with what it provides shown as the amount is typed. Big enough to lead the Northeast.
    await passCardStep(page);
    await page.getByLabel('Custom Amount ($)').fill('90000');
    await expect(page.getByTestId('impact-line')).toContainText('$90,000.00 provides 3,600 pairs of glasses');
    await page.getByLabel('Region').selectOption({ label: 'Northeast' });
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank You' }).waitFor();

    // Through the header to the map (no reload): Anonymous leads the Northeast.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
    await page.waitForURL('**/map');
    await openRegion(page, 'Northeast');
    const first = page.getByTestId('top-donor').first();
    await expect(first).toContainText('Anonymous');
    await expect(first).toContainText('$90,000.00');
    await expect(page.getByText(donor.username)).toHaveCount(0);

    // The account is in the header for a donor too, with the choice kept and the total's impact.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await expect(page.getByTestId('impact-line')).toContainText('Your total of $90,000.00 provides 3,600 pairs of glasses');
    await expect(page.getByRole('radio', { name: 'Show me as "Anonymous"' })).toBeChecked();
    expect(await violations(page, 'account')).toEqual([]);

    // The public API says the same: no username anywhere in the statistics.
    const stats = await apiRequest<string>('GET', '/api/stats/regions/');
    expect(JSON.stringify(stats.body)).not.toContain(donor.username);
    expect(pageErrors).toEqual([]);
  });
});

/** A recipient in `state` whose pair staff ship and who confirms it arrived. */
async function deliverPairTo(state: string, glassesId: number, staff: string): Promise<void> {
  const person: TestUser = await createUser('maine_recipient');
  await submitApplication({ request: apiRequest, createUser, staffToken }, person);
  const address = { address: '3 Pine St', city: 'Portland', state, zip_code: '04101', phone_number: '555-010-0199' };
  expect((await apiRequest('PATCH', `/api/accounts/${person.user.account.account_id}/`, address, person.token)).status).toBe(200);
  const donatee = person.user.account.donatee.donatee_id;
  const claimed = await apiRequest('PATCH', `/api/donatees/${donatee}/`, { has_claimed: true, claimed_glasses: glassesId }, person.token);
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  const me = await apiRequest<{ account: { donatee: { claim: { id: number } } } }>('GET', '/auth/users/me/', undefined, person.token);
  const claimId = me.body.account.donatee.claim.id;
  const shipped = await apiRequest('POST', `/api/staff/claims/${claimId}/ship/`, { carrier: 'USPS', tracking_number: '9400 1' }, staff);
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  expect((await apiRequest('POST', `/api/claims/${claimId}/confirm-delivery/`, undefined, person.token)).status).toBe(200);
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

async function figures(): Promise<Transparency> {
  const answer = await apiRequest<Transparency>('GET', '/api/stats/transparency/');
  expect(answer.status).toBe(200);
  return answer.body;
}

const rowOf = (data: Transparency, month: string, region: number): TransparencyRow | undefined =>
  data.rows.find((row) => row.month === month && row.region === region);

test.describe('the transparency page', () => {
  test(
    'shows the money given and the pairs delivered in this test, the same in the CSV, and passes axe',
    { tag: '@every-width' },
    async ({ page, pageErrors }) => {
      // A month of its own, long ago, so the money row is this test's alone.
      const month = `19${60 + Math.floor(Math.random() * 39)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
      const donor = await createUser('open_books');
      // Recorded by staff, who may date a gift back (a donor's own gift is dated today).
      const recorder = await staffToken();
      for (const [amount, day] of [
        [12.34, '03'],
        [20, '14'],
        [7.66, '28'],
      ] as const) {
        const given = await apiRequest(
          'POST',
          '/api/donation/',
          { amount, date: `${month}-${day}`, region: 4, donator: donor.user.account.donator.donator_id },
          recorder,
        );
        expect(given.status, JSON.stringify(given.body)).toBe(201);
      }

      // Three pairs delivered to Maine (Northeast) this month.
      const thisMonth = new Date().toISOString().slice(0, 7);
      const before = rowOf(await figures(), thisMonth, 5)?.pairs_delivered ?? 0;
      const glasses = (await apiRequest<Glasses[]>('GET', '/api/glasses/')).body.sort((a, b) => b.inventory - a.inventory)[0]!;
      const staff = await staffToken();
      for (let index = 0; index < 3; index += 1) await deliverPairTo('ME', glasses.glasses_id, staff);
      const after = await figures();
      const delivered = rowOf(after, thisMonth, 5)!.pairs_delivered;
      // Withheld when, with the totals, it would give away a small count elsewhere (other tests' deliveries).
      if (delivered !== WITHHELD) {
        if (typeof before === 'number') expect(delivered).toBe(before + 3);
        else expect(delivered).toBeGreaterThanOrEqual(3);
      }
      expect(rowOf(after, month, 4)).toMatchObject({ money_confirmed: 40, donation_count: 3, pairs_shipped: 0, pairs_delivered: 0 });

      // From the footer to the page.
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Transparency' }).click();
      await page.waitForURL('**/transparency');
      await page.getByRole('heading', { level: 1, name: 'Where the money goes' }).waitFor();
      const moneyRow = page.getByTestId('transparency-row').filter({ hasText: monthName(month) });
      await expect(moneyRow).toHaveCount(1);
      await expect(moneyRow.getByRole('cell')).toHaveText(['Southeast', '$40.00', '3', '0', '0']);
      const pairsRow = page
        .getByTestId('transparency-row')
        .filter({ hasText: monthName(thisMonth) })
        .filter({ hasText: 'Northeast' });
      await expect(pairsRow.getByRole('cell').nth(4)).toHaveText(String(delivered));
      await expect(page.getByTestId('total-money')).toHaveText(
        `$${after.totals.money_confirmed.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
      await expect(page.getByRole('figure', { name: /Money confirmed by month/ })).toBeVisible();

      // The CSV behind the link has the same line.
      const href = await page.getByRole('link', { name: 'Download these figures (CSV)' }).getAttribute('href');
      const csv = await (await page.request.get(href!)).text();
      expect(csv.split('\n')).toContain(`${month},4,Southeast,40,3,0,0`);

      expect(await violations(page, 'transparency')).toEqual([]);
      // Nothing scrolls sideways on a 360 px phone: the table scrolls inside its own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The map's region panel adds the pairs delivered there.
      await page.goto('/map');
      await openRegion(page, 'Northeast');
      await expect(page.getByTestId('pairs-delivered')).toHaveText(/^Pairs delivered here: (\d+|withheld)$/);
      const shown = (await page.getByTestId('pairs-delivered').textContent())!.replace('Pairs delivered here: ', '');
      if (shown !== WITHHELD) expect(Number(shown)).toBeGreaterThanOrEqual(3);
      expect(await violations(page, 'map region')).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  test('the donation form with its impact line and public-name choice passes axe', { tag: '@every-width' }, async ({ page }) => {
    const donor = await createUser('a11y_privacy');
    await signInWithToken(page, donor.token, '/donate/form');
    await page.getByRole('region', { name: 'How public lists show you' }).waitFor();
    expect(await violations(page, 'donation form')).toEqual([]);
    await passCardStep(page);
    await page.getByLabel('Custom Amount ($)').fill('50');
    await expect(page.getByTestId('impact-line')).toContainText('$50.00 provides 2 pairs of glasses');
    expect(await violations(page, 'amount step')).toEqual([]);
  });
});
