/**
 * Frames given in kind, in Chromium: staff receive them on an item's page naming the donor, the
 * stock goes up, the ledger says who gave them, and the donor's receipt for the goods arrives by
 * real SMTP, stating what was given and no value. Axe finds nothing, at 360 px and on the desktop.
 */
import type { Glasses } from '@onepair/contract';

import { apiRequest, signInWithToken, staffToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { mailCatcherURL } from './support/server';

test('staff receive donated frames and the donor gets a receipt for the goods', { tag: '@every-width' }, async ({ page, pageErrors }) => {
  const catalogue = await apiRequest<Glasses[]>('GET', '/api/glasses/');
  const item = catalogue.body[0]!;
  const donorEmail = `${uniqueName('frames')}@example.org`;
  // Each run's own note: the item's ledger keeps the runs before it.
  const note = `Lions Club collection ${donorEmail}`;
  await signInWithToken(page, await staffToken(), `/staff/catalogue/${item.glasses_id}`);
  await page.getByLabel('Frames given by a donor').check();
  await page.getByLabel('Units received').fill('6');
  await page.getByLabel('Donor’s name').fill('Ada Lovelace');
  await page.getByLabel('Donor’s e-mail address').fill(donorEmail);
  await page.getByLabel('Note (where they came from)').fill(note);
  expect(await violations(page, 'stock form for donated frames')).toEqual([]);
  await page.getByRole('button', { name: 'Record it' }).click();
  await expect(page.getByText(/^Recorded \+6\. Stock is now \d+\.$/)).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Stock ledger, newest first' });
  await expect(ledger.getByText(`${note} (given by Ada Lovelace)`)).toBeVisible();

  await expect
    .poll(async () => {
      const delivered = (await (await fetch(`${mailCatcherURL}/messages/`)).json()) as { to: string[]; subject: string; text: string }[];
      return delivered.find((message) => message.to.includes(donorEmail));
    })
    .toMatchObject({
      subject: expect.stringContaining('Receipt for your gift of frames'),
      text: expect.stringMatching(/Receipt for goods G-\d+[\s\S]*Given: 6 glasses frames \([\s\S]*states no value/),
    });
  expect(pageErrors).toEqual([]);
});
