import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { SHIPPING_NAMES, newGlasses, recipient, stockOf } from '../claims/helpers.js';

/** The date of the gift staff recorded for the busy user (received by cheque, so it has a receipt). */
const GIFT_DATE = '2024-03-01';

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);

/** A user who gave (a gift staff recorded for them), applied, claimed a pair (not shipped) and wrote to support. */
async function busyUser(prefix: string): Promise<{ who: SignedInUser; glassesId: number; claimId: number }> {
  const who = await recipient(t.app, prefix);
  const donated = await call('POST', '/api/donation/', staff, { amount: 40, date: GIFT_DATE, region: 2, donator: who.donatorId });
  if (donated.statusCode !== 201) throw new Error(donated.body);
  const glassesId = await newGlasses(t, 2);
  const claimed = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId });
  if (claimed.statusCode !== 200) throw new Error(claimed.body);
  const { id: claimId } = await t.db.kysely
    .selectFrom('claims')
    .select('id')
    .where('donatee_id', '=', who.donateeId)
    .executeTakeFirstOrThrow();
  const asked = await call('POST', `/api/claims/${claimId}/messages/`, who, { body: 'Where is my pair?' });
  if (asked.statusCode !== 201) throw new Error(asked.body);
  return { who, glassesId, claimId };
}

