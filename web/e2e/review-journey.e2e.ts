/**
 * The manual review journey, in Chromium, against the server that leaves applications waiting
 * for staff (APPLICATION_REVIEW=manual): a recipient applies through the sign-up wizard and
 * waits; staff ask for information; the recipient answers by editing the application; staff
 * approve; the recipient claims a pair; staff ship it; the recipient follows it and confirms it
 * arrived; every step's mail is in the outbox. And a rejection's reason reaches the recipient.
 *
 * The steps are tests of their own, run in order (the recipient and staff use separate pages,
 * as two people would); a failed step skips the rest. The API is used only to look things up.
 */
import type { Glasses, OutboxMessage, User } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiAt, signInWithToken, uniqueName } from './support/api';
import { expect, test } from './support/fixtures';
import { fillApplicationForm } from './support/recipients';
import { manualReviewURL } from './support/server';
import { submitSignUp } from './support/sign-up';

const api = apiAt(manualReviewURL);
test.use({ baseURL: manualReviewURL });

interface StaffApplicationView {
  status: string;
  eligibility: { year: number };
}

interface Recipient {
  username: string;
  /** How the staff console names them: their names, the username beside them. */
  label: string;
  email: string;
  token: string;
  donateeId: number;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function me(token: string): Promise<User> {
  const answer = await api.request<User>('GET', '/auth/users/me/', undefined, token);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The mails the server wrote to `to`, newest first. */
async function mailsTo(to: string): Promise<OutboxMessage[]> {
  const outbox = await api.request<{ results: OutboxMessage[] }>('GET', '/api/staff/outbox/?limit=100', undefined, await api.staffToken());
  expect(outbox.status).toBe(200);
  return outbox.body.results.filter((message) => message.to === to);
}

/** Opens the application from the staff dashboard: the count's link, then the applicant's row (named as the console names them). */
async function openFromDashboard(page: Page, label: string): Promise<void> {
  await signInWithToken(page, await api.staffToken(), '/staff');
  await page.getByRole('link', { name: /applications waiting/ }).click();
  await expect(page.getByRole('heading', { name: 'Applications', exact: true })).toBeVisible();
  const queue = page.getByRole('table', { name: /waiting for review, oldest first/ });
  await queue.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Application of ${label}` })).toBeVisible();
}

async function decide(page: Page, decision: RegExp, message?: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Decision' });
  await form.getByRole('radio', { name: decision }).check();
  if (message) await form.getByLabel('Message to the recipient').fill(message);
  await form.getByRole('button', { name: 'Send the decision' }).click();
  // An approval is confirmed in a dialog that names the person.
  const confirm = page.getByRole('dialog', { name: 'Approve this application?' });
  if (decision.test('Approve')) await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
}

test.describe('manual review, from the application to the delivered pair', () => {
  test.describe.configure({ mode: 'serial' });

  let recipient: Recipient;
  let frame: Glasses;
  const infoRequest = 'Please give your current monthly income again: the figure looks like a yearly one.';
  const tracking = '9400 1000 0000 0042';

  test('a recipient applies through the sign-up wizard, waits for review and cannot claim yet', async ({ page, pageErrors }) => {
    const username = uniqueName('reviewed');
    await submitSignUp(page, { email: `${username}@example.org`, username, password: 'Seeing-Clearly-9' });
    await page.getByRole('button', { name: /Be a Receiver/ }).click();
    await page.getByLabel('First name').fill('Rowan');
    await page.getByLabel('Last name').fill('Reviewed');
    await page.getByLabel('Phone Number').fill('555-010-4000');
    await page.getByLabel('Address').fill('4 Review Lane');
    await page.getByLabel('City').fill('Boise');
    await page.getByLabel('State').fill('ID');
    await page.getByLabel('Zip Code').fill('83702');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Donatee Form' }).waitFor();
    // A monthly income that is really a yearly one: staff will ask about it.
    await fillApplicationForm(page, 14400);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === '/account');
    await expect(page.getByTestId('application-status')).toHaveText('Waiting for review');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const user = await me(token);
    expect(user.account.donatee).toMatchObject({ has_applied_for_account: true, application_status: 'submitted' });
    // The console names them by the names they gave at sign-up, the username beside them.
    recipient = { username, label: `Rowan Reviewed (${username})`, email: user.email, token, donateeId: user.account.donatee.donatee_id };

    // The catalogue says what they wait for, and offers no Claim until the application is approved.
    const catalogue = await api.request<Glasses[]>('GET', '/api/glasses/');
    frame = catalogue.body.find((item) => item.inventory > 1)!;
    await page.goto('/');
    await expect(page.getByTestId('not-yet-approved')).toContainText('waiting for review');
    await page.getByRole('article', { name: frame.name }).waitFor();
    expect(await page.getByRole('button', { name: `Claim ${frame.name}` }).count()).toBe(0);
    await page.getByRole('article', { name: frame.name }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await me(token)).account.donatee.has_claimed).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('staff find it in the queue, read the eligibility hint and the prescription, and ask for information', async ({ page }) => {
    await openFromDashboard(page, recipient.label);
    const details = await api.request<StaffApplicationView>(
      'GET',
      `/api/staff/applications/${recipient.donateeId}/`,
      undefined,
      await api.staffToken(),
    );
    const hint = page.getByRole('region', { name: 'Eligibility hint' });
    await expect(hint).toContainText(`of the ${details.body.eligibility.year} federal poverty guidelines`);
    await expect(hint).toContainText('Yearly income $172,800.00');
    await expect(hint.getByTestId('eligibility-verdict')).toHaveText('Above the income limit');
    const figures = page.getByRole('table', { name: 'Prescription figures' });
    await expect(figures.getByRole('row', { name: /^Right/ })).toHaveText(/−1\.25\s*−0\.50/);
    await expect(figures.getByRole('row', { name: /^Left/ })).toHaveText(/\+0\.75\s*Not given/);
    const prescription = page.getByRole('img', { name: 'The uploaded prescription' });
    await expect(prescription).toBeVisible();
    // The picture really arrived (an image that failed to load has no width).
    expect(await prescription.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);

    await decide(page, /Ask for information/, infoRequest);
    await expect(page.getByTestId('decided-status')).toHaveText(/^More information needed/);
    await expect(page.getByText(`Message: ${infoRequest}`)).toBeVisible();
  });

  test('the recipient reads the request on the account page, edits the application and submits it again', async ({ page }) => {
    await signInWithToken(page, recipient.token, '/account');
    await expect(page.getByTestId('application-status')).toHaveText('More information needed');
    await expect(page.getByTestId('decision-message')).toHaveText(infoRequest);
    const before = (await me(recipient.token)).account.donatee;
    await page.getByRole('link', { name: 'Edit and submit your application again' }).click();
    // The form starts from the answers given, with what staff wrote above it.
    await expect(page.getByTestId('decision-message')).toHaveText(infoRequest);
    await expect(page.getByLabel('Household Income')).toHaveValue('1500');
    await expect(page.getByLabel('People in your household')).toHaveValue('3');
    await page.getByLabel('Monthly Income').fill('1200');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === '/account');
    await expect(page.getByTestId('application-status')).toHaveText('Waiting for review');
    await expect(page.getByTestId('donatee-Monthly Income')).toHaveText('$1,200.00');
    // Sent again without a new picture: the one sent first is kept.
    expect((await me(recipient.token)).account.donatee).toMatchObject({
      application_status: 'submitted',
      monthly_income: 1200,
      household_size: 3,
      prescription: before.prescription,
    });
  });

  test('staff approve the application', async ({ page }) => {
    await openFromDashboard(page, recipient.label);
    const hint = page.getByRole('region', { name: 'Eligibility hint' });
    await expect(hint).toContainText('Yearly income $14,400.00');
    await expect(hint.getByTestId('eligibility-verdict')).toHaveText('Within the income limit');
    await decide(page, /^Approve/);
    await expect(page.getByTestId('decided-status')).toHaveText(/^Approved/);
    expect((await me(recipient.token)).account.donatee.application_status).toBe('approved');
  });

  test('the recipient claims a pair in the catalogue', async ({ page }) => {
    await signInWithToken(page, recipient.token, '/account');
    await expect(page.getByTestId('application-status')).toHaveText('Approved');
    await page.goto('/');
    await page.getByRole('button', { name: `Claim ${frame.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Selection' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Your Glasses Are on Their Way!' })).toBeVisible();
    await expect(page.getByTestId('claimed-item')).toHaveText(frame.name);
    await expect(page.getByTestId('claim-status')).toHaveText('Claimed');
    expect((await me(recipient.token)).account.donatee).toMatchObject({ has_claimed: true, claimed_glasses: frame.glasses_id });
  });

  test('staff see the claim at /staff/claims and mark it shipped with its carrier and tracking number', async ({ page }) => {
    await signInWithToken(page, await api.staffToken(), '/staff/claims');
    const table = page.getByRole('table', { name: 'Claims to ship, oldest first' });
    const row = table.getByRole('row', { name: new RegExp(recipient.username) });
    await expect(row).toContainText(frame.name);
    await expect(row).toContainText('4 Review Lane');
    await page.getByRole('button', { name: `Ship the claim of ${recipient.label}` }).click();
    const panel = page.getByRole('region', { name: 'Mark shipped (1)' });
    await panel.getByLabel('Carrier').fill('USPS');
    await panel.getByLabel('Tracking number').fill(tracking);
    await panel.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(row).toHaveCount(0);
  });

  test('the recipient sees it shipped with the tracking number, confirms it arrived and sees it delivered', async ({ page }) => {
    await signInWithToken(page, recipient.token, '/');
    // The catalogue's on-their-way panel follows the claim too.
    await expect(page.getByRole('heading', { name: 'Your Glasses Are on Their Way!' })).toBeVisible();
    await expect(page.getByTestId('claim-status')).toHaveText('Shipped');
    await expect(page.getByTestId('claim-step-shipped-detail')).toHaveText(`USPS tracking number ${tracking}`);

    await page.goto('/account');
    const pair = page.getByRole('region', { name: /^Your pair/ });
    await expect(pair.getByTestId('claim-status')).toHaveText('Shipped');
    await expect(pair.getByTestId('claim-step-shipped-detail')).toHaveText(`USPS tracking number ${tracking}`);
    await pair.getByRole('button', { name: 'Confirm it arrived' }).click();
    await expect(pair.getByTestId('claim-status')).toHaveText('Delivered');
    await expect(pair.getByRole('button', { name: 'Confirm it arrived' })).toHaveCount(0);
    expect((await me(recipient.token)).account.donatee.claim).toMatchObject({ status: 'delivered', tracking_number: tracking });
  });

  test('the outbox holds the mails of both decisions, the claim and the shipping', async ({ page }) => {
    const subjects = (await mailsTo(recipient.email)).map((message) => message.subject);
    expect(subjects).toEqual([
      'Your glasses have shipped',
      expect.stringMatching(/^Your OnePair claim: confirmation number \d+$/),
      'Your OnePair application is approved',
      'OnePair needs more information for your application',
    ]);
    const mails = await mailsTo(recipient.email);
    expect(mails.find((message) => message.subject.includes('more information'))!.body).toContain(infoRequest);
    expect(mails.find((message) => message.subject.includes('shipped'))!.body).toContain(tracking);

    // The same, as staff read it in the console.
    await signInWithToken(page, await api.staffToken(), '/staff/outbox');
    const rows = page
      .getByRole('table', { name: 'Messages, newest first' })
      .getByRole('row', { name: new RegExp(escaped(recipient.email)) });
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('Your glasses have shipped');
  });
});

test('a rejected application shows the recipient the reason, and the way to apply again', async ({ page }) => {
  const person = await api.createUser('rejected');
  await signInWithToken(page, person.token, '/apply');
  await fillApplicationForm(page, 9000);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await expect(page.getByTestId('application-status')).toHaveText('Waiting for review');

  const reason = 'Your household income is above the limit we can help with this year.';
  await openFromDashboard(page, person.username);
  await decide(page, /^Reject/, reason);
  await expect(page.getByTestId('decided-status')).toHaveText(/^Not approved/);

  await signInWithToken(page, person.token, '/account');
  await expect(page.getByTestId('application-status')).toHaveText('Not approved');
  await expect(page.getByTestId('decision-message')).toHaveText(reason);
  await expect(page.getByRole('link', { name: 'Edit and submit your application again' })).toBeVisible();
  const mails = await mailsTo(person.email);
  expect(mails.map((message) => message.subject)).toEqual(['Your OnePair application was not approved']);
  expect(mails[0]!.body).toContain(reason);
});
