/**
 * "Contact Support" on a claim: who may read and write the conversation, the mail each message
 * causes, and how the staff list and dashboard show conversations that wait for an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';

const SUPPORT_EMAIL = 'help@onepair.example';

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: SUPPORT_EMAIL } });
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const call = (method: string, url: string, who?: SignedInUser, payload?: object, app: TestApp = t) =>
  app.app.inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const messagesOf = (claimId: number) => `/api/claims/${claimId}/messages/`;
const post = (claimId: number, who: SignedInUser | undefined, body: unknown, app: TestApp = t) =>
  call('POST', messagesOf(claimId), who, { body } as object, app);

/** A recipient with a claim on a fresh frame; returns the claim's id and confirmation number. */
async function claimant(app: TestApp = t): Promise<{ who: SignedInUser; claimId: number; number: number }> {
  const who = await recipient(app.app);
  const glassesId = await newGlasses(app, 3);
  const claimed = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId }, app);
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.body}`);
  const claim = claimed.json().claim as { id: number; confirmation_number: number };
  return { who, claimId: claim.id, number: claim.confirmation_number };
}

async function mailTo(app: TestApp, to: string) {
  return app.db.kysely.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id').execute();
}

async function staffRow(claimId: number) {
  const page = (await call('GET', '/api/staff/claims/?limit=200', staff)).json();
  return page.results.find((row: { id: number }) => row.id === claimId);
}

describe('the conversation', () => {
  it('the recipient writes, staff read it, and the support address gets one mail naming the claim', async () => {
    const { who, claimId, number } = await claimant();
    expect((await call('GET', messagesOf(claimId), who)).json()).toEqual([]);

    const sent = await post(claimId, who, '  Where is my pair?  ');
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toEqual({
      id: expect.any(Number),
      claim: claimId,
      author: 'recipient',
      author_name: who.username,
      body: 'Where is my pair?',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    expect((await call('GET', messagesOf(claimId), staff)).json()).toEqual([message]);
    const mail = await mailTo(t, SUPPORT_EMAIL);
    const about = mail.filter((m) => m.body.includes(`claim ${claimId} `));
    expect(about).toHaveLength(1);
    expect(about[0]!.subject).toContain(String(number));
    expect(about[0]!.body).toContain(`confirmation number ${number}`);
    expect(about[0]!.body).toContain('Where is my pair?');
    expect(about[0]!.body).toContain('/staff/claims');
    // No staff user is mailed when the charity names a support address.
    expect(await t.db.kysely.selectFrom('outbox').select('id').where('body', 'like', `%claim ${claimId} %`).execute()).toHaveLength(1);
  });

  it('staff answer, the recipient gets a mail pointing to the account page, and reads both messages oldest first', async () => {
    const { who, claimId, number } = await claimant();
    const question = (await post(claimId, who, 'Can I change the colour?')).json();
    const answered = await post(claimId, staff, 'Yes, tell us which one.');
    expect(answered.statusCode).toBe(201);
    const answer = answered.json();
    expect(answer).toMatchObject({ claim: claimId, author: 'staff', author_name: staff.username, body: 'Yes, tell us which one.' });
    expect(answer.id).toBeGreaterThan(question.id);

    // The answer's mail (beside the claim's own confirmation).
    const mail = (await mailTo(t, `${who.username}@example.org`)).filter((row) => !row.subject.startsWith('Your OnePair claim:'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Yes, tell us which one.');
    expect(mail[0]!.body).toContain(`confirmation number ${number}`);
    expect(mail[0]!.body).toContain('account page');
    expect((await call('GET', messagesOf(claimId), who)).json()).toEqual([question, answer]);
  });

  it('sends no mail to a recipient without an e-mail address, and still stores the answer', async () => {
    const { who, claimId } = await claimant();
    await t.db.kysely.updateTable('users').set({ email: '' }).where('id', '=', who.id).execute();
    const before = await t.db.kysely.selectFrom('outbox').select('id').execute();
    expect((await post(claimId, staff, 'We shipped it today.')).statusCode).toBe(201);
    expect(await t.db.kysely.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
    expect((await call('GET', messagesOf(claimId), who)).json()).toHaveLength(1);
  });

  it('a cancelled claim still carries messages', async () => {
    const { who, claimId } = await claimant();
    expect((await call('POST', `/api/staff/claims/${claimId}/cancel/`, staff, { reason: 'Out of this frame' })).statusCode).toBe(200);
    expect((await post(claimId, who, 'Why was my claim cancelled?')).statusCode).toBe(201);
    expect((await post(claimId, staff, 'The frame broke in the warehouse.')).statusCode).toBe(201);
    expect((await call('GET', messagesOf(claimId), who)).json()).toHaveLength(2);
  });

  it('keeps a message whose staff author was deleted, under a general name', async () => {
    const { who, claimId } = await claimant();
    const helper = await signUpAndLogIn(t.app, 'helper');
    await t.db.kysely.updateTable('users').set({ is_staff: 1 }).where('id', '=', helper.id).execute();
    expect((await post(claimId, helper, 'Hello from support.')).statusCode).toBe(201);
    expect((await call('DELETE', `/api/users/${helper.id}/`, staff)).statusCode).toBe(204);
    expect((await call('GET', messagesOf(claimId), who)).json()).toEqual([
      expect.objectContaining({ author: 'staff', author_name: 'OnePair staff', body: 'Hello from support.' }),
    ]);
  });
});

describe('who may', () => {
  it('another recipient, a donor and a visitor get 403 on reading and writing, and nothing is stored', async () => {
    const { who, claimId } = await claimant();
    expect((await post(claimId, who, 'First question')).statusCode).toBe(201);
    const other = await recipient(t.app, 'other');
    const donor = await signUpAndLogIn(t.app, 'donor');
    for (const caller of [other, donor, undefined]) {
      const label = caller?.username ?? 'visitor';
      const read = await call('GET', messagesOf(claimId), caller);
      expect(read.statusCode, label).toBe(403);
      expect(read.json(), label).toEqual({
        detail: caller ? 'You do not have permission to perform this action.' : 'Authentication credentials were not provided.',
      });
      expect((await post(claimId, caller, 'Let me in')).statusCode, label).toBe(403);
    }
    expect((await call('GET', messagesOf(claimId), who)).json()).toHaveLength(1);
  });

  it('an id that is not a number is a 400 naming it', async () => {
    const response = await call('GET', '/api/claims/abc/messages/', staff);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['id']);
  });

  it('an unknown claim is a 404 for staff and for a signed-in user', async () => {
    const { who } = await claimant();
    for (const caller of [staff, who]) {
      expect((await call('GET', messagesOf(999_999), caller)).json()).toEqual({ detail: 'Not found.' });
      expect((await post(999_999, caller, 'Hello?')).statusCode).toBe(404);
    }
  });

  it('refuses a blank, missing, too long or non-text body, naming the field, and stores nothing', async () => {
    const { who, claimId } = await claimant();
    for (const body of ['', '   \n ']) {
      const response = await post(claimId, who, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ body: ['This field may not be blank.'] });
    }
    const long = await post(claimId, who, 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ body: [`Ensure this field has no more than ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`] });
    const missing = await call('POST', messagesOf(claimId), who, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['body']);
    const notText = await post(claimId, who, { text: 'hi' });
    expect(notText.statusCode).toBe(400);
    expect(Object.keys(notText.json())).toEqual(['body']);
    // No database stores a NUL character: a 400 naming the field, not a 500 from PostgreSQL.
    const nul = await post(claimId, who, 'Where is\u0000 it?');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ body: ['Null characters are not allowed.'] });
    expect((await post(claimId, who, 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    expect((await call('GET', messagesOf(claimId), who)).json()).toHaveLength(1);
  });
});

describe('the staff view', () => {
  it('support_waiting flips with who wrote last; support_messages counts; the summary counts waiting claims', async () => {
    const summary = async () => (await call('GET', '/api/staff/summary/', staff)).json().support_waiting as number;
    const { who, claimId } = await claimant();
    const start = await summary();
    expect(await staffRow(claimId)).toMatchObject({ support_waiting: false, support_messages: 0 });

    await post(claimId, who, 'Hello?');
    expect(await staffRow(claimId)).toMatchObject({ support_waiting: true, support_messages: 1 });
    expect(await summary()).toBe(start + 1);

    await post(claimId, who, 'Anyone there?');
    expect(await staffRow(claimId)).toMatchObject({ support_waiting: true, support_messages: 2 });
    expect(await summary()).toBe(start + 1);

    await post(claimId, staff, 'Yes, here.');
    expect(await staffRow(claimId)).toMatchObject({ support_waiting: false, support_messages: 3 });
    expect(await summary()).toBe(start);
  });

  it('?support=waiting lists only waiting claims, oldest first, and its pages join up', async () => {
    const waiting: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { who, claimId } = await claimant();
      await post(claimId, who, `Question ${i}`);
      waiting.push(claimId);
    }
    const answered = await claimant();
    await post(answered.claimId, answered.who, 'Question');
    await post(answered.claimId, staff, 'Answer');
    const silent = await claimant();

    const seen: number[] = [];
    let next: string | null = null;
    do {
      const page = await call('GET', `/api/staff/claims/?support=waiting&limit=1${next ? `&after=${next}` : ''}`, staff);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.results.length).toBeLessThanOrEqual(1);
      for (const row of body.results) expect(row.support_waiting).toBe(true);
      seen.push(...body.results.map((row: { id: number }) => row.id));
      next = body.next;
    } while (next);
    expect(seen.filter((id) => waiting.includes(id))).toEqual(waiting);
    expect(seen).not.toContain(answered.claimId);
    expect(seen).not.toContain(silent.claimId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await call('GET', '/api/staff/summary/', staff)).json().support_waiting);

    const combined = (await call('GET', '/api/staff/claims/?support=waiting&status=shipped', staff)).json();
    expect(combined.results.every((row: { status: string }) => row.status === 'shipped')).toBe(true);
    const bad = await call('GET', '/api/staff/claims/?support=maybe', staff);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['support']);
  });

  it('the summary still counts claims to ship as claims not yet shipped', async () => {
    const count = async () => (await call('GET', '/api/staff/summary/', staff)).json().claims_to_ship as number;
    const { claimId } = await claimant();
    const before = await count();
    expect((await call('POST', `/api/staff/claims/${claimId}/ship/`, staff, { carrier: 'USPS', tracking_number: 'T-1' })).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(before - 1);
  });

  it('documents both routes under the claims tag', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(Object.keys(paths['/api/claims/{id}/messages/'] ?? {}).sort()).toEqual(['get', 'post']);
    for (const operation of Object.values(paths['/api/claims/{id}/messages/']!)) expect(operation.tags).toEqual(['claims']);
  });
});

describe('without SUPPORT_EMAIL', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('mails every active staff user who has an address, and nobody else', async () => {
    const admin = await logInAdmin(bare.app);
    await bare.db.kysely.updateTable('users').set({ email: 'admin@onepair.example' }).where('id', '=', admin.id).execute();
    const second = await signUpAndLogIn(bare.app, 'staff2');
    const inactive = await signUpAndLogIn(bare.app, 'gone');
    const noAddress = await signUpAndLogIn(bare.app, 'noaddress');
    await bare.db.kysely.updateTable('users').set({ is_staff: 1 }).where('id', 'in', [second.id, inactive.id, noAddress.id]).execute();
    await bare.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive.id).execute();
    await bare.db.kysely.updateTable('users').set({ email: '' }).where('id', '=', noAddress.id).execute();

    const { who, claimId } = await claimant(bare);
    expect((await post(claimId, who, 'Help, please', bare)).statusCode).toBe(201);
    const mail = await bare.db.kysely.selectFrom('outbox').select('to').where('body', 'like', '%Help, please%').orderBy('to').execute();
    expect(mail.map((m) => m.to)).toEqual(['admin@onepair.example', `${second.username}@example.org`].sort());
  });
});
