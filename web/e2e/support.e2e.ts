/**
 * The cart and "Contact Support", in Chromium against the real server (automatic review): a
 * visitor picks a pair, signs up as a receiver from the cart, comes back to it and claims the
 * pair; the confirmation page shows the number stored with the claim. The recipient asks
 * support a question; staff see "Question waiting" from the dashboard and answer; the recipient
 * reads the answer; the outbox holds both mails. And axe finds no breaches on the cart, the
 * confirmation and the conversation at phone and desktop widths.
 *
 * The journey's steps are tests of their own, run in order (recipient and staff use separate
 * pages, as two people would); a failed step skips the rest.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Glasses, OutboxMessage, User } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiAt, signInWithToken, uniqueName } from './support/api';
import { expect, test } from './support/fixtures';
import { addShippingAddress, claimPair, fillApplicationForm, submitApplication, SHIPPING_NAMES } from './support/recipients';
import { baseURL } from './support/server';

const api = apiAt(baseURL);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Where the seeded staff user's mail goes; without SUPPORT_EMAIL a recipient's question is mailed there. */
const STAFF_ADDRESS = 'admin@onepair.example';

async function me(token: string): Promise<User> {
  const answer = await api.request<User>('GET', '/auth/users/me/', undefined, token);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A frame with a few in stock, so that claims by other tests leave some. */
async function frameInStock(): Promise<Glasses> {
  const catalogue = await api.request<Glasses[]>('GET', '/api/glasses/');
  return catalogue.body.find((item) => item.inventory > 2)!;
}

async function mailsTo(to: string): Promise<OutboxMessage[]> {
  const outbox = await api.request<{ results: OutboxMessage[] }>('GET', '/api/staff/outbox/?limit=200', undefined, await api.staffToken());
  expect(outbox.status).toBe(200);
  return outbox.body.results.filter((message) => message.to === to);
}

/** The rule breaches on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`),
  );
}

/** Opens 'Contact Support' on the page and returns the dialog, its messages loaded. */
async function openSupport(page: Page) {
  await page.getByRole('button', { name: 'Contact Support' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  await expect(dialog.getByText('Loading the messages')).toHaveCount(0);
  return dialog;
}

test.describe('the cart claims a pair, and support answers a question about it', () => {
  test.describe.configure({ mode: 'serial' });

  const question = 'My prescription changed last week. Can the lenses still be changed?';
  const answer = 'Yes: reply with a photo of the new prescription and we will make the lenses to it.';
  let recipient: { username: string; email: string; token: string };
  let frame: Glasses;

  test('a visitor signs up as a receiver from the cart, comes back to it, claims the pair and sees the stored confirmation number', async ({
    page,
    pageErrors,
  }) => {
    frame = await frameInStock();
    const username = uniqueName('cart');
    const email = `${username}@example.org`;

    await page.goto(`/glasses/${frame.glasses_id}`);
    await page.getByRole('link', { name: 'Check Out This Pair' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout and Sign Up' })).toBeVisible();
    await expect(page.getByTestId('cart-item')).toContainText(frame.name);

    await page.getByRole('button', { name: 'Sign up to claim this pair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or sign up' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Seeing-Clearly-9');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByRole('button', { name: /Be a Receiver/ }).click();
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Support');
    await dialog.getByLabel('Phone Number').fill('555-010-4000');
    await dialog.getByLabel('Address').fill('4 Support Lane');
    await dialog.getByLabel('City').fill('Boise');
    await dialog.getByLabel('State').fill('ID');
    await dialog.getByLabel('Zip Code').fill('83702');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Donatee Form' }).waitFor();
    await fillApplicationForm(page, 1200);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    // Back on the cart, the pair still picked, the form filled in from the account.
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/cart');
    const form = page.getByRole('form', { name: 'Checkout and Sign Up' });
    await expect(form.getByLabel('Name')).toHaveValue(username);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Phone Number (100-100-1000)')).toHaveValue('555-010-4000');
    await expect(form.getByLabel('Address')).toHaveValue('4 Support Lane');
    await expect(page.getByTestId('cart-item')).toContainText(frame.name);
    await form.getByLabel('Address').fill('5 Support Lane');
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === '/confirmation');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const user = await me(token);
    const claim = user.account.donatee.claim!;
    expect(claim).toMatchObject({ status: 'claimed', glasses: frame.glasses_id });
    expect(user.account.address).toBe('5 Support Lane');
    await expect(page.getByTestId('confirmation-number')).toHaveText(String(claim.confirmation_number));
    await expect(page.getByTestId('confirmation-frame')).toHaveText(frame.name);
    recipient = { username, email, token };
    expect(pageErrors).toEqual([]);
  });

  test('the recipient asks support a question from the "on their way" panel', async ({ page, pageErrors }) => {
    await signInWithToken(page, recipient.token, '/');
    await expect(page.getByRole('heading', { name: 'Your Glasses Are on Their Way!' })).toBeVisible();
    const dialog = await openSupport(page);
    await expect(dialog.getByText('No messages yet')).toBeVisible();
    await expect(dialog.getByText('Staff will answer by e-mail and here.')).toBeVisible();
    await dialog.getByLabel('Your message').fill(question);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Your message was sent.' })).toBeVisible();
    await expect(dialog.getByLabel('Your message')).toHaveValue('');
    const messages = dialog.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    await expect(messages.getByRole('listitem').first()).toContainText('You');
    await expect(messages.getByRole('listitem').first()).toContainText(question);
    expect(pageErrors).toEqual([]);
  });

  test('staff see "Question waiting" from the dashboard and answer it', async ({ page, pageErrors }) => {
    await signInWithToken(page, await api.staffToken(), '/staff');
    const card = page.getByRole('region', { name: 'Questions waiting' });
    await expect(card.getByTestId('support-waiting-count')).not.toHaveText('0');
    await card.getByRole('link', { name: /questions waiting/ }).click();
    const table = page.getByRole('table', { name: 'All claims with a question waiting, oldest first' });
    const row = table.getByRole('row', { name: new RegExp(recipient.username) });
    await expect(row.getByText('Question waiting')).toBeVisible();
    // The console names them by the names they gave at sign-up, the username beside them.
    await row.getByRole('button', { name: `Answer Sam Support (${recipient.username}) (1)` }).click();

    const dialog = page.getByRole('dialog', { name: `Conversation with Sam Support (${recipient.username})` });
    await expect(dialog.getByText(question)).toBeVisible();
    await expect(dialog.getByText(`${recipient.username} (recipient)`)).toBeVisible();
    await dialog.getByLabel('Your message').fill(answer);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Your answer was sent.' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Answered, the claim no longer waits.
    await expect(table.getByRole('row', { name: new RegExp(recipient.username) })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the recipient reads the answer on the account page; the outbox holds both mails', async ({ page, pageErrors }) => {
    await signInWithToken(page, recipient.token, '/account');
    await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
    const dialog = await openSupport(page);
    const messages = dialog.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText('(OnePair staff)');
    await expect(messages.nth(1)).toContainText(answer);

    const toStaff = await mailsTo(STAFF_ADDRESS);
    expect(toStaff.some((mail) => mail.subject.includes(recipient.username) && mail.body.includes(question))).toBe(true);
    const toRecipient = await mailsTo(recipient.email);
    expect(toRecipient.some((mail) => mail.body.includes(answer))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('accessibility of the cart, the confirmation and the conversation (axe, WCAG 2.1 AA)', () => {
  test('finds no breaches', { tag: '@every-width' }, async ({ page, browser }) => {
    const person = await api.createUser('a11y_cart');
    await addShippingAddress(api, person);
    await submitApplication(api, person);
    const frame = await frameInStock();
    const found: string[] = [];

    // The cart's form, as an approved receiver sees it.
    await signInWithToken(page, person.token, `/glasses/${frame.glasses_id}`);
    await page.getByRole('link', { name: 'Check Out This Pair' }).click();
    await page.getByRole('form', { name: 'Checkout and Sign Up' }).waitFor();
    found.push(...(await violations(page)).map((line) => `/cart: ${line}`));

    // The confirmation of the claim, and the conversation about it.
    await claimPair(api, person, frame.glasses_id);
    await page.goto('/confirmation');
    await page.getByTestId('confirmation-frame').waitFor();
    found.push(...(await violations(page)).map((line) => `/confirmation: ${line}`));
    await page.goto('/');
    await openSupport(page);
    found.push(...(await violations(page)).map((line) => `conversation: ${line}`));

    // Staff's side of it.
    const staffContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const staff = await staffContext.newPage();
    await signInWithToken(staff, await api.staffToken(), '/staff/claims?status=claimed');
    await staff
      .getByRole('button', { name: `Messages with ${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name} (${person.username}) (0)` })
      .click();
    await staff
      .getByRole('dialog', { name: `Conversation with ${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name} (${person.username})` })
      .getByText('No messages yet')
      .waitFor();
    found.push(...(await violations(staff)).map((line) => `staff conversation: ${line}`));
    await staffContext.close();

    expect(found).toEqual([]);
  });
});
