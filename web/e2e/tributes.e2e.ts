/**
 * A gift in memory of someone, in Chromium: the donor ticks the box on the donation form, names
 * the person and gives their family's address; the notice arrives by real SMTP, saying who gave
 * (here "Someone": the donor gave no name) and never how much. Axe finds nothing on the form with
 * the tribute open, at 360 px and on the desktop. (The card journey is in payments.e2e.ts.)
 */
import { createUser, signInWithToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { mailCatcherURL } from './support/server';

test('a donor gives in memory of someone and the notice arrives', { tag: '@every-width' }, async ({ page, pageErrors }) => {
  const donor = await createUser('remembers');
  const family = `${uniqueName('family')}@example.org`;
  await signInWithToken(page, donor.token, '/donate/form');
  await page.getByLabel('Name on Card').fill('Test Donor');
  await page.getByLabel('Email').fill('donor@example.org');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Amount and Region' }).waitFor();

  await page.getByRole('button', { name: '$25' }).click();
  await page.getByRole('checkbox', { name: 'Give in honor or in memory of someone' }).check();
  await page.getByRole('radio', { name: 'In memory of someone' }).check();
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(page.getByText('Enter the name of the person the gift honors or remembers.')).toBeVisible();
  await page.getByLabel('Their name').fill('Joan Clarke');
  await page.getByLabel('E-mail address for the note (optional)').fill(family);
  expect(await violations(page, 'the donation form with a tribute')).toEqual([]);
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await page.getByRole('heading', { name: 'Thank You' }).waitFor();

  await expect
    .poll(async () => {
      const delivered = (await (await fetch(`${mailCatcherURL}/messages/`)).json()) as { to: string[]; subject: string; text: string }[];
      return delivered.find((message) => message.to.includes(family));
    })
    .toMatchObject({
      subject: 'A gift in memory of Joan Clarke',
      text: expect.stringContaining('Someone made a gift to OnePair Test Charity in memory of Joan Clarke.'),
    });
  const [notice] = ((await (await fetch(`${mailCatcherURL}/messages/`)).json()) as { to: string[]; text: string }[]).filter((message) =>
    message.to.includes(family),
  );
  expect(notice!.text).not.toContain('$');
  expect(pageErrors).toEqual([]);
});
