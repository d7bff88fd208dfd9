/**
 * The report for funders, in Chromium: staff choose the dates, read the money in, the pairs out
 * and the waits, and download the money as CSV, whose sum is the ledger's confirmed money for the
 * same dates. Axe finds nothing, at 360 px and on the desktop.
 */
import { readFile } from 'node:fs/promises';

import type { StaffDonationTotals } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { violations } from './support/axe';
import { parseCsv } from './support/csv';
import { expect, test } from './support/fixtures';

test('staff download a funder report whose sums match the ledger', { tag: '@every-width' }, async ({ page, pageErrors }, testInfo) => {
  // Each width's run has a year of its own, so the two never see each other's gifts.
  const year = testInfo.project.name === 'phone' ? '2008' : '2007';
  const staff = await staffToken();
  const donor = await createUser('funded');
  for (const [amount, date, region, method] of [
    [120, `${year}-03-02`, 1, 'check'],
    [35.5, `${year}-03-20`, 2, 'cash'],
    [60, `${year}-04-11`, 1, 'bank_transfer'],
  ] as const) {
    const made = await apiRequest('POST', '/api/staff/donations/', { donor: donor.user.id, amount, date, region, method }, staff);
    expect(made.status).toBe(201);
  }

  await signInWithToken(page, staff, '/staff');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { name: 'Reports for funders' }).waitFor();
  await page.getByLabel('From').fill(`${year}-01-01`);
  await page.getByLabel('To').fill(`${year}-12-31`);
  await page.getByRole('button', { name: 'Show the report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-12-31`));
  await expect(page.getByText(`From ${year}-01-01 to ${year}-12-31.`)).toBeVisible();
  const money = page.getByRole('region', { name: 'Money in' });
  await expect(money).toContainText('3 gifts, $215.50 in all.');
  await expect(money.getByRole('table', { name: 'Confirmed gifts by month, how they came and region' })).toContainText('Bank transfer');
  await expect(page.getByRole('region', { name: 'Pairs of glasses' })).toContainText('No pairs shipped or delivered in these dates.');
  await expect(page.getByRole('region', { name: 'How long people waited' })).toContainText('Not shown: fewer than 3 people');
  expect(await violations(page, 'the funder report')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), money.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`onepair-money-${year}-01-01-to-${year}-12-31.csv`);
  const records = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(records.map((record) => [record.month, record.method, record.region_name, record.gifts, record.amount])).toEqual([
    [`${year}-03`, 'cash', 'Southwest', '1', '35.5'],
    [`${year}-03`, 'check', 'West', '1', '120'],
    [`${year}-04`, 'bank_transfer', 'West', '1', '60'],
  ]);
  const ledger = await apiRequest<StaffDonationTotals>(
    'GET',
    `/api/staff/donations/totals/?from=${year}-01-01&to=${year}-12-31`,
    undefined,
    staff,
  );
  const csvCents = records.reduce((sum, record) => sum + Math.round(Number(record.amount) * 100), 0);
  expect(csvCents / 100).toBe(ledger.body.by_status.confirmed.total);
  expect(records).toHaveLength(ledger.body.by_status.confirmed.count);
  expect(pageErrors).toEqual([]);
});
