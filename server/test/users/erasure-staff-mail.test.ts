/**
 * Erasing a recipient also removes their words from mail to staff: the support messages that
 * mail quoted, sent or still queued, are in neither the outbox table nor the staff outbox list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eraseOwnAccount, logInAdmin, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';

let withSupportAddress: TestApp;
let toStaffUsers: TestApp;
beforeAll(async () => {
  withSupportAddress = await createTestApp({ config: { supportEmail: 'help@onepair.example' } });
  toStaffUsers = await createTestApp();
});
afterAll(async () => {
  await withSupportAddress.close();
  await toStaffUsers.close();
});

const post = (t: TestApp, claimId: number, who: SignedInUser, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/messages/`, headers: who.auth, payload: { body } });

async function claimant(t: TestApp): Promise<{ who: SignedInUser; claimId: number }> {
  const who = await recipient(t.app);
  const glassesId = await newGlasses(t, 3);
  const claimed = await t.app.inject({
    method: 'PATCH',
    url: `/api/donatees/${who.donateeId}/`,
    headers: who.auth,
    payload: { has_claimed: true, claimed_glasses: glassesId },
  });
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.body}`);
  return { who, claimId: (claimed.json().claim as { id: number }).id };
}

/** Every outbox row as text, and every message the staff list shows (all pages). */
async function everywhereStaffRead(t: TestApp, staff: SignedInUser): Promise<{ table: string; list: string }> {
  const rows = await t.db.kysely.selectFrom('outbox').selectAll().execute();
  const listed = [];
  let after: string | null = null;
  do {
    const url: string = `/api/staff/outbox/?limit=200${after ? `&after=${after}` : ''}`;
    const page = (await t.app.inject({ method: 'GET', url, headers: staff.auth })).json();
    listed.push(...page.results);
    after = page.next;
  } while (after);
  return { table: JSON.stringify(rows), list: JSON.stringify(listed) };
}

describe.each([
  ['to SUPPORT_EMAIL', () => withSupportAddress],
  ['to every staff user', () => toStaffUsers],
])('erasing a recipient whose support messages were mailed %s', (_name, app) => {
  it('leaves none of their words or their name in the outbox or the staff outbox list', async () => {
    const t = app();
    const staff = await logInAdmin(t.app);
    const { who, claimId } = await claimant(t);
    const words = ['My glasses broke on the bus', 'My diabetic eye exam is on Friday'];
    expect((await post(t, claimId, who, words[0]!)).statusCode).toBe(201);
    // The first mail went out; staff answer; the next message queues another one, still pending.
    await t.db.kysely
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString() })
      .where('body', 'like', `%${words[0]}%`)
      .execute();
    expect((await post(t, claimId, staff, 'We will send a new pair.')).statusCode).toBe(201);
    expect((await post(t, claimId, who, words[1]!)).statusCode).toBe(201);
    // A bystander's conversation is kept.
    const other = await claimant(t);
    expect((await post(t, other.claimId, other.who, 'Someone else asks')).statusCode).toBe(201);

    const before = await everywhereStaffRead(t, staff);
    for (const text of [...words, who.username]) {
      expect(before.table).toContain(text);
      expect(before.list).toContain(text);
    }

    await eraseOwnAccount(t.app, who);

    const after = await everywhereStaffRead(t, staff);
    for (const text of [...words, who.username]) {
      expect(after.table).not.toContain(text);
      expect(after.list).not.toContain(text);
    }
    expect(after.list).toContain('Someone else asks');
  });
});

describe('staff erasing a recipient', () => {
  it('removes the mail that quotes them too', async () => {
    const t = withSupportAddress;
    const staff = await logInAdmin(t.app);
    const { who, claimId } = await claimant(t);
    await post(t, claimId, who, 'Please call my social worker');
    const erased = await t.app.inject({ method: 'DELETE', url: `/api/users/${who.id}/`, headers: staff.auth });
    expect(erased.statusCode).toBe(204);
    const after = await everywhereStaffRead(t, staff);
    expect(after.table).not.toContain('Please call my social worker');
    expect(after.list).not.toContain('Please call my social worker');
  });
});

describe('an account made with the support address', () => {
  it('takes none of the mail to that address with it when it is erased', async () => {
    const t = withSupportAddress;
    const { who, claimId } = await claimant(t);
    expect((await post(t, claimId, who, 'Where is my pair?')).statusCode).toBe(201);
    const toSupport = () => t.db.kysely.selectFrom('outbox').select('id').where('to', '=', 'help@onepair.example').execute();
    const before = await toSupport();
    expect(before.length).toBeGreaterThan(0);

    const squatter = await t.app.inject({
      method: 'POST',
      url: '/auth/users/',
      payload: { username: 'support_squatter', email: 'help@onepair.example', password: 'violet harbour engine 4' },
    });
    expect(squatter.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      payload: { username: 'support_squatter', password: 'violet harbour engine 4' },
    });
    const auth = { authorization: `Token ${login.json().auth_token as string}` };
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/auth/users/me/',
      headers: auth,
      payload: { current_password: 'violet harbour engine 4' },
    });
    expect(erased.statusCode).toBe(204);
    expect(await toSupport()).toEqual(before);
  });
});
