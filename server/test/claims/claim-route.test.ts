/**
 * POST /api/claims/ {glasses_id}: the signed-in recipient claims one pair for themselves. Manual
 * review, so that an application can wait for staff or be refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, requestsTo, type SignedInUser, type TestApp } from '../helpers.js';
import { ADDRESS, SHIPPING_NAMES, newGlasses, recipient, stockOf } from './helpers.js';
import { ALREADY_CLAIMED, NOT_APPLIED, NOT_APPROVED, OUT_OF_STOCK, takeClaim } from '../../src/claims/service.js';

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);
const claim = (who: SignedInUser | undefined, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/claims/', headers: who?.auth ?? {}, payload: body as object });

async function decide(who: SignedInUser, decision: 'approve' | 'reject'): Promise<void> {
  const decided = await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, { decision, message: 'Decided' });
  expect(decided.statusCode, decided.body).toBe(200);
}

/** A recipient with a shipping address whose application staff approved. */
async function approved(prefix = 'approved'): Promise<SignedInUser> {
  const who = await recipient(t.app, prefix);
  await decide(who, 'approve');
  return who;
}

const claimRows = (donateeId: number) => t.db.kysely.selectFrom('claims').selectAll().where('donatee_id', '=', donateeId).execute();
const donatee = async (who: SignedInUser) => (await call('GET', '/auth/users/me/', who)).json().account.donatee;

