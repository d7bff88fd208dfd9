/**
 * The donations ledger in Chromium, through the real API: staff filter the donations by region
 * and dates with the keyboard alone, read the filter's totals (the money received apart from
 * what was refunded), download the CSV, and find in it exactly the donations and the total the
 * screen showed. Axe at both widths.
 */
import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { parseCsv } from './support/csv';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';

/** Presses Tab until `name`'s control has the focus (a keyboard user's way through the page). */
async function tabTo(page: Page, label: string | RegExp, role: 'textbox' | 'combobox' | 'button' = 'textbox'): Promise<void> {
  const target =
    role === 'button'
      ? page.getByRole('button', { name: label })
      : page.getByRole('form').getByLabel(label, { exact: typeof label === 'string' });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(label)}`);
}

test.describe('the donations ledger', () => {
  test(
    'staff filter by region and dates with the keyboard, and the CSV holds the rows and total shown',
    { tag: '@every-width' },
    async ({ page, pageErrors }, testInfo) => {
      // Many steps through the real API, each typed key by key: more than the default minute on a busy machine.
      test.slow();
      // Each width's run has a year of its own, so the two never see each other's donations.
      const year = testInfo.project.name === 'phone' ? '2004' : '2003';
      const staff = await staffToken();
      const [ada, ben] = [await createUser('ledger_ada'), await createUser('ledger_ben')];
      const gifts = [
        { who: ada, amount: 12.5, date: `${year}-05-03`, region: 2 },
        { who: ben, amount: 30, date: `${year}-05-20`, region: 2 },
        // In the filter, but given back: counted apart from the money received.
        { who: ada, amount: 5, date: `${year}-05-12`, region: 2, refund: true },
        // Another region, and a day after the range: neither belongs to the filter.
        { who: ada, amount: 99, date: `${year}-05-10`, region: 4 },
        { who: ben, amount: 7, date: `${year}-06-02`, region: 2 },
      ];
      for (const gift of gifts) {
        const made = await apiRequest<{ donation_id: number }>(
          'POST',
          '/api/donation/',
          { donator: gift.who.user.account.donator.donator_id, amount: gift.amount, date: gift.date, region: gift.region },
          staff,
        );
        expect(made.status).toBe(201);
        if ('refund' in gift) {
          const refunded = await apiRequest('POST', `/api/staff/donations/${made.body.donation_id}/refund/`, {}, staff);
          expect(refunded.status).toBe(200);
        }
      }

      await signInWithToken(page, staff, '/staff/donations');
      await expect(page.getByRole('heading', { name: 'Donations', exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Donations, newest first' }).getByRole('row').nth(1)).toBeVisible();
      // Every status has its line, the money received first.
      const byStatus = page.getByRole('list', { name: 'Totals by status' }).getByRole('listitem');
      await expect(byStatus).toHaveCount(4);
      await expect(byStatus.nth(0)).toContainText('Received (confirmed):');
      await expect(byStatus.nth(3)).toContainText('Void, recorded by mistake:');
      expect(await violations(page, 'ledger')).toEqual([]);

      // The filter, typed: Chromium's date fields take the digits of month, day and year.
      await tabTo(page, 'From');
      await page.keyboard.type(`0501${year}`);
      await tabTo(page, 'To');
      await page.keyboard.type(`0531${year}`);
      await tabTo(page, 'Region', 'combobox');
      await page.keyboard.type('Southw');
      await tabTo(page, 'Apply filters', 'button');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`from=${year}-05-01&to=${year}-05-31&region=2`));
      await expect(page.getByTestId('donation-totals')).toHaveText('3 donations, $47.50 in all');
      await expect(byStatus).toHaveText([
        'Received (confirmed): $42.50 from 2 donations',
        'Pending, not received yet: $0.00 from 0 donations',
        'Refunded, given back: $5.00 from 1 donation',
        'Void, recorded by mistake: $0.00 from 0 donations',
      ]);
      // The received figure fits the screen, at a phone's width too.
      const viewport = page.viewportSize()!;
      const received = (await byStatus.nth(0).boundingBox())!;
      expect(received.x).toBeGreaterThanOrEqual(0);
      expect(received.x + received.width).toBeLessThanOrEqual(viewport.width);
      const table = page.getByRole('table', { name: 'Donations, newest first' });
      await expect(table.getByRole('row')).toHaveCount(4);
      await expect(table.getByRole('row').nth(1)).toContainText(ben.user.username);
      await expect(table.getByRole('row').nth(2)).toContainText(ada.user.username);
      await expect(table.getByRole('row').nth(2)).toContainText('Refunded');
      await expect(table.getByRole('row').nth(3)).toContainText(ada.user.username);
      expect(await violations(page, 'filtered ledger')).toEqual([]);

      await tabTo(page, 'Download CSV', 'button');
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^onepair-donations-${year}-05-01-to-${year}-05-31-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\n')[0]).toBe(
        'donation_id,date,amount,status,region,region_name,donor_id,donor_username,donor_email,created_at,refunded_amount,method,reference',
      );
      const records = parseCsv(csv);
      expect(records.map((record) => [record.date, record.amount, record.status, record.region_name, record.donor_username])).toEqual([
        [`${year}-05-20`, '30.00', 'confirmed', 'Southwest', ben.user.username],
        [`${year}-05-12`, '5.00', 'refunded', 'Southwest', ada.user.username],
        [`${year}-05-03`, '12.50', 'confirmed', 'Southwest', ada.user.username],
      ]);
      const sum = (some: typeof records) => some.reduce((total, record) => total + Math.round(Number(record.amount) * 100), 0) / 100;
      await expect(page.getByTestId('donation-totals')).toHaveText(`${records.length} donations, $${sum(records).toFixed(2)} in all`);
      const confirmed = records.filter((record) => record.status === 'confirmed');
      await expect(byStatus.nth(0)).toHaveText(`Received (confirmed): $${sum(confirmed).toFixed(2)} from ${confirmed.length} donations`);
      expect(pageErrors).toEqual([]);
    },
  );
});
