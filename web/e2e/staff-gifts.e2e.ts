/**
 * Gifts received outside the site, in Chromium: staff record a check for a donor from the
 * console, and the donor finds it on their account with its receipt; staff record a gift from
 * someone new in honor of someone, whose receipt and password link arrive by real SMTP, then
 * correct it and void it.
 * Axe finds nothing, at 360 px and on the desktop.
 */
import { readFile } from 'node:fs/promises';

import { todayIsoDate, type ReceiptList } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken, staffToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf';
import { mailCatcherURL } from './support/server';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

const mailTo = async (address: string): Promise<CaughtMail[]> =>
  ((await (await fetch(`${mailCatcherURL}/messages/`)).json()) as CaughtMail[]).filter((message) => message.to.includes(address));

test('staff record a check and the donor sees it with its receipt', { tag: '@every-width' }, async ({ page, pageErrors }) => {
  const donor = await createUser('check_giver');
  await signInWithToken(page, await staffToken(), '/staff/donations');
  await page.getByRole('link', { name: 'Record a gift' }).click();
  await page.getByRole('heading', { name: 'Record a gift' }).waitFor();

  await page.getByLabel('Find the donor').fill(donor.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(donor.username) }).check();
  await page.getByLabel('Amount (USD)').fill('75.50');
  await page.getByLabel('Date received').fill('2026-01-05');
  await page.getByLabel('Region').selectOption({ label: 'Southwest' });
  await page.getByLabel('How it came').selectOption({ label: 'Check' });
  await page.getByLabel('Check number or reference').fill('Check 1001');
  expect(await violations(page, 'the gift form, filled in')).toEqual([]);
  await page.getByRole('button', { name: 'Record the gift' }).click();

  await expect(page.getByRole('status')).toContainText(/The gift is recorded\. Receipt No\. \d+ is on its way to the donor\./);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('$75.50');
  await expect(details).toContainText('2026-01-05');
  await expect(details).toContainText('Check 1001');
  expect(await violations(page, 'the gift’s page')).toEqual([]);

  // The donor signs in and finds the gift with its receipt, which downloads as a PDF.
  await signInWithToken(page, donor.token, '/account');
  const receipts = page.getByRole('region', { name: 'Receipts' });
  const list = await apiRequest<ReceiptList>('GET', '/api/donations/receipts/', undefined, donor.token);
  const receipt = list.body.receipts[0]!;
  expect(receipt).toMatchObject({ amount: 75.5, date: '2026-01-05', voided_at: null });
  const item = receipts.getByRole('listitem', { name: `Receipt No. ${receipt.number}` });
  await item.getByText('$75.50').waitFor();
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download PDF of receipt No. ${receipt.number}` }).click();
  const text = await pdfText(await readFile((await (await download).path())!));
  expect(text).toContain(`Donation receipt No. ${receipt.number}`);
  expect(text).toContain('$75.50');
  expect(await violations(page, 'the donor’s account with the receipt')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('staff record a gift from someone new in honor of someone, then correct it and void it', async ({ page, pageErrors }) => {
  const address = `${uniqueName('newgiver')}@example.org`;
  await signInWithToken(page, await staffToken(), '/staff/donations/new');
  await page.getByRole('radio', { name: 'Someone new' }).check();
  await page.getByLabel('Donor’s name').fill('Grace Hopper');
  await page.getByLabel('Donor’s e-mail address').fill(address);
  await page.getByLabel('Amount (USD)').fill('40');
  await page.getByLabel('How it came').selectOption({ label: 'Cash' });
  await page.getByRole('checkbox', { name: 'Give in honor or in memory of someone' }).check();
  await page.getByLabel('Their name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Record the gift' }).click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Grace Hopper');
  await expect(details).toContainText('In honor of Ada Lovelace');
  await expect(details).toContainText('No password chosen yet');
  await expect(details).toContainText(todayIsoDate());

  // The receipt and a link to choose a password arrive.
  await expect.poll(async () => (await mailTo(address)).map((mail) => mail.subject).sort()).toHaveLength(2);
  const mails = await mailTo(address);
  expect(mails.some((mail) => /Choose your OnePair password/.test(mail.subject) && /\/reset-password\//.test(mail.text))).toBe(true);

  // A new amount replaces the receipt.
  const correction = page.getByRole('region', { name: 'Correct the gift' });
  await correction.getByLabel('Amount (USD)').fill('45');
  await correction.getByRole('button', { name: 'Save the correction' }).click();
  await expect(correction.getByRole('status')).toHaveText('The correction is saved.');
  await expect(details).toContainText('$45.00');
  await expect.poll(async () => (await mailTo(address)).length).toBe(3);

  // Voiding asks first, then takes the gift out of the totals.
  const voiding = page.getByRole('region', { name: 'Void the gift' });
  await voiding.getByRole('button', { name: 'Void the gift' }).click();
  await expect(voiding.getByText('Say why the gift is void.')).toBeVisible();
  await voiding.getByLabel('Why is it void?').fill('Entered twice');
  await voiding.getByRole('button', { name: 'Void the gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void this gift?' });
  await expect(dialog).toContainText('$45.00');
  expect(await violations(page, 'the void question')).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await expect(page.getByText('The gift is void.')).toBeVisible();
  await expect(details).toContainText('Void');
  await expect(page.getByRole('region', { name: 'Correct the gift' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the donations' }).click();
  await page.getByRole('searchbox', { name: 'Donor' }).fill(address);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByTestId('donation-totals-voided')).toHaveText('Void, recorded by mistake: $45.00 from 1 donation');
  expect(await violations(page, 'the ledger with a void gift')).toEqual([]);
  expect(pageErrors).toEqual([]);
});