describe('POST /api/claims/', () => {
  it('claims the pair for the caller: 201 with the claim, one unit taken, the profile and the catalogue show it', async () => {
    const who = await approved();
    const glassesId = await newGlasses(t, 3);
    expect((await call('GET', '/api/glasses/')).json().find((g: { glasses_id: number }) => g.glasses_id === glassesId).inventory).toBe(3);

    const response = await claim(who, { glasses_id: glassesId });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      glasses: glassesId,
      status: 'claimed',
      carrier: null,
      tracking_number: null,
      claimed_at: expect.any(String),
      shipped_at: null,
      delivered_at: null,
      cancelled_at: null,
      reason: null,
      confirmation_number: expect.any(Number),
    });
    expect(await stockOf(t, glassesId)).toBe(2);
    const me = await donatee(who);
    expect(me).toMatchObject({ has_claimed: true, claimed_glasses: glassesId, claimed_at: body.claimed_at });
    expect(me.claim).toEqual(body);
    // The ledger names the recipient as taking the unit; the catalogue's copy is dropped at once.
    const movements = await t.db.kysely.selectFrom('stock_movements').selectAll().where('glasses_id', '=', glassesId).execute();
    expect(movements.filter((m) => m.kind === 'claimed').map((m) => [m.change, m.by_user_id])).toEqual([[-1, who.id]]);
    expect((await call('GET', '/api/glasses/')).json().find((g: { glasses_id: number }) => g.glasses_id === glassesId).inventory).toBe(2);
    // Staff see it in the list to ship.
    const toShip = (await call('GET', '/api/staff/claims/?status=claimed&limit=200', staff)).json();
    expect(toShip.results.map((row: { id: number }) => row.id)).toContain(body.id);
  });

  it("mails the recipient the confirmation number, the frame and where it goes, in the claim's transaction", async () => {
    const who = await approved('mailed');
    const glassesId = await newGlasses(t, 1);
    const frame = await t.db.kysely.selectFrom('glasses').select('name').where('glasses_id', '=', glassesId).executeTakeFirstOrThrow();
    const response = await claim(who, { glasses_id: glassesId });
    expect(response.statusCode, response.body).toBe(201);
    const { confirmation_number: number } = response.json();
    const mail = await t.db.kysely.selectFrom('outbox').selectAll().where('user_id', '=', who.id).execute();
    const confirmation = mail.find((row) => row.subject === `Your OnePair claim: confirmation number ${number}`);
    expect(confirmation).toBeDefined();
    expect(confirmation!.to).toBe(`${who.username}@example.org`);
    expect(confirmation!.body).toContain(`Hello ${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name},`);
    expect(confirmation!.body).toContain(`You chose ${frame.name}`);
    expect(confirmation!.body).toContain(`Your confirmation number is ${number}.`);
    expect(confirmation!.body).toContain(ADDRESS.address);

    // A refused claim mails nothing.
    const before = (await t.db.kysely.selectFrom('outbox').select('id').execute()).length;
    expect((await claim(who, { glasses_id: glassesId })).statusCode).toBe(400);
    expect((await t.db.kysely.selectFrom('outbox').select('id').execute()).length).toBe(before);
  });

  it('refuses a visitor and a bad token with 403, and changes nothing', async () => {
    const glassesId = await newGlasses(t, 1);
    expect((await claim(undefined, { glasses_id: glassesId })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/claims/',
      headers: { authorization: `Token ${'0'.repeat(40)}` },
      payload: { glasses_id: glassesId },
    });
    expect(bad.statusCode).toBe(403);
    expect(await stockOf(t, glassesId)).toBe(1);
  });

  it('refuses a donor and staff who never applied, and applications not approved, naming no field of the body', async () => {
    const glassesId = await newGlasses(t, 5);
    const donor = await signUpAndLogIn(t.app, 'donor');
    for (const who of [donor, staff]) {
      const response = await claim(who, { glasses_id: glassesId });
      expect(response.statusCode, who.username).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [NOT_APPLIED] });
    }
    const waiting = await recipient(t.app, 'waiting');
    const waits = await claim(waiting, { glasses_id: glassesId });
    expect(waits.statusCode).toBe(400);
    expect(waits.json()).toEqual({ non_field_errors: [NOT_APPROVED] });
    const rejected = await recipient(t.app, 'rejected');
    await decide(rejected, 'reject');
    expect((await claim(rejected, { glasses_id: glassesId })).json()).toEqual({ non_field_errors: [NOT_APPROVED] });

    expect(await stockOf(t, glassesId)).toBe(5);
    for (const who of [donor, waiting, rejected]) {
      expect(await claimRows(who.donateeId)).toEqual([]);
      expect(await donatee(who)).toMatchObject({ has_claimed: false, claim: null });
    }
  });

  it('one pair per person: a second claim is refused, through this route or the donatee record', async () => {
    const who = await approved();
    const [first, second] = [await newGlasses(t, 2), await newGlasses(t, 2)];
    expect((await claim(who, { glasses_id: first })).statusCode).toBe(201);
    const again = await claim(who, { glasses_id: second });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [ALREADY_CLAIMED] });
    const patch = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: second });
    expect(patch.json()).toEqual({ has_claimed: [ALREADY_CLAIMED] });
    expect([await stockOf(t, first), await stockOf(t, second)]).toEqual([1, 2]);
    expect(await claimRows(who.donateeId)).toHaveLength(1);
  });

  it('a cancelled claim lets the recipient claim again', async () => {
    const who = await approved();
    const glassesId = await newGlasses(t, 1);
    const first = (await claim(who, { glasses_id: glassesId })).json();
    expect((await call('POST', `/api/staff/claims/${first.id}/cancel/`, staff, { reason: 'Wrong size' })).statusCode).toBe(200);
    const again = await claim(who, { glasses_id: glassesId });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.id);
    expect(await stockOf(t, glassesId)).toBe(0);
  });

  it('names glasses_id for an item out of stock, unknown or retired, and takes nothing', async () => {
    const who = await approved();
    const empty = await newGlasses(t, 0);
    const out = await claim(who, { glasses_id: empty });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toEqual({ glasses_id: [OUT_OF_STOCK] });
    expect((await claim(who, { glasses_id: 999_999 })).json()).toEqual({ glasses_id: ['Invalid pk "999999" - object does not exist.'] });
    const retired = await newGlasses(t, 4);
    await t.db.kysely.updateTable('glasses').set({ retired_at: '2026-01-01T00:00:00.000Z' }).where('glasses_id', '=', retired).execute();
    const refused = await claim(who, { glasses_id: retired });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['glasses_id']);
    expect(await stockOf(t, retired)).toBe(4);
    expect(await claimRows(who.donateeId)).toEqual([]);
    expect(await stockOf(t, empty)).toBe(0);
  });

  it('asks for a complete shipping address, naming each missing account field', async () => {
    const who = await approved();
    await t.db.kysely.updateTable('accounts').set({ state: '', zip_code: ' ' }).where('account_id', '=', who.accountId).execute();
    const glassesId = await newGlasses(t, 1);
    const response = await claim(who, { glasses_id: glassesId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Add your shipping address before claiming a pair (missing: state, zip_code).'],
      state: ['A pair needs this to reach you.'],
      zip_code: ['A pair needs this to reach you.'],
    });
    expect(await stockOf(t, glassesId)).toBe(1);
  });

  it("asks for the recipient's names, which the parcel goes to, with the address when both are missing", async () => {
    const who = await approved('unnamed');
    await t.db.kysely.updateTable('users').set({ first_name: ' ', last_name: '' }).where('id', '=', who.id).execute();
    const glassesId = await newGlasses(t, 1);
    const response = await claim(who, { glasses_id: glassesId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Add your name for shipping before claiming a pair (missing: first_name, last_name).'],
      first_name: ['A pair needs this to reach you.'],
      last_name: ['A pair needs this to reach you.'],
    });
    await t.db.kysely.updateTable('accounts').set({ city: '' }).where('account_id', '=', who.accountId).execute();
    expect((await claim(who, { glasses_id: glassesId })).json().non_field_errors).toEqual([
      'Add your name and shipping address before claiming a pair (missing: first_name, last_name, city).',
    ]);
    expect(await stockOf(t, glassesId)).toBe(1);
    expect(await claimRows(who.donateeId)).toEqual([]);

    // Given, the claim goes through and staff's shipping queue addresses the parcel to them.
    await call('PATCH', `/api/accounts/${who.accountId}/`, who, { user: who.id, city: 'Springfield' });
    const named = await call('PATCH', `/api/users/${who.id}/`, who, { first_name: 'Inés', last_name: 'Okafor' });
    expect(named.statusCode, named.body).toBe(200);
    const claimed = await claim(who, { glasses_id: glassesId });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const row = (await call('GET', `/api/staff/claims/?status=claimed&limit=200`, staff))
      .json()
      .results.find((item: { id: number }) => item.id === claimed.json().id);
    expect(row.shipping_address.name).toBe('Inés Okafor');
  });

  it("lets the spec's client claim without names through the donatee record: it has no such fields", async () => {
    const who = await approved('specclient');
    await t.db.kysely.updateTable('users').set({ first_name: '', last_name: '' }).where('id', '=', who.id).execute();
    const glassesId = await newGlasses(t, 1);
    const response = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId });
    expect(response.statusCode, response.body).toBe(200);
    expect((await claimRows(who.donateeId)).map((row) => row.status)).toEqual(['claimed']);
  });

  it("claims only for the caller: another user's donatee in the body is refused, and nobody's record changes", async () => {
    const who = await approved();
    const other = await approved('other');
    const glassesId = await newGlasses(t, 2);
    for (const body of [
      { glasses_id: glassesId, donatee: other.donateeId },
      { glasses_id: glassesId, donatee_id: other.donateeId },
      { glasses_id: glassesId, user: other.id },
    ]) {
      const response = await claim(who, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(body)).not.toContain('glasses_id');
    }
    expect(await stockOf(t, glassesId)).toBe(2);
    expect(await claimRows(who.donateeId)).toEqual([]);
    expect(await claimRows(other.donateeId)).toEqual([]);
    // A claim made by the other recipient is theirs alone.
    expect((await claim(other, { glasses_id: glassesId })).statusCode).toBe(201);
    expect(await donatee(who)).toMatchObject({ has_claimed: false, claim: null });
  });

  it('refuses invalid and huge input with a 400 naming glasses_id, never a 500', async () => {
    const who = await approved();
    const glassesId = await newGlasses(t, 1);
    for (const glasses_id of [
      0,
      -1,
      1.5,
      2_147_483_648,
      1e300,
      '1e400',
      'one',
      'x'.repeat(100_000),
      null,
      true,
      [glassesId],
      { id: glassesId },
    ]) {
      const response = await claim(who, { glasses_id });
      expect(response.statusCode, String(glasses_id).slice(0, 20)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['glasses_id']);
    }
    // Text holding a number is read as DRF reads it (docs/api.md, Compatibility), so "1" is not in that list.
    const missing = await claim(who, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['glasses_id']);
    for (const payload of ['[1]', '"1"', '{', 'null']) {
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/claims/',
        headers: { ...who.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(raw.statusCode, payload).toBe(400);
    }
    expect(await stockOf(t, glassesId)).toBe(1);
    expect(await claimRows(who.donateeId)).toEqual([]);
  });

  it('is documented in OpenAPI, tagged claims, with the claim as its 201', async () => {
    const operation = (await call('GET', '/api/docs/json')).json().paths['/api/claims/'].post;
    expect(operation.tags).toEqual(['claims']);
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '403', '404']);
    expect(Object.keys(operation.responses['201'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['id', 'glasses', 'status', 'confirmation_number']),
    );
  });
});

