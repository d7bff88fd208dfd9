import { readFile } from 'node:fs/promises';

import { NO_GOODS_OR_SERVICES, todayIsoDate, type ReceiptList } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf';
import { baseURL } from './support/server';

async function donateThroughTheForm(page: Page, amountButton: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
  await page.waitForURL('**/donate/form');
  await page.getByLabel('Name on Card').fill('Test Donor');
  await page.getByLabel('Email').fill('donor@example.org');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Amount and Region' }).waitFor();
  await page.getByRole('button', { name: amountButton }).click();
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await page.getByRole('heading', { name: 'Thank You' }).waitFor();
}

test.describe('receipts', () => {
  test('a gift through the form (no payment) has no receipt; one staff record has, and downloads as a PDF showing the amount', async ({
    page,
    pageErrors,
  }) => {
    const donor = await createUser('receipt');
    await signInWithToken(page, donor.token, '/account');
    const section = page.getByRole('region', { name: 'Receipts' });
    await section.getByText('Your receipts appear here once a gift is received.').waitFor();

    // With no payment provider the form records the gift without a payment: no receipt for it.
    await donateThroughTheForm(page, '$20');
    await page.getByRole('button', { name: 'Continue to Account' }).click();
    await page.waitForURL('**/account');
    await section.getByText(/A gift recorded without a payment .* has no receipt/).waitFor();
    const unpaid = await apiRequest<ReceiptList>('GET', '/api/donations/receipts/', undefined, donor.token);
    expect(unpaid.body.receipts).toEqual([]);

    // Money received another way (a cheque), recorded by staff, gets its receipt.
    const recorded = await apiRequest(
      'POST',
      '/api/donation/',
      { amount: 20, region: 2, donator: donor.user.account.donator.donator_id },
      await staffToken(),
    );
    expect(recorded.status).toBe(201);
    await page.reload();

    const list = await apiRequest<ReceiptList>('GET', '/api/donations/receipts/', undefined, donor.token);
    expect(list.status).toBe(200);
    expect(list.body.receipts).toHaveLength(1);
    const receipt = list.body.receipts[0]!;
    expect(receipt).toMatchObject({ amount: 20, date: todayIsoDate(), voided_at: null });

    const item = section.getByRole('listitem', { name: `Receipt No. ${receipt.number}` });
    await item.getByText('$20.00').waitFor();
    await item.getByText(receipt.date).waitFor();
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: `Download PDF of receipt No. ${receipt.number}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${receipt.number}.pdf`);
    const text = await pdfText(await readFile((await file.path())!));
    expect(text).toContain(`Donation receipt No. ${receipt.number}`);
    expect(text).toContain('$20.00');
    expect(text).toContain('OnePair Test Charity');
    expect(text).toContain('Tax id: EIN 00-1234567');
    expect(text).toContain(donor.username);
    expect(text).toContain(NO_GOODS_OR_SERVICES);

    // The same PDF straight from the API, as a browser opens it: a PDF document with the amount.
    const response = await page.request.get(`${baseURL}/api/donations/${receipt.donation_id}/receipt.pdf`, {
      headers: { Authorization: `Token ${donor.token}` },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await response.body())).toContain('$20.00');

    // The year's statement is offered too, with the same total.
    const year = Number(receipt.date.slice(0, 4));
    const statementDownload = page.waitForEvent('download');
    await section.getByRole('button', { name: `Statement ${year}, download PDF` }).click();
    const statement = await statementDownload;
    const statementText = await pdfText(await readFile((await statement.path())!));
    expect(statementText).toContain(`Yearly donation statement ${year}`);
    expect(statementText).toContain('Total of 1 gift');
    expect(statementText).toContain('$20.00');
    expect(pageErrors).toEqual([]);
  });

  test('the account page with receipts has no accessibility breaches', { tag: '@every-width' }, async ({ page }) => {
    const donor = await createUser('receipt_a11y');
    const donatorId = donor.user.account.donator.donator_id;
    // Gifts staff record (received by cheque, say) have receipts, and may be dated back.
    const staff = await staffToken();
    for (const [amount, date] of [
      [12.5, '2025-06-01'],
      [40, todayIsoDate()],
    ] as const) {
      expect((await apiRequest('POST', '/api/donation/', { amount, date, region: 3, donator: donatorId }, staff)).status).toBe(201);
    }
    await signInWithToken(page, donor.token, '/account');
    const section = page.getByRole('region', { name: 'Receipts' });
    await section.getByText('$12.50').waitFor();
    await section.getByText('$40.00').waitFor();
    await section.getByRole('button', { name: /^Statement 2025/ }).waitFor();
    expect(await violations(page)).toEqual([]);
    // Nothing runs off the side of a phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