describe('DELETE /auth/users/me/', () => {
  it('is refused to visitors', async () => {
    expect((await call('DELETE', '/auth/users/me/', undefined, { current_password: 'x' })).statusCode).toBe(403);
  });

  it('refuses a wrong or missing password, naming current_password, and erases nothing', async () => {
    const who = await signUpAndLogIn(t.app, 'keeper');
    const wrong = await call('DELETE', '/auth/users/me/', who, { current_password: 'not mine' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Invalid password.'] });
    const missing = await call('DELETE', '/auth/users/me/', who, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('current_password');
    expect((await call('GET', '/auth/users/me/', who)).statusCode).toBe(200);
  });

  it('erases the user and their personal data, returns a waiting pair to stock and keeps the donations without a name', async () => {
    const { who, glassesId, claimId } = await busyUser('leaver');
    // Wildcards of SQL's LIKE in the text are only text.
    const odd = 'I am 100% sure_of it \\ really';
    expect((await call('POST', `/api/claims/${claimId}/messages/`, who, { body: odd })).statusCode).toBe(201);
    const bystander = await signUpAndLogIn(t.app, 'bystander');
    // Named in public lists by their choice (a donor is Anonymous until they choose a name).
    expect((await call('PATCH', `/api/donators/${who.donatorId}/`, who, { public_name: who.username })).statusCode).toBe(200);
    const statsBefore = (await call('GET', '/api/stats/regions/')).json();
    expect(JSON.stringify(statsBefore)).toContain(who.username);
    const stockBefore = await stockOf(t, glassesId);

    const response = await call('DELETE', '/auth/users/me/', who, { current_password: who.password });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await stockOf(t, glassesId)).toBe(stockBefore + 1);
    expect((await call('GET', '/auth/users/me/', who)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${who.id}/`, staff)).statusCode).toBe(404);
    const db = t.db.kysely;
    expect(await db.selectFrom('accounts').select('account_id').where('user_id', '=', who.id).execute()).toEqual([]);
    expect(await db.selectFrom('donators').select('donator_id').where('donator_id', '=', who.donatorId).execute()).toEqual([]);
    expect(await db.selectFrom('donatees').select('donatee_id').where('donatee_id', '=', who.donateeId).execute()).toEqual([]);
    expect(await db.selectFrom('claims').select('id').where('id', '=', claimId).execute()).toEqual([]);
    expect(await db.selectFrom('claim_messages').select('id').where('claim_id', '=', claimId).execute()).toEqual([]);
    expect(await db.selectFrom('media').select('media_id').where('owner_user_id', '=', who.id).execute()).toEqual([]);
    expect(await db.selectFrom('outbox').select('id').where('to', '=', `${who.username}@example.org`).execute()).toEqual([]);
    // The mail to staff that quoted the person's words goes with them.
    const toStaff = await db.selectFrom('outbox').select(['subject', 'body']).execute();
    expect(JSON.stringify(toStaff)).not.toContain('Where is my pair?');
    expect(toStaff.map((row) => row.body).join('\n')).not.toContain(odd);
    expect(JSON.stringify(toStaff)).not.toContain(who.username);
    const kept = await db.selectFrom('donations').select(['donator_id', 'amount_cents']).where('donator_id', 'is', null).execute();
    expect(kept.map((row) => Number(row.amount_cents))).toContain(4000);

    const statsAfter = (await call('GET', '/api/stats/regions/')).json();
    expect(statsAfter.total).toBe(statsBefore.total);
    expect(JSON.stringify(statsAfter)).not.toContain(who.username);
    expect(JSON.stringify(statsAfter)).not.toContain(`"user_id":${who.id},`);
    expect((await call('GET', '/auth/users/me/', bystander)).statusCode).toBe(200);
  });

  it('is not for staff, who are deleted by other staff', async () => {
    const response = await call('DELETE', '/auth/users/me/', staff, { current_password: 'staff-password-for-tests' });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', '/auth/users/me/', staff)).statusCode).toBe(200);
  });
});

describe('staff deleting a user', () => {
  it('erases the same way: the waiting pair returns to stock, the donations stay', async () => {
    const { who, glassesId } = await busyUser('removed');
    const stockBefore = await stockOf(t, glassesId);
    const totalBefore = (await call('GET', '/api/stats/regions/')).json().total;
    expect((await call('DELETE', `/api/users/${who.id}/`, who)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/users/${who.id}/`, staff)).statusCode).toBe(204);
    expect(await stockOf(t, glassesId)).toBe(stockBefore + 1);
    expect((await call('GET', '/api/stats/regions/')).json().total).toBe(totalBefore);
  });
});

describe('GET /auth/users/me/export/', () => {
  it('is refused to visitors', async () => {
    expect((await call('GET', '/auth/users/me/export/')).statusCode).toBe(403);
  });

  it("gives the caller everything of theirs as a JSON attachment, and nothing of anyone else's", async () => {
    const { who, claimId } = await busyUser('exporter');
    const other = await signUpAndLogIn(t.app, 'other');
    const named = await call('PATCH', `/api/donators/${who.donatorId}/`, who, { public_name: 'The Exporters', is_anonymous: true });
    expect(named.statusCode).toBe(200);
    const response = await call('GET', '/auth/users/me/export/', who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="onepair-${who.username}.json"`);
    const data = response.json();
    expect(data.user).toMatchObject({ id: who.id, username: who.username, email: `${who.username}@example.org`, is_staff: false });
    // The names a parcel goes to are theirs too (busyUser's recipient gave them).
    expect(data.user).toMatchObject({ first_name: SHIPPING_NAMES.first_name, last_name: SHIPPING_NAMES.last_name });
    expect(data.account).toMatchObject({ account_id: who.accountId, city: 'Springfield' });
    expect(data.donator.donations).toEqual([
      expect.objectContaining({ amount: 40, refunded_amount: 0, date: GIFT_DATE, region: 2, status: 'confirmed' }),
    ]);
    // How public lists show them, the receipt with the name and address it froze, and monthly gifts.
    expect(data.donator).toMatchObject({ public_name: 'The Exporters', is_anonymous: true, monthly_gifts: [] });
    expect(data.donator.receipts).toEqual([
      expect.objectContaining({
        donation_id: data.donator.donations[0].donation_id,
        amount_cents: 4000,
        donation_date: GIFT_DATE,
        donor_name: expect.any(String),
        voided_at: null,
        replaces_number: null,
      }),
    ]);
    expect(data.donatee).toMatchObject({ donatee_id: who.donateeId, has_applied_for_account: true, monthly_income_cents: 90000 });
    expect(data.claims).toEqual([expect.objectContaining({ id: claimId, status: 'claimed' })]);
    expect(data.support_messages).toEqual([
      expect.objectContaining({ claim_id: claimId, body: 'Where is my pair?', author_role: 'recipient' }),
    ]);
    expect(Array.isArray(data.mail)).toBe(true);
    // A reset mail to them is listed as stored: with "[link]", the outbox never holds the token.
    await call('POST', '/auth/users/reset_password/', undefined, { email: `${who.username}@example.org` });
    const withReset = (await call('GET', '/auth/users/me/export/', who)).json();
    const resetMail = withReset.mail.find((mail: { subject: string }) => mail.subject === 'Reset your OnePair password');
    expect(resetMail.body).toContain('\n[link]\n');
    expect(resetMail.body).not.toContain('/reset-password/');
    const text = response.body;
    expect(text).not.toContain('password');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(who.token);
    expect(text).not.toContain(other.username);
  });
});
