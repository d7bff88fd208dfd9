import { describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedInUser, type TestApp, useTestApp, requestsTo } from '../helpers.js';
import { ADDRESS, SHIPPING_NAMES, newGlasses, recipient, stockOf } from './helpers.js';
import { NOT_UNDOABLE } from '../../src/claims/service.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

const { call } = requestsTo(() => t.app);

/** Claims through the donatee record, as the product's own client does; returns the claim id. */
async function claim(who: SignedInUser, glassesId?: number): Promise<number> {
  const body = glassesId === undefined ? { has_claimed: true } : { has_claimed: true, claimed_glasses: glassesId };
  const response = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, body);
  if (response.statusCode !== 200) throw new Error(`claim failed: ${response.body}`);
  const row = await t.db.kysely
    .selectFrom('claims')
    .select('id')
    .where('donatee_id', '=', who.donateeId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ship = (
  claimId: number,
  who: SignedInUser | undefined = staff,
  body: object = { carrier: 'USPS', tracking_number: '9400 1000 0000' },
) => call('POST', `/api/staff/claims/${claimId}/ship/`, who, body);
const cancel = (claimId: number, who: SignedInUser | undefined = staff, reason = 'Address bounced') =>
  call('POST', `/api/staff/claims/${claimId}/cancel/`, who, { reason });
const assign = (claimId: number, glassesId: number, who: SignedInUser | undefined = staff) =>
  call('POST', `/api/staff/claims/${claimId}/assign/`, who, { glasses: glassesId });
const confirm = (claimId: number, who?: SignedInUser) => call('POST', `/api/claims/${claimId}/confirm-delivery/`, who);

describe('permissions', () => {
  it('staff claim routes refuse a visitor, a donor and the recipient with 403, and allow staff', async () => {
    const owner = await recipient(t.app);
    const donor = await signUpAndLogIn(t.app, 'donor');
    const glassesId = await newGlasses(t, 5);
    const claimId = await claim(owner, glassesId);
    const spare = await newGlasses(t, 5);
    const requests: [string, string, object | undefined][] = [
      ['GET', '/api/staff/claims/', undefined],
      ['GET', '/api/staff/claims/?status=claimed', undefined],
      ['POST', `/api/staff/claims/${claimId}/assign/`, { glasses: spare }],
      ['POST', `/api/staff/claims/${claimId}/ship/`, { carrier: 'UPS', tracking_number: '1Z' }],
      ['POST', `/api/staff/claims/${claimId}/cancel/`, { reason: 'no' }],
    ];
    for (const [method, url, body] of requests) {
      for (const who of [undefined, donor, owner]) {
        const response = await call(method, url, who, body);
        expect(response.statusCode, `${method} ${url} as ${who?.username ?? 'visitor'}`).toBe(403);
      }
    }
    expect(await stockOf(t, glassesId)).toBe(4);
    expect(await stockOf(t, spare)).toBe(5);
    expect((await call('GET', '/api/staff/claims/', staff)).statusCode).toBe(200);
    expect((await ship(claimId)).statusCode).toBe(200);
    expect((await cancel(claimId)).statusCode).toBe(200);
    expect((await call('POST', '/api/staff/claims/999999/ship/', staff, { carrier: 'UPS', tracking_number: '1Z' })).statusCode).toBe(404);
  });

  it('confirm-delivery: only the recipient who claimed; visitors, other users and staff get 403', async () => {
    const owner = await recipient(t.app);
    const other = await recipient(t.app);
    const claimId = await claim(owner, await newGlasses(t, 1));
    expect((await ship(claimId)).statusCode).toBe(200);
    for (const who of [undefined, other, staff]) expect((await confirm(claimId, who)).statusCode).toBe(403);
    const confirmed = await confirm(claimId, owner);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: claimId, status: 'delivered', delivered_at: expect.any(String) });
    expect((await confirm(999999, owner)).statusCode).toBe(404);
  });

  it('tags every staff claim operation staff in OpenAPI', async () => {
    const document = (await call('GET', '/api/docs/json')).json();
    const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
    const staffClaimOperations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/claims/'))
      .flatMap(([, operations]) => Object.values(operations));
    expect(staffClaimOperations).toHaveLength(6);
    for (const operation of staffClaimOperations) expect(operation.tags).toEqual(['staff']);
  });
});

