/**
 * The account pages against the real server: a forgotten password reset through the mailed
 * link (read from the mail as delivered: the outbox holds no live link), a changed password, signing out everywhere, the data
 * download and erasing the account; and axe on the new pages at both widths.
 */
import type { OutboxMessage } from '@onepair/contract';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { mailCatcherURL } from './support/server';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The path of the newest reset link delivered to `to`, after checking that staff see the
 * stored message with "[link]" in its place.
 */
async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const delivered = (await (await fetch(`${mailCatcherURL}/messages/`)).json()) as { to: string[]; text: string }[];
      const mail = delivered.filter((message) => message.to.includes(to) && /\/reset-password\//.test(message.text)).at(-1);
      link = mail?.text.match(/\/reset-password\/[\w-]+\/[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const outbox = await apiRequest<{ results: OutboxMessage[] }>('GET', '/api/staff/outbox/?limit=100', undefined, await staffToken());
  const stored = outbox.body.results.find((message) => message.to === to && message.subject === 'Reset your OnePair password');
  expect(stored?.body).toContain('[link]');
  expect(JSON.stringify(outbox.body)).not.toContain(link!.split('/').at(-1)!);
  return link!;
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('forgot password, reset, change it, download my data, sign out everywhere and delete the account', async ({ page, pageErrors }) => {
  const person = await createUser('security');
  const reset = 'Quiet-Meadow-Falcon-77';
  const changed = 'Amber-Lantern-Orchard-19';

  // Forgot the password: the sign-in form links to the page that mails the link.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address, we have sent a link');

  // The mailed link: a weak password gets the server's advice, a strong one is saved.
  await page.goto(await resetLinkFor(person.email));
  await page.getByLabel('New password', { exact: true }).fill('password');
  await page.getByLabel('New password again').fill('password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/This password is too common/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(reset);
  await page.getByLabel('New password again').fill(reset);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, person.username, reset);
  await expect(page.getByRole('heading', { name: 'Account Overview' })).toBeVisible();
  // The old password no longer works.
  expect((await apiRequest('POST', '/auth/token/login/', { username: person.username, password: person.password })).status).toBe(400);

  // Change the password on the security page.
  await page.getByRole('link', { name: 'Security and privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security and privacy' })).toBeVisible();
  await page.getByLabel('Current password').fill(reset);
  await page.getByLabel('New password', { exact: true }).fill(changed);
  await page.getByLabel('New password again').fill(changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  // Download my data: a JSON file about this user.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`onepair-${person.username}.json`);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { user: { username: string } };
  expect(exported.user.username).toBe(person.username);

  // Sign out everywhere: this session ends too, and the sign-in page says why.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('You have been signed out on every device.');
  await signIn(page, person.username, changed);
  await expect(page.getByRole('heading', { name: 'Account Overview' })).toBeVisible();

  // Delete the account: a wrong password is refused, the right one erases it.
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('become anonymous');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('Invalid password.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(changed);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeFocused();
  expect((await apiRequest('POST', '/auth/token/login/', { username: person.username, password: changed })).status).toBe(400);
  await page.goto('/login');
  await signIn(page, person.username, changed);
  await expect(page.getByRole('alert')).toContainText('Unable to log in');
  expect(pageErrors).toEqual([]);
});

test('the account pages have no accessibility breaches', { tag: '@every-width' }, async ({ page }) => {
  const person = await createUser('security_a11y');
  await page.goto('/forgot-password');
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('This field may not be blank.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/reset-password/MQ/not-a-token');
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  expect(await violations(page)).toEqual([]);

  await signInWithToken(page, person.token, '/account/security');
  await page.getByRole('heading', { level: 1, name: 'Security and privacy' }).waitFor();
  expect(await violations(page)).toEqual([]);
  // Nothing is wider than the screen at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByLabel('Your password', { exact: true })).toBeFocused();
  expect(await violations(page)).toEqual([]);
});
