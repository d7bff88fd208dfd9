/**
 * Golden responses: status, content type and body of the API's routes as older clients call
 * them (old spellings included), with bad input of several kinds and the 403/404 cases, kept
 * in a snapshot so that a change to any byte of them shows in review. Tokens, timestamps,
 * today's date and claims' random confirmation numbers are masked; everything else is as sent.
 */
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@onepair/contract';
import { ADMIN, logIn, sendRaw, signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { multipart } from '../multipart.js';
import { giveShippingAddress } from '../claims/helpers.js';

let t: TestApp;
useTestApp((fixture) => ({ t } = fixture));

const transcript: string[] = [];

function mask(text: string): string {
  return text
    .replace(/"auth_token":"[^"]+"/g, '"auth_token":"<token>"')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, '<timestamp>')
    .replace(/"confirmation_number":\d+/g, '"confirmation_number":<number>')
    .replaceAll(todayIsoDate(), '<today>')
    .replace(/"(username|public_name)":"(giver|applicant)\d+_[0-9a-f]+"/g, '"$1":"$2"')
    .replace(/"email":"(giver|applicant)\d+_[0-9a-f]+@example.org"/g, '"email":"$1@example.org"');
}

async function call(label: string, method: string, url: string, who?: SignedInUser, payload?: object): Promise<unknown> {
  const response = await t.app.inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  transcript.push(
    mask(`${label}: ${method} ${url}\n  ${response.statusCode} ${response.headers['content-type'] ?? ''}\n  ${response.body}`),
  );
  return response.statusCode < 300 && response.body ? response.json() : undefined;
}

describe('the API answers older clients exactly as before', () => {
  it('matches the recorded responses', async () => {
    const staff = await logIn(t.app, ADMIN.username, ADMIN.password);
    const giver = await signUpAndLogIn(t.app, 'giver');
    const applicant = await signUpAndLogIn(t.app, 'applicant');

    await call('sign in, wrong password', 'POST', '/auth/token/login/', undefined, { username: 'admin', password: 'wrong' });
    await call('sign in, blank', 'POST', '/auth/token/login/', undefined, { username: '', password: '' });
    await call('sign up, bad fields', 'POST', '/auth/users/', undefined, { username: 'x y', email: 'bad', password: 'short' });
    await call('sign up, missing fields', 'POST', '/auth/users/', undefined, {});
    await call('current user, visitor', 'GET', '/auth/users/me/');
    await call('current user', 'GET', '/auth/users/me/', giver);

    await call('catalogue', 'GET', '/api/glasses/');
    await call('one item', 'GET', '/api/glasses/1/');
    await call('unknown item', 'GET', '/api/glasses/999/');
    await call('item id not a number', 'GET', '/api/glasses/abc/');
    await call('item id beyond any column', 'GET', '/api/glasses/1e400/');
    await call('regions', 'GET', '/api/regions/');
    await call('config', 'GET', '/api/config/');

    await call('account, other user', 'GET', `/api/accounts/${giver.accountId}/`, applicant);
    const account = {
      user: giver.id,
      phone_number: '100-100-1000',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
    };
    await call('account saved as older clients send it', 'PATCH', `/api/accounts/${giver.accountId}/`, giver, account);
    await call('account, NUL character', 'PATCH', `/api/accounts/${giver.accountId}/`, giver, { city: 'a\u0000' });
    await call('account delete', 'DELETE', `/api/accounts/${giver.accountId}/`, staff);
    await call('user, public view', 'GET', `/api/users/${giver.id}/`, applicant);
    await call('user, email change', 'PATCH', `/api/users/${giver.id}/`, giver, { email: 'new@example.org' });

    await call('donation', 'POST', '/api/donation/', giver, { amount: 25.5, date: todayIsoDate(), region: 2, donator: giver.donatorId });
    await call('donation without a date', 'POST', '/api/donation/', giver, { amount: 10, region: 1, donator: giver.donatorId });
    await call('donation, bad fields', 'POST', '/api/donation/', giver, { amount: -1, date: 'soon', region: 9, donator: 987654 });
    await call('donation, boolean amount', 'POST', '/api/donation/', giver, { amount: true, donator: giver.donatorId });
    await call("donation, another's donator", 'POST', '/api/donation/', applicant, { amount: 5, donator: giver.donatorId });
    await call('donation, visitor', 'POST', '/api/donation/', undefined, { amount: 5, donator: giver.donatorId });
    await sendRaw(t.app, 'POST', '/api/donation/', 'application/json', '{"amount": 1', giver.auth).then((response) =>
      transcript.push(`donation, malformed JSON\n  ${response.statusCode} ${response.body}`),
    );
    await call('donations', 'GET', '/api/donation/', giver);
    await call('donator', 'GET', `/api/donators/${giver.donatorId}/`, giver);
    await call('donator, other user', 'GET', `/api/donators/${giver.donatorId}/`, applicant);

    const application = {
      has_applied_for_account: true,
      monthly_income: 900,
      average_household_income: 1500,
      current_bank_ballance: 80.25,
      is_dependent: false,
      account: applicant.accountId,
    };
    const applicationOf = (who: SignedInUser) => ({ ...application, account: who.accountId });
    await call('application as older clients send it', 'PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, application);
    await call('application, bad amounts', 'PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, {
      monthly_income: -1,
      current_bank_ballance: 1.234,
    });
    const form = multipart({ monthly_income: '1200', current_bank_ballance: '-20', is_dependent: 'true' });
    const fromForm = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${applicant.donateeId}/`,
      headers: { ...applicant.auth, ...form.headers },
      payload: form.payload,
    });
    transcript.push(mask(`application as a form\n  ${fromForm.statusCode} ${fromForm.body}`));
    // A claim needs a shipping address; older clients saved it on the account before claiming.
    await giveShippingAddress(t.app, applicant);
    await call('claim without an item', 'PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, { has_claimed: true });
    await call('second claim', 'PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, { has_claimed: true });

    const oldItem = {
      name: 'Old names',
      perscription_range_upper: 2,
      perscription_range_lower: -2,
      img: 'https://example.org/a.png',
      inventory: 3,
    };
    await call('item with the old names', 'POST', '/api/glasses/', staff, oldItem);
    await call('item, not staff', 'POST', '/api/glasses/', giver, oldItem);
    await call('item, bad old names', 'POST', '/api/glasses/', staff, {
      name: 'x',
      perscription_range_upper: 31,
      img: 'javascript:x',
      inventory: 1,
    });
    await call('item, lower above upper', 'PATCH', '/api/glasses/1/', staff, { perscription_range_lower: 20, perscription_range_upper: 1 });

    await call('stats', 'GET', '/api/stats/regions/');
    await call('log out', 'POST', '/auth/token/logout/', giver);
    await call('after log out', 'GET', '/auth/users/me/', giver);

    // The product's own claim route, which older clients never call.
    const claimant = await signUpAndLogIn(t.app, 'applicant');
    await call('application to claim by route', 'PATCH', `/api/donatees/${claimant.donateeId}/`, claimant, applicationOf(claimant));
    await giveShippingAddress(t.app, claimant);
    await call('claim by route', 'POST', '/api/claims/', claimant, { glasses_id: 2 });
    await call('claim by route, second claim', 'POST', '/api/claims/', claimant, { glasses_id: 3 });
    await call('claim by route, never applied', 'POST', '/api/claims/', staff, { glasses_id: 2 });
    await call('claim by route, visitor', 'POST', '/api/claims/', undefined, { glasses_id: 2 });
    await call('claim by route, bad item', 'POST', '/api/claims/', applicant, { glasses_id: 'two', donatee: 1 });
    await call('claim by route, unknown item', 'POST', '/api/claims/', applicant, { glasses_id: 999 });

    expect(transcript.join('\n')).toMatchSnapshot();
  });
});