describe('the life of a claim', () => {
  it('the recipient may correct the prescription until the pair ships, then it is final (staff may still correct it)', async () => {
    const owner = await recipient(t.app, 'final_rx');
    const claimId = await claim(owner, await newGlasses(t, 2));
    const change = (who: SignedInUser, sphere: number) =>
      call('PATCH', `/api/donatees/${owner.donateeId}/`, who, { prescription_sphere_right: sphere, household_size: 2 });
    expect((await change(owner, -1.25)).statusCode).toBe(200);
    expect((await ship(claimId)).statusCode).toBe(200);

    const refused = await change(owner, -2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      prescription_sphere_right: ['The application cannot be changed after the pair has shipped.'],
      household_size: ['The application cannot be changed after the pair has shipped.'],
    });
    const stored = await t.db.kysely
      .selectFrom('donatees')
      .select('prescription_sphere_right')
      .where('donatee_id', '=', owner.donateeId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.prescription_sphere_right)).toBe(-1.25);
    expect((await change(staff, -2)).statusCode).toBe(200);
  });

  it('claimed → shipped (with a mail to the recipient) → delivered; has_claimed stays true', async () => {
    const owner = await recipient(t.app);
    expect((await call('GET', '/auth/users/me/', owner)).json().account.donatee.claim).toBeNull();
    const glassesId = await newGlasses(t, 2);
    const claimId = await claim(owner, glassesId);
    expect(await stockOf(t, glassesId)).toBe(1);

    const toShip = (await call('GET', '/api/staff/claims/?status=claimed&limit=200', staff)).json();
    const row = toShip.results.find((r: { id: number }) => r.id === claimId);
    expect(row).toMatchObject({
      id: claimId,
      status: 'claimed',
      donatee: owner.donateeId,
      username: owner.username,
      // The parcel is addressed to the names the recipient gave.
      name: `${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name}`,
      glasses: glassesId,
      glasses_name: expect.any(String),
      shipping_address: { name: `${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name}`, ...ADDRESS },
    });

    const shipped = await ship(claimId, staff, { carrier: 'USPS', tracking_number: 'TRACK-123' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      id: claimId,
      status: 'shipped',
      carrier: 'USPS',
      tracking_number: 'TRACK-123',
      shipped_at: expect.any(String),
    });
    // The claim's confirmation, then the shipping notice.
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('to', '=', `${owner.username}@example.org`)
      .orderBy('id')
      .execute();
    expect(mail.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Your OnePair claim: confirmation number \d+$/),
      'Your glasses have shipped',
    ]);
    expect(mail[1]!.body).toContain('TRACK-123');
    expect(mail[1]!.body).toContain('USPS');
    expect((await ship(claimId)).json()).toEqual({ status: ['Only a claimed claim can do this; this one is shipped.'] });

    const me = (await call('GET', '/auth/users/me/', owner)).json();
    expect(me.account.donatee.claim).toEqual({
      id: claimId,
      glasses: glassesId,
      status: 'shipped',
      carrier: 'USPS',
      tracking_number: 'TRACK-123',
      claimed_at: expect.any(String),
      shipped_at: expect.any(String),
      delivered_at: null,
      cancelled_at: null,
      reason: null,
      confirmation_number: expect.any(Number),
    });
    expect((await confirm(claimId, owner)).statusCode).toBe(200);
    expect((await confirm(claimId, owner)).statusCode).toBe(400);
    expect((await cancel(claimId)).json()).toEqual({ status: ['Only a claimed or shipped claim can do this; this one is delivered.'] });
    expect((await call('GET', `/api/donatees/${owner.donateeId}/`, owner)).json()).toMatchObject({
      has_claimed: true,
      claimed_glasses: glassesId,
    });
    expect(await stockOf(t, glassesId)).toBe(1);
  });

  it('keeps the confirmation number drawn when the claim was made, and sends it in every claim', async () => {
    const owner = await recipient(t.app);
    const claimId = await claim(owner, await newGlasses(t, 1));
    const stored = await t.db.kysely.selectFrom('claims').select('confirmation_number').where('id', '=', claimId).executeTakeFirstOrThrow();
    const number = stored.confirmation_number;
    expect(Number.isInteger(number) && number >= 0 && number <= 999_999).toBe(true);

    expect((await call('GET', '/auth/users/me/', owner)).json().account.donatee.claim.confirmation_number).toBe(number);
    expect((await call('GET', `/api/donatees/${owner.donateeId}/`, owner)).json().claim.confirmation_number).toBe(number);
    const row = (await call('GET', '/api/staff/claims/?status=claimed&limit=200', staff))
      .json()
      .results.find((r: { id: number }) => r.id === claimId);
    expect(row.confirmation_number).toBe(number);
    expect((await ship(claimId)).json().confirmation_number).toBe(number);
    expect((await confirm(claimId, owner)).json().confirmation_number).toBe(number);
  });

  it("draws each claim's confirmation number at random", async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => recipient(t.app)));
    const numbers = new Set<number>();
    for (const owner of owners) {
      await claim(owner);
      numbers.add((await call('GET', '/auth/users/me/', owner)).json().account.donatee.claim.confirmation_number);
    }
    // Four draws from a million are all equal with a chance of 1 in 10^18.
    expect(numbers.size).toBeGreaterThan(1);
  });

  it('refuses a ship body without its fields, naming them, and changes nothing', async () => {
    const owner = await recipient(t.app);
    const claimId = await claim(owner, await newGlasses(t, 1));
    const missing = await ship(claimId, staff, { carrier: 'USPS' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['tracking_number']);
    const blank = await ship(claimId, staff, { carrier: '  ', tracking_number: '1' });
    expect(blank.json()).toEqual({ carrier: ['Name the carrier.'] });
    const noReason = await call('POST', `/api/staff/claims/${claimId}/cancel/`, staff, {});
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json())).toEqual(['reason']);
    // No database stores a NUL character: a 400 naming the field, not a 500 from PostgreSQL.
    const nulShip = await ship(claimId, staff, { carrier: 'US\u0000PS', tracking_number: '1\u0000' });
    expect(nulShip.statusCode).toBe(400);
    expect(Object.keys(nulShip.json()).sort()).toEqual(['carrier', 'tracking_number']);
    const nulReason = await call('POST', `/api/staff/claims/${claimId}/cancel/`, staff, { reason: 'Lost\u0000' });
    expect(nulReason.statusCode).toBe(400);
    expect(nulReason.json()).toEqual({ reason: ['Null characters are not allowed.'] });
    const row = await t.db.kysely.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'claimed', carrier: null, tracking_number: null });
  });

  it('cancel returns the unit to stock and lets the recipient claim again', async () => {
    const owner = await recipient(t.app);
    const glassesId = await newGlasses(t, 1);
    const claimId = await claim(owner, glassesId);
    expect(await stockOf(t, glassesId)).toBe(0);
    const cancelled = await cancel(claimId, staff, 'Wrong size');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Wrong size', cancelled_at: expect.any(String) });
    expect(await stockOf(t, glassesId)).toBe(1);
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('to', '=', `${owner.username}@example.org`)
      .where('subject', 'not like', 'Your OnePair claim:%')
      .execute();
    expect(mail.map((message) => message.subject)).toEqual(['Your glasses claim was cancelled']);
    expect(mail[0]!.body).toContain('Reason: Wrong size');
    expect((await call('GET', `/api/donatees/${owner.donateeId}/`, owner)).json()).toMatchObject({
      has_claimed: false,
      claimed_glasses: null,
      claim: { id: claimId, status: 'cancelled', reason: 'Wrong size' },
    });

    const again = await claim(owner, glassesId);
    expect((await call('GET', `/api/donatees/${owner.donateeId}/`, owner)).json().claim).toMatchObject({ id: again, status: 'claimed' });
    expect(again).not.toBe(claimId);
    expect(await stockOf(t, glassesId)).toBe(0);
    expect((await ship(again)).statusCode).toBe(200);
    expect((await cancel(again)).statusCode).toBe(200);
    expect(await stockOf(t, glassesId)).toBe(1);
  });

  it('a claim that names no item takes no stock until staff assign a frame, and cannot ship before', async () => {
    const owner = await recipient(t.app);
    const empty = await newGlasses(t, 0);
    const glassesId = await newGlasses(t, 1);
    const claimId = await claim(owner);
    expect(await stockOf(t, glassesId)).toBe(1);
    expect((await ship(claimId)).json()).toEqual({ glasses: ['Assign a frame before shipping this claim.'] });
    expect((await assign(claimId, empty)).json()).toEqual({ glasses: ['This item is out of stock.'] });
    expect((await assign(claimId, 999999)).json()).toEqual({ glasses: ['Invalid pk "999999" - object does not exist.'] });

    const assigned = await assign(claimId, glassesId);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ glasses: glassesId, status: 'claimed' });
    expect(await stockOf(t, glassesId)).toBe(0);
    expect((await assign(claimId, glassesId)).json()).toEqual({ glasses: ['This claim already has a frame.'] });
    expect((await call('GET', `/api/donatees/${owner.donateeId}/`, owner)).json()).toMatchObject({
      has_claimed: true,
      claimed_glasses: glassesId,
    });
    expect((await ship(claimId)).statusCode).toBe(200);
  });

  it('cancelling a claim with no frame returns nothing to stock', async () => {
    const owner = await recipient(t.app);
    const glassesId = await newGlasses(t, 3);
    const claimId = await claim(owner);
    expect((await cancel(claimId)).statusCode).toBe(200);
    expect(await stockOf(t, glassesId)).toBe(3);
  });

  it('staff undo through has_claimed: false cancels the claim and returns the unit', async () => {
    const owner = await recipient(t.app);
    const glassesId = await newGlasses(t, 1);
    const claimId = await claim(owner, glassesId);
    expect((await ship(claimId)).statusCode).toBe(200);
    const undo = await call('PATCH', `/api/donatees/${owner.donateeId}/`, staff, { has_claimed: false });
    expect(undo.statusCode).toBe(200);
    expect(await stockOf(t, glassesId)).toBe(1);
    const row = await t.db.kysely.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled' });
  });

  it('staff cannot undo a delivered claim: its unit stays out of stock', async () => {
    const owner = await recipient(t.app);
    const glassesId = await newGlasses(t, 1);
    const claimId = await claim(owner, glassesId);
    expect((await ship(claimId)).statusCode).toBe(200);
    expect((await confirm(claimId, owner)).statusCode).toBe(200);
    const undo = await call('PATCH', `/api/donatees/${owner.donateeId}/`, staff, { has_claimed: false });
    expect(undo.statusCode).toBe(400);
    expect(undo.json()).toEqual({ has_claimed: [NOT_UNDOABLE] });
    expect(await stockOf(t, glassesId)).toBe(0);
    const row = await t.db.kysely.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'delivered' });
    // The recipient is still refused with 403, as before.
    expect((await call('PATCH', `/api/donatees/${owner.donateeId}/`, owner, { has_claimed: false })).statusCode).toBe(403);
  });
});

