/**
 * Partner organisations, in Chromium: a caseworker finds "Your organisation" on the account page,
 * registers their clinic (a refused submit keeps what was typed), staff approve it at
 * /staff/partners, and the caseworker invites a colleague by e-mail, who signs in, accepts and is
 * a member. Axe finds nothing, at 360 px and on the desktop.
 */
import type { OutboxMessage } from '@onepair/contract';

import { apiRequest, createUser, signInWithToken, staffToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a caseworker registers a clinic, staff approve it, and a colleague joins', { tag: '@every-width' }, async ({ page, pageErrors }) => {
  const caseworker = await createUser('caseworker');
  const colleague = await createUser('nurse');
  const clinic = uniqueName('Valley Clinic');

  await signInWithToken(page, caseworker.token, '/account');
  await page.getByRole('link', { name: 'Your organisation' }).click();
  await page.getByRole('heading', { name: 'Your organisation', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Register your organisation' });
  await form.getByLabel('Name of the organisation').fill(clinic);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Choose the kind of organisation.')).toBeVisible();
  await expect(form.getByLabel('Name of the organisation')).toHaveValue(clinic);
  await form.getByLabel('Kind of organisation').selectOption({ label: 'Clinic' });
  await form.getByLabel(/^Address/).fill('12 Oak St');
  await form.getByLabel('City').fill('Fresno');
  await form.getByLabel('State').fill('CA');
  await form.getByLabel('Zip Code').fill('93701');
  await form.getByLabel('Phone').fill('559-555-0134');
  await form.getByLabel('Web site (optional)').fill('not a site');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter the address of a web site, starting with http:// or https://.')).toBeVisible();
  await form.getByLabel('Web site (optional)').fill('https://valley.example.org');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Thank you. Our team will review your organisation and write to you.')).toBeFocused();
  const card = page.getByRole('region', { name: clinic });
  await expect(card).toContainText('Waiting for review');
  await expect(card).toContainText('You can invite colleagues once our team has approved your organisation.');
  expect(await violations(page, 'the partner page, waiting for review')).toEqual([]);

  // Staff approve it.
  const staff = await staffToken();
  await signInWithToken(page, staff, '/staff');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Partners' }).click();
  await page.getByRole('heading', { name: 'Partner organisations', level: 1 }).waitFor();
  await page.getByLabel('Status').selectOption({ label: 'Waiting for review' });
  await expect(page).toHaveURL(/status=pending/);
  const review = page.getByRole('region', { name: clinic });
  await expect(review).toContainText(caseworker.email);
  expect(await violations(page, 'the staff partners page')).toEqual([]);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${clinic} is now: Approved.`)).toBeFocused();

  // The caseworker sees it approved and invites a colleague.
  await signInWithToken(page, caseworker.token, '/partner');
  const approved = page.getByRole('region', { name: clinic });
  await expect(approved).toContainText('Your organisation is approved.');
  await approved.getByLabel('Their e-mail address').fill(colleague.email);
  await approved.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(approved.getByText(`We sent an invitation to ${colleague.email}.`)).toBeVisible();
  await expect(approved.getByRole('listitem').filter({ hasText: colleague.email })).toBeVisible();
  await expect(approved.getByLabel('Their e-mail address')).toHaveValue('');
  expect(await violations(page, 'the partner page, approved')).toEqual([]);

  // The colleague accepts, and is a member.
  await signInWithToken(page, colleague.token, '/partner');
  const invitations = page.getByRole('region', { name: 'Invitations to join an organisation' });
  await expect(invitations).toContainText(clinic);
  expect(await violations(page, 'the partner page with an invitation')).toEqual([]);
  await invitations.getByRole('button', { name: `Accept: ${clinic}` }).click();
  await expect(page.getByText(`You are now a member of ${clinic}.`)).toBeFocused();
  await expect(page.getByRole('region', { name: clinic }).getByRole('listitem').filter({ hasText: colleague.email })).toBeVisible();

  const outbox = await apiRequest<{ results: OutboxMessage[] }>('GET', '/api/staff/outbox/?limit=100', undefined, staff);
  const subjects = outbox.body.results.filter((message) => message.to === caseworker.email).map((message) => message.subject);
  expect(subjects).toContain(`${clinic} is approved on OnePair`);
  expect(outbox.body.results.find((message) => message.to === colleague.email)?.subject).toMatch(/invited you to join .* on OnePair$/);
  expect(pageErrors).toEqual([]);
});