describe('concurrency', () => {
  it('one recipient claiming several times at once: one claim, one unit taken', async () => {
    for (let round = 0; round < 3; round++) {
      const who = await approved('twice');
      const items = [await newGlasses(t, 1), await newGlasses(t, 1), await newGlasses(t, 1), await newGlasses(t, 1)];
      const responses = await Promise.all(items.map((glassesId) => claim(who, { glasses_id: glassesId })));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
      for (const refused of responses.filter((r) => r.statusCode === 400)) {
        expect(refused.json()).toEqual({ non_field_errors: [ALREADY_CLAIMED] });
      }
      const stocks = await Promise.all(items.map((glassesId) => stockOf(t, glassesId)));
      expect([...stocks].sort()).toEqual([0, 1, 1, 1]);
      const rows = await claimRows(who.donateeId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.glasses_id).toBe(items[stocks.indexOf(0)]);
      expect(await donatee(who)).toMatchObject({ has_claimed: true, claimed_glasses: rows[0]!.glasses_id });
    }
  });

  it('one recipient claiming through this route and the donatee record at once: one claim', async () => {
    const who = await approved('both');
    const [a, b] = [await newGlasses(t, 1), await newGlasses(t, 1)];
    const [posted, patched] = await Promise.all([
      claim(who, { glasses_id: a }),
      call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: b }),
    ]);
    expect([posted.statusCode === 201, patched.statusCode === 200].filter(Boolean), `${posted.body} ${patched.body}`).toHaveLength(1);
    // The loser is told in its own request's words.
    if (posted.statusCode !== 201) expect(posted.json()).toEqual({ non_field_errors: [ALREADY_CLAIMED] });
    else expect(patched.json()).toEqual({ has_claimed: [ALREADY_CLAIMED] });
    expect(await claimRows(who.donateeId)).toHaveLength(1);
    expect((await stockOf(t, a)) + (await stockOf(t, b))).toBe(1);
  });

  it('several recipients claiming the last unit at once: one winner, stock 0', async () => {
    const glassesId = await newGlasses(t, 1);
    const who = [await approved('last'), await approved('last'), await approved('last')];
    const responses = await Promise.all(who.map((w) => claim(w, { glasses_id: glassesId })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) expect(refused.json()).toEqual({ glasses_id: [OUT_OF_STOCK] });
    expect(await stockOf(t, glassesId)).toBe(0);
    expect(await t.db.kysely.selectFrom('claims').select('id').where('glasses_id', '=', glassesId).execute()).toHaveLength(1);
  });

  it('the claim is guarded by the status it read: an application no longer approved when it is written keeps nothing', async () => {
    const who = await approved('guard');
    const glassesId = await newGlasses(t, 1);
    // Staff rejected it after the claim read "approved": the write must not stand.
    await t.db.kysely.updateTable('donatees').set({ application_status: 'rejected' }).where('donatee_id', '=', who.donateeId).execute();
    const stale = { donateeId: who.donateeId, userId: who.id, hasApplied: true, hasClaimed: false, applicationStatus: 'approved' as const };
    const fields = { claim: 'non_field_errors', glasses: 'glasses_id', requiresNames: true };
    await expect(t.db.kysely.transaction().execute((trx) => takeClaim(trx, stale, glassesId, fields))).rejects.toMatchObject({
      statusCode: 400,
      body: { non_field_errors: [NOT_APPROVED] },
    });
    expect(await stockOf(t, glassesId)).toBe(1);
    expect(await claimRows(who.donateeId)).toEqual([]);
  });
});