describe("the claim a recipient's profile shows", () => {
  it('is the claim not cancelled, even with a newer cancelled one, else the newest cancelled one', async () => {
    const owner = await recipient(t.app, 'profileclaim');
    const insertClaim = async (status: 'delivered' | 'cancelled', confirmationNumber: number) =>
      (
        await t.db.kysely
          .insertInto('claims')
          .values({
            donatee_id: owner.donateeId,
            glasses_id: null,
            status,
            carrier: null,
            tracking_number: null,
            claimed_at: '2026-01-01T00:00:00.000Z',
            shipped_at: null,
            delivered_at: null,
            cancelled_at: status === 'cancelled' ? '2026-01-02T00:00:00.000Z' : null,
            reason: null,
            confirmation_number: confirmationNumber,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const shown = async () => (await call('GET', '/auth/users/me/', owner)).json().account.donatee.claim;

    const firstCancelled = await insertClaim('cancelled', 1);
    expect(await shown()).toMatchObject({ id: firstCancelled, status: 'cancelled' });
    const secondCancelled = await insertClaim('cancelled', 2);
    expect(await shown()).toMatchObject({ id: secondCancelled, status: 'cancelled' });
    // Written straight into the table: the product never leaves a claim older than a cancelled one active.
    const delivered = await insertClaim('delivered', 3);
    await insertClaim('cancelled', 4);
    expect(await shown()).toMatchObject({ id: delivered, status: 'delivered' });
    expect((await call('GET', `/api/donatees/${owner.donateeId}/`, owner)).json().claim).toMatchObject({ id: delivered });
  });
});

describe('concurrency', () => {
  it('ship and cancel of one claim at once: exactly one wins and stock matches the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await recipient(t.app);
      const glassesId = await newGlasses(t, 1);
      const claimId = await claim(owner, glassesId);
      const [shipped, cancelled] = await Promise.all([ship(claimId), cancel(claimId)]);
      const row = await t.db.kysely.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
      const stock = await stockOf(t, glassesId);
      if (shipped.statusCode === 200 && cancelled.statusCode === 200) {
        // Shipping won first and the cancel then took the shipped pair back: both legal steps.
        expect(row.status).toBe('cancelled');
        expect(stock).toBe(1);
      } else {
        expect([shipped.statusCode, cancelled.statusCode].sort()).toEqual([200, 400]);
        expect(row.status).toBe(shipped.statusCode === 200 ? 'shipped' : 'cancelled');
        expect(stock).toBe(shipped.statusCode === 200 ? 0 : 1);
      }
    }
  });

  it('two cancels of one claim at once return the unit once', async () => {
    const owner = await recipient(t.app);
    const glassesId = await newGlasses(t, 1);
    const claimId = await claim(owner, glassesId);
    const responses = await Promise.all(Array.from({ length: 4 }, () => cancel(claimId)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(t, glassesId)).toBe(1);
  });

  it('claims of the last unit by several recipients at once: one winner, stock 0, one claim row', async () => {
    const glassesId = await newGlasses(t, 1);
    const who = await Promise.all([recipient(t.app), recipient(t.app), recipient(t.app)]);
    const responses = await Promise.all(
      who.map((w) => call('PATCH', `/api/donatees/${w.donateeId}/`, w, { has_claimed: true, claimed_glasses: glassesId })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json())).toEqual([
      { claimed_glasses: ['This item is out of stock.'] },
      { claimed_glasses: ['This item is out of stock.'] },
    ]);
    expect(await stockOf(t, glassesId)).toBe(0);
    expect(await t.db.kysely.selectFrom('claims').select('id').where('glasses_id', '=', glassesId).execute()).toHaveLength(1);
  });
});

describe('concurrency of assigning frames', () => {
  it('two assigns of the last unit to two claims at once: exactly one wins, stock 0, never below', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = [await claim(await recipient(t.app)), await claim(await recipient(t.app))];
      const glassesId = await newGlasses(t, 1);
      const responses = await Promise.all([assign(first, glassesId), assign(second, glassesId)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(responses.find((r) => r.statusCode === 400)!.json()).toEqual({ glasses: ['This item is out of stock.'] });
      expect(await stockOf(t, glassesId)).toBe(0);
      const rows = await t.db.kysely.selectFrom('claims').select(['id', 'glasses_id']).where('id', 'in', [first, second]).execute();
      expect(rows.filter((row) => row.glasses_id === glassesId)).toHaveLength(1);
      expect(rows.filter((row) => row.glasses_id === null)).toHaveLength(1);
    }
  });

  it('two frames assigned to one claim at once: one wins and the loser keeps its unit', async () => {
    const claimId = await claim(await recipient(t.app));
    const [a, b] = [await newGlasses(t, 1), await newGlasses(t, 1)];
    const responses = await Promise.all([assign(claimId, a), assign(claimId, b)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = responses[0]!.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    const row = await t.db.kysely.selectFrom('claims').select('glasses_id').where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(row.glasses_id).toBe(winner);
    expect(await stockOf(t, winner)).toBe(0);
    expect(await stockOf(t, loser)).toBe(1);
  });
});

describe('the staff list', () => {
  it('is oldest first, a page at a time, filtered by status; a bad cursor is a 400 naming it', async () => {
    const owners = [await recipient(t.app), await recipient(t.app), await recipient(t.app)];
    const ids: number[] = [];
    for (const owner of owners) ids.push(await claim(owner, await newGlasses(t, 1)));
    expect((await ship(ids[1]!)).statusCode).toBe(200);

    const seen: number[] = [];
    let next: string | null = null;
    do {
      const page = await call('GET', `/api/staff/claims/?status=claimed&limit=1${next ? `&after=${next}` : ''}`, staff);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.results.length).toBeLessThanOrEqual(1);
      seen.push(...body.results.map((r: { id: number; status: string }) => (expect(r.status).toBe('claimed'), r.id)));
      next = body.next;
    } while (next);
    expect(seen.filter((id) => ids.includes(id))).toEqual([ids[0], ids[2]]);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const shipped = (await call('GET', '/api/staff/claims/?status=shipped&limit=200', staff)).json();
    expect(shipped.results.map((r: { id: number }) => r.id)).toContain(ids[1]);
    const bad = await call('GET', '/api/staff/claims/?after=nonsense', staff);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['after']);
    // An id beyond PostgreSQL's integer columns is refused, not passed to the query.
    const huge = Buffer.from('["2020-01-01", 1099511627776]').toString('base64url');
    const tooBig = await call('GET', `/api/staff/claims/?after=${huge}`, staff);
    expect(tooBig.statusCode).toBe(400);
    expect(Object.keys(tooBig.json())).toEqual(['after']);
    const badStatus = await call('GET', '/api/staff/claims/?status=lost', staff);
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json())).toEqual(['status']);
  });
});
