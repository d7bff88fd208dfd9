/**
 * The audit log: every staff write leaves one entry in the change's transaction (and none when
 * the change fails), the staff list reads it newest first with filters and pages, and nothing
 * changes or removes an entry.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ERASED, AUDIT_MESSAGES } from '@onepair/contract';
import { requestsTo, rowCount, signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';
import { recordAudit } from '../../src/audit/service.js';
import { recordMovement } from '../../src/stock/service.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture), { config: { applicationReview: 'manual' } });

const { call } = requestsTo(() => t.app);

async function entriesFor(targetType: string, targetId: number | string) {
  const response = await call('GET', `/api/staff/audit/?target_type=${targetType}&target_id=${targetId}`, staff);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { action: string; actor: number; actor_username: string; before: any; after: any; at: string }[];
}

const auditCount = () => rowCount(t, 'audit_log');

async function approvedWithClaim(withItem: boolean) {
  const who = await recipient(t.app, 'audited');
  expect((await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, { decision: 'approve' })).statusCode).toBe(200);
  const glassesId = await newGlasses(t, 3);
  const claimed = await call(
    'PATCH',
    `/api/donatees/${who.donateeId}/`,
    who,
    withItem ? { has_claimed: true, claimed_glasses: glassesId } : { has_claimed: true },
  );
  expect(claimed.statusCode, claimed.body).toBe(200);
  return { who, glassesId, claimId: claimed.json().claim.id as number };
}

describe('staff writes are audited', () => {
  it('records a decision with the application before and after, naming the staff user', async () => {
    const who = await recipient(t.app, 'decided');
    const decided = await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, {
      decision: 'reject',
      message: 'Income above the guideline',
    });
    expect(decided.statusCode).toBe(200);
    const [entry, ...rest] = await entriesFor('application', who.donateeId);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'application.decide',
      actor: staff.id,
      actor_username: 'admin',
      before: { status: 'submitted', decision_message: null },
      after: { status: 'rejected', decision_message: 'Income above the guideline' },
    });
  });

  it('records shipping, cancelling and assigning a frame', async () => {
    const { claimId } = await approvedWithClaim(true);
    expect((await call('POST', `/api/staff/claims/${claimId}/ship/`, staff, { carrier: 'UPS', tracking_number: '1Z9' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/staff/claims/${claimId}/cancel/`, staff, { reason: 'Lost in the post' })).statusCode).toBe(200);
    const entries = await entriesFor('claim', claimId);
    expect(entries.map((entry) => entry.action)).toEqual(['claim.cancel', 'claim.ship']);
    expect(entries[1]).toMatchObject({
      before: { status: 'claimed', carrier: null },
      after: { status: 'shipped', carrier: 'UPS', tracking_number: '1Z9' },
    });
    expect(entries[0]).toMatchObject({ before: { status: 'shipped' }, after: { status: 'cancelled', reason: 'Lost in the post' } });

    const frameless = await approvedWithClaim(false);
    const frame = await newGlasses(t, 2);
    expect((await call('POST', `/api/staff/claims/${frameless.claimId}/assign/`, staff, { glasses: frame })).statusCode).toBe(200);
    expect(await entriesFor('claim', frameless.claimId)).toMatchObject([
      { action: 'claim.assign', before: { glasses: null }, after: { glasses: frame } },
    ]);
  });

  it('records a stock change, and nothing when the change is refused', async () => {
    const glassesId = await newGlasses(t, 1);
    expect((await call('POST', `/api/staff/glasses/${glassesId}/stock/`, staff, { change: 20, reason: 'Delivery' })).statusCode).toBe(201);
    const before = await auditCount();
    expect((await call('POST', `/api/staff/glasses/${glassesId}/stock/`, staff, { change: -50, reason: 'Count' })).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    expect(await entriesFor('glasses', glassesId)).toMatchObject([
      { action: 'stock.received', before: { inventory: 1 }, after: { inventory: 21, change: 20, reason: 'Delivery' } },
    ]);
  });

  it('rolls an entry back with the change it belongs to', async () => {
    const glassesId = await newGlasses(t, 1);
    const before = await auditCount();
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          { id: staff.id, username: staff.username },
          { action: 'stock.adjusted', targetType: 'glasses', targetId: glassesId },
        );
        // Below zero: the change fails, and the entry written before it must go with it.
        await recordMovement(trx, { glassesId, change: -5, kind: 'adjusted', reason: 'Count', byUserId: staff.id });
      }),
    ).rejects.toThrow();
    expect(await auditCount()).toBe(before);
    expect(await entriesFor('glasses', glassesId)).toEqual([]);
  });

  it("records a staff answer in a claim's support conversation, not the recipient's message", async () => {
    const { who, claimId } = await approvedWithClaim(true);
    expect((await call('POST', `/api/claims/${claimId}/messages/`, who, { body: 'Where is it?' })).statusCode).toBe(201);
    const answer = await call('POST', `/api/claims/${claimId}/messages/`, staff, { body: 'On its way.' });
    expect(answer.statusCode).toBe(201);
    const all = (await call('GET', '/api/staff/audit/?action=support.reply', staff)).json().results;
    expect(all.filter((entry: any) => entry.after.claim === claimId)).toMatchObject([
      { target_type: 'claim_message', target_id: String(answer.json().id), after: { body: 'On its way.' } },
    ]);
  });

  it("records staff changes through the generic endpoints, and not a user's changes to their own records", async () => {
    const who = await signUpAndLogIn(t.app, 'generic');
    expect((await call('PATCH', `/api/accounts/${who.accountId}/`, who, { city: 'Own change' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${who.id}/`, who, { email: 'own@example.org' })).statusCode).toBe(200);
    expect(await entriesFor('account', who.accountId)).toEqual([]);
    expect(await entriesFor('user', who.id)).toEqual([]);

    expect((await call('PATCH', `/api/accounts/${who.accountId}/`, staff, { city: 'Staff change' })).statusCode).toBe(200);
    expect(await entriesFor('account', who.accountId)).toMatchObject([
      { action: 'account.change', before: { city: 'Own change' }, after: { city: 'Staff change' } },
    ]);
    expect((await call('PATCH', `/api/users/${who.id}/`, staff, { email: 'staff@example.org' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/donatees/${who.donateeId}/`, staff, { household_size: 3 })).statusCode).toBe(200);
    expect(await entriesFor('application', who.donateeId)).toMatchObject([
      { action: 'application.change', before: { household_size: null }, after: { household_size: 3 } },
    ]);
    expect((await call('DELETE', `/api/users/${who.id}/`, staff)).statusCode).toBe(204);
    const userEntries = await entriesFor('user', who.id);
    expect(userEntries.map((entry) => entry.action)).toEqual(['user.delete', 'user.change']);
    // Erasure kept the entries and replaced the erased user's personal data in them.
    expect(userEntries[1]).toMatchObject({ before: { email: AUDIT_ERASED }, after: { email: AUDIT_ERASED } });
    expect(userEntries[0]).toMatchObject({ actor_username: staff.username, before: { username: AUDIT_ERASED }, after: null });
    expect(JSON.stringify(userEntries)).not.toContain('password');

    const created = await call('POST', '/api/users/', staff, { username: 'made_by_staff', email: 'made@example.org', is_staff: false });
    expect(created.statusCode, created.body).toBe(201);
    expect(await entriesFor('user', created.json().id)).toMatchObject([
      { action: 'user.create', before: null, after: { username: 'made_by_staff' } },
    ]);
  });
});

describe('a donation staff record on behalf of a donor', () => {
  it('is audited; a donor giving as themselves is not', async () => {
    const donor = await signUpAndLogIn(t.app, 'cheque');
    const own = await call('POST', '/api/donation/', donor, { amount: 5, region: 1, donator: donor.donatorId });
    expect(own.statusCode).toBe(201);
    expect(await entriesFor('donation', own.json().donation_id)).toEqual([]);
    const onBehalf = await call('POST', '/api/donation/', staff, { amount: 40, region: 2, donator: donor.donatorId, date: '2024-05-02' });
    expect(onBehalf.statusCode, onBehalf.body).toBe(201);
    expect(await entriesFor('donation', onBehalf.json().donation_id)).toMatchObject([
      { action: 'donation.create', before: null, after: { amount: 40, region: 2, donator: donor.id } },
    ]);
  });
});

describe('GET /api/staff/audit/', () => {
  it('filters by actor, action, target and days, newest first, a page at a time', async () => {
    const other = await signUpAndLogIn(t.app, 'pager');
    for (const city of ['A', 'B', 'C']) {
      expect((await call('PATCH', `/api/accounts/${other.accountId}/`, staff, { city })).statusCode).toBe(200);
    }
    const base = `/api/staff/audit/?target_type=account&target_id=${other.accountId}`;
    const first = (await call('GET', `${base}&limit=2`, staff)).json();
    expect(first.results.map((entry: any) => entry.after.city)).toEqual(['C', 'B']);
    expect(first.next).toEqual(expect.any(String));
    const second = (await call('GET', `${base}&limit=2&after=${first.next}`, staff)).json();
    expect(second.results.map((entry: any) => entry.after.city)).toEqual(['A']);
    expect(second.next).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await call('GET', `${base}&from=${today}&to=${today}&actor=${staff.id}&actor_username=ADMIN&action=account.change`, staff)).json()
        .results,
    ).toHaveLength(3);
    expect((await call('GET', `${base}&to=2000-01-01`, staff)).json().results).toEqual([]);
    expect((await call('GET', `${base}&actor=${other.id}`, staff)).json().results).toEqual([]);
  });

  it('answers a 400 naming the field for a bad cursor, day or range', async () => {
    const badCursor = await call('GET', '/api/staff/audit/?after=nonsense', staff);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toHaveProperty('after');
    expect((await call('GET', '/api/staff/audit/?from=2024-13-45', staff)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/audit/?target_type=spaceship', staff)).statusCode).toBe(400);
    const backwards = await call('GET', '/api/staff/audit/?from=2024-05-02&to=2024-05-01', staff);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ to: [AUDIT_MESSAGES.fromAfterTo] });
  });

  it('has no way to change or remove an entry: the log only grows', async () => {
    const glassesId = await newGlasses(t, 1);
    expect((await call('POST', `/api/staff/glasses/${glassesId}/stock/`, staff, { change: 1, reason: 'One more' })).statusCode).toBe(201);
    const [entry] = await entriesFor('glasses', glassesId);
    const before = await auditCount();
    const id = (await call('GET', `/api/staff/audit/?target_type=glasses&target_id=${glassesId}`, staff)).json().results[0].id;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const url of ['/api/staff/audit/', `/api/staff/audit/${id}/`]) {
        const response = await call(method, url, staff, method === 'DELETE' ? undefined : { action: 'forged' });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await entriesFor('glasses', glassesId)).toEqual([entry]);
  });
});
