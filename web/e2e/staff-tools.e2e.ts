/**
 * Staff's bulk tools, in Chromium, against the server that leaves applications waiting for staff
 * (APPLICATION_REVIEW=manual): staff approve two within-limit applications together after a
 * confirmation naming both, download the packing slips of their claims (a PDF with each
 * recipient's name), and ship both by pasting lines into "Ship many". Axe finds nothing on the
 * way, at 360 px and on the desktop.
 */
import { readFile } from 'node:fs/promises';

import type { Glasses } from '@onepair/contract';

import { apiAt, signInWithToken, type TestUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf';
import { addShippingAddress, claimPair, submitApplication } from './support/recipients';
import { manualReviewURL } from './support/server';

const api = apiAt(manualReviewURL);
test.use({ baseURL: manualReviewURL });

/** A recipient with names, an address and an application within the income limit, waiting for staff. */
async function waitingRecipient(prefix: string, lastName: string): Promise<TestUser & { label: string; fullName: string }> {
  const person = await api.createUser(prefix);
  // The address (with the helper's names), then names of this test's own.
  await addShippingAddress(api, person);
  const named = await api.request('PATCH', `/api/users/${person.user.id}/`, { first_name: 'Rosa', last_name: lastName }, person.token);
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  await submitApplication(api, person, 900);
  const fullName = `Rosa ${lastName}`;
  return { ...person, fullName, label: `${fullName} (${person.username})` };
}

test('staff approve in bulk, print packing slips and ship many by paste', { tag: '@every-width' }, async ({ page }) => {
  const first = await waitingRecipient('bulk_a', 'Parkes');
  const second = await waitingRecipient('bulk_b', 'Lindqvist');
  const staff = await api.staffToken();

  // Approve both from the queue, after a confirmation that names them.
  await signInWithToken(page, staff, '/staff/applications');
  await page.getByRole('checkbox', { name: `Select the application of ${first.label}` }).check();
  await page.getByRole('checkbox', { name: `Select the application of ${second.label}` }).check();
  await page.getByRole('button', { name: 'Approve selected (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 2 applications?' });
  await expect(confirm.getByRole('listitem')).toHaveText([first.label, second.label]);
  expect(await violations(page, 'bulk approval')).toEqual([]);
  await confirm.getByRole('button', { name: 'Approve 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 applications approved.' })).toBeVisible();
  await expect(page.getByRole('link', { name: first.label })).toHaveCount(0);

  // Both claim a pair; staff download their packing slips.
  const frame = (await api.request<Glasses[]>('GET', '/api/glasses/')).body.find((item) => item.inventory > 2)!;
  const firstClaim = await claimPair(api, first, frame.glasses_id);
  const secondClaim = await claimPair(api, second, frame.glasses_id);
  await page.goto('/staff/claims');
  await page.getByRole('checkbox', { name: `Select the claim of ${first.label}` }).check();
  await page.getByRole('checkbox', { name: `Select the claim of ${second.label}` }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Packing slips (2)' }).click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(new Uint8Array(bytes));
  expect(text).toContain(first.fullName);
  expect(text).toContain(second.fullName);
  expect(text).toContain('2 Elm St');
  expect(await violations(page, 'claims')).toEqual([]);

  // Ship both by pasting their lines.
  await page.getByRole('button', { name: 'Ship many' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship many claims' });
  await dialog.getByLabel('Lines to ship').fill(`${firstClaim}, USPS, 9400-E2E-A\n${secondClaim}, UPS, 1Z-E2E-B\n`);
  await expect(dialog.getByRole('list', { name: 'What each line will do' }).getByRole('listitem')).toHaveText([
    `Line 1: ship claim ${firstClaim} to ${first.label} with USPS 9400-E2E-A`,
    `Line 2: ship claim ${secondClaim} to ${second.label} with UPS 1Z-E2E-B`,
  ]);
  expect(await violations(page, 'ship many')).toEqual([]);
  await dialog.getByRole('button', { name: 'Ship 2 claims' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 of 2 shipped.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('checkbox', { name: `Select the claim of ${first.label}` })).toHaveCount(0);
  const shipped = await api.request<{ results: { id: number; tracking_number: string | null }[] }>(
    'GET',
    '/api/staff/claims/?status=shipped&limit=200',
    undefined,
    staff,
  );
  expect(shipped.body.results.find((claim) => claim.id === firstClaim)?.tracking_number).toBe('9400-E2E-A');
});
