/**
 * Gifts staff record from outside the site (a cheque, cash, a bank transfer…): confirmed at once,
 * counted everywhere, receipted and mailed, audited; corrected or voided later. A donor named by an
 * address no account has gets a record without a password, which its owner takes up through the
 * mailed link and then finds the gift on their account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, MESSAGES } from '@onepair/contract';
import { requestsTo, signUpDonor, useTestApp, type SignedInUser, type TestApp, logIn } from '../helpers.js';
import { OutboxSender } from '../../src/outbox/sender.js';
import { startSmtp, textOf, type TestSmtp } from '../outbox/smtp.js';
import { EMAIL_TAKEN } from '../../src/users/rules.js';
import { UNUSABLE_PASSWORD } from '../../src/auth/passwords.js';

let t: TestApp;
let staff: SignedInUser;
let smtp: TestSmtp;

useTestApp((fixture) => ({ t, staff } = fixture));
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const { call, ok } = requestsTo(() => t.app);
const GIFTS = '/api/staff/donations/';
const giftUrl = (id: number) => `${GIFTS}${id}/`;

const regionTotal = async (regionId: number) => {
  const row = await t.db.kysely.selectFrom('region_totals').selectAll().where('region_id', '=', regionId).executeTakeFirst();
  return { cents: Number(row?.total_cents ?? 0), count: Number(row?.donation_count ?? 0) };
};
const donorTotal = async (donatorId: number) =>
  Number(
    (await t.db.kysely.selectFrom('donators').select('total_cents').where('donator_id', '=', donatorId).executeTakeFirstOrThrow())
      .total_cents,
  );
const receiptsOf = (donationId: number) =>
  t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).orderBy('number').execute();
const mailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body', 'user_id', 'link_kind']).where('to', '=', address).orderBy('id').execute();
const lastAudit = (donationId: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'actor_username', 'before', 'after'])
    .where('target_type', '=', 'donation')
    .where('target_id', '=', String(donationId))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const count = async (table: 'donations' | 'users' | 'receipts' | 'outbox') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('staff record a gift', () => {
  it('records a back-dated cheque for a donor: confirmed, counted, receipted, mailed and audited; the donor sees it', async () => {
    const donor = await signUpDonor(t, 'cheque');
    const before = await regionTotal(3);
    const gift = await ok('POST', GIFTS, staff, {
      donor: donor.id,
      amount: 125.5,
      date: '2025-12-30',
      region: 3,
      method: 'check',
      reference: ' Cheque 10442 ',
      note: 'Arrived by post',
    });
    expect(gift).toMatchObject({
      amount: 125.5,
      date: '2025-12-30',
      region: 3,
      status: 'confirmed',
      method: 'check',
      reference: 'Cheque 10442',
      note: 'Arrived by post',
      donor: { id: donor.id, donator_id: donor.donatorId, username: donor.username },
      donor_without_login: false,
      receipt: { voided_at: null },
    });
    expect(await regionTotal(3)).toEqual({ cents: before.cents + 12550, count: before.count + 1 });
    expect(await donorTotal(donor.donatorId)).toBe(12550);
    const [receipt] = await receiptsOf(gift.donation_id);
    expect(Number(receipt!.number)).toBe(gift.receipt.number);
    expect(Number(receipt!.amount_cents)).toBe(12550);
    expect(receipt!.donation_date).toBe('2025-12-30');
    const mails = await mailTo(`${donor.username}@example.org`);
    expect(mails.map((mail) => mail.user_id)).toEqual([donor.id]);
    expect(mails[0]!.body).toContain('$125.50');

    const audit = await lastAudit(gift.donation_id);
    expect(audit).toMatchObject({ action: 'donation.create', actor_username: 'admin' });
    expect(JSON.parse(String(audit.after))).toMatchObject({ amount: 125.5, method: 'check', reference: 'Cheque 10442', donator: donor.id });

    // The donor finds it with its receipt, and the ledger shows how it came.
    const own = await ok('GET', '/api/donations/receipts/', donor);
    expect(own.receipts.map((each: { donation_id: number }) => each.donation_id)).toContain(gift.donation_id);
    const pdf = await call('GET', `/api/donations/${gift.donation_id}/receipt.pdf`, donor);
    expect(pdf.statusCode).toBe(200);
    const ledger = await ok('GET', `${GIFTS}?donor=${donor.id}`, staff);
    expect(ledger.results[0]).toMatchObject({ donation_id: gift.donation_id, method: 'check', reference: 'Cheque 10442' });
    expect(await ok('GET', giftUrl(gift.donation_id), staff)).toEqual(gift);
  });

  it('links a name and address to the account that holds the address, in any case', async () => {
    const donor = await signUpDonor(t, 'byaddress');
    const users = await count('users');
    const gift = await ok('POST', GIFTS, staff, {
      donor_name: 'Someone at the fair',
      donor_email: ` ${donor.username.toUpperCase()}@EXAMPLE.ORG `,
      amount: 20,
      method: 'cash',
    });
    expect(gift.donor.id).toBe(donor.id);
    expect(gift.date).toBe(new Date().toISOString().slice(0, 10));
    expect(await count('users')).toBe(users);
  });

  it('makes a record without a password for a new address; its owner chooses one through the mailed link and finds the gift', async () => {
    const address = 'grace@cheques.example';
    const gift = await ok('POST', GIFTS, staff, {
      donor_name: 'Grace Hopper',
      donor_email: address,
      amount: 300,
      method: 'daf',
      reference: 'Fund grant 77',
    });
    expect(gift.donor).toMatchObject({ name: 'Grace Hopper', email: address });
    expect(gift.donor.username).toMatch(/^donor-[0-9a-f]{10}$/);
    expect(gift.donor_without_login).toBe(true);
    const user = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', gift.donor.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toBe(UNUSABLE_PASSWORD);
    const made = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_username'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(made).toEqual([{ action: 'user.create', actor_username: 'admin' }]);
    const mails = await mailTo(address);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.link_kind).sort()).toEqual([null, 'welcome']);

    // Signing up again with the address is refused as for any account; the link is the way in.
    const again = await call('POST', '/auth/users/', undefined, {
      username: 'grace_again',
      email: address,
      password: 'correct horse battery',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [EMAIL_TAKEN] });

    const sender = new OutboxSender({
      db: t.db,
      transport: smtp.url,
      from: 'no-reply@onepair.test',
      linkBase: 'http://localhost',
      maxAttempts: 1,
      intervalMs: 1000,
    });
    await sender.runOnce();
    await sender.stop();
    const welcome = smtp.received
      .filter((mail) => mail.to.includes(address))
      .map(textOf)
      .find((text) => text.includes('/reset-password/'));
    expect(welcome).toContain('Thank you for your gift');
    expect(welcome).toContain(`Your username is ${gift.donor.username}.`);
    const [, uid, token] = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec(welcome!)!;
    const set = await call('POST', '/auth/users/reset_password_confirm/', undefined, {
      uid,
      token,
      new_password: 'amber lantern quietly 7',
    });
    expect(set.statusCode).toBe(204);
    const grace = await logIn(t.app, gift.donor.username, 'amber lantern quietly 7');
    const own = await ok('GET', '/api/donations/receipts/', grace);
    expect(own.receipts).toEqual([expect.objectContaining({ donation_id: gift.donation_id, amount: 300 })]);
    expect((await ok('GET', giftUrl(gift.donation_id), staff)).donor_without_login).toBe(false);
  });

  it('names every bad field in one 400 and stores nothing', async () => {
    const [donations, users, outbox] = [await count('donations'), await count('users'), await count('outbox')];
    const cases: [object, string[]][] = [
      [{ amount: 10, method: 'cash' }, ['donor']],
      [{ donor: staff.id, donor_name: 'X', donor_email: 'x@example.org', amount: 10, method: 'cash' }, ['donor']],
      [
        { donor_name: '', donor_email: 'not an address', amount: 0, method: 'cash', date: '2999-01-01', region: 99 },
        ['amount', 'date', 'donor_email', 'donor_name', 'region'],
      ],
      [{ donor: 2_000_000_000, amount: 10, method: 'cash' }, ['donor']],
      [{ donor: staff.id, amount: 10, method: 'card' }, ['method']],
      [{ donor: staff.id, amount: 10.001, method: 'cash', date: '2025-02-30' }, ['amount', 'date']],
      [{ donor: staff.id, amount: 10, method: 'cash', note: 'n'.repeat(1001) }, ['note']],
      [{ donor: staff.id, amount: 10, method: 'cash', reference: 'a\u0000b' }, ['reference']],
      [{ donor: staff.id, amount: 'ten', method: 'cash' }, ['amount']],
      [{ donor: staff.id, amount: 10, method: 'cash', surprise: 1 }, []],
    ];
    for (const [body, fields] of cases) {
      const response = await call('POST', GIFTS, staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json()).sort(), JSON.stringify(body)).toEqual(expect.arrayContaining(fields));
    }
    const huge = await call('POST', GIFTS, staff, { donor: staff.id, amount: 10, method: 'cash', note: 'x'.repeat(2_000_000) });
    expect([400, 413]).toContain(huge.statusCode);
    expect([await count('donations'), await count('users'), await count('outbox')]).toEqual([donations, users, outbox]);
  });

  it('makes one record for an address however many entries name it at once', async () => {
    const address = 'flood@cheques.example';
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', GIFTS, staff, { donor_name: 'Flood', donor_email: address, amount: 1, method: 'cash' }),
      ),
    );
    for (const reply of replies) expect([201, 400], reply.body).toContain(reply.statusCode);
    const stored = replies.filter((reply) => reply.statusCode === 201);
    expect(stored.length).toBeGreaterThan(0);
    for (const reply of replies.filter((each) => each.statusCode === 400))
      expect(reply.json()).toEqual({ donor_email: [GIFT_MESSAGES.addressTaken] });
    const holders = await t.db.kysely.selectFrom('users').select('id').where('email', '=', address).execute();
    expect(holders).toHaveLength(1);
    expect(new Set(stored.map((reply) => reply.json().donor.id))).toEqual(new Set([holders[0]!.id]));
  });
});

describe('staff correct or void a gift they recorded', () => {
  let donor: SignedInUser;
  beforeAll(async () => {
    donor = await signUpDonor(t, 'corrected');
  });
  const record = (fields: object = {}) =>
    ok('POST', GIFTS, staff, {
      donor: donor.id,
      amount: 50,
      date: '2026-01-15',
      region: 2,
      method: 'check',
      reference: 'No. 1',
      ...fields,
    });

  it('moves a corrected amount, date and region in every total and replaces the receipt', async () => {
    const gift = await record();
    const [oldRegion, newRegion, total] = [await regionTotal(2), await regionTotal(4), await donorTotal(donor.donatorId)];
    const corrected = await ok('PATCH', giftUrl(gift.donation_id), staff, { amount: 55, region: 4, date: '2026-01-16' });
    expect(corrected).toMatchObject({ amount: 55, region: 4, date: '2026-01-16', status: 'confirmed', reference: 'No. 1' });
    expect(await regionTotal(2)).toEqual({ cents: oldRegion.cents - 5000, count: oldRegion.count - 1 });
    expect(await regionTotal(4)).toEqual({ cents: newRegion.cents + 5500, count: newRegion.count + 1 });
    expect(await donorTotal(donor.donatorId)).toBe(total + 500);
    const months = await t.db.kysely.selectFrom('monthly_region_totals').selectAll().where('month', '=', '2026-01').execute();
    expect(months.find((row) => row.region_id === 4)).toBeDefined();
    const [first, second] = await receiptsOf(gift.donation_id);
    expect(first!.void_reason).toBe(`Corrected: replaced by receipt No. ${Number(second!.number)}`);
    expect(Number(second!.amount_cents)).toBe(5500);
    expect(second!.donation_date).toBe('2026-01-16');
    expect(corrected.receipt).toEqual({ number: Number(second!.number), voided_at: null });
    const audit = await lastAudit(gift.donation_id);
    expect(audit.action).toBe('donation.correct');
    expect(JSON.parse(String(audit.before))).toMatchObject({ amount: 50, region: 2 });
    expect(JSON.parse(String(audit.after))).toMatchObject({ amount: 55, region: 4 });
  });

  it('keeps the receipt when only the reference, note or method change', async () => {
    const gift = await record();
    const corrected = await ok('PATCH', giftUrl(gift.donation_id), staff, { reference: 'No. 2', note: 'Typo', method: 'bank_transfer' });
    expect(corrected).toMatchObject({ reference: 'No. 2', note: 'Typo', method: 'bank_transfer', receipt: gift.receipt });
    expect(await receiptsOf(gift.donation_id)).toHaveLength(1);
    // The log says the note changed, not what it says: it outlives an erasure.
    const audit = await lastAudit(gift.donation_id);
    expect(JSON.parse(String(audit.after))).toMatchObject({ reference: 'No. 2', method: 'bank_transfer', note_changed: true });
    expect(`${audit.before}${audit.after}`).not.toContain('Typo');
  });

  it('voids a gift: out of every total, its receipt void with the reason; then nothing more changes it', async () => {
    const gift = await record({ amount: 40 });
    const [region, total] = [await regionTotal(2), await donorTotal(donor.donatorId)];
    const voided = await ok('POST', `${giftUrl(gift.donation_id)}void/`, staff, { reason: 'Cheque bounced' });
    expect(voided).toMatchObject({ status: 'voided', receipt: { number: gift.receipt.number } });
    expect(voided.receipt.voided_at).not.toBeNull();
    expect(await regionTotal(2)).toEqual({ cents: region.cents - 4000, count: region.count - 1 });
    expect(await donorTotal(donor.donatorId)).toBe(total - 4000);
    const [receipt] = await receiptsOf(gift.donation_id);
    expect(receipt!.void_reason).toBe('Void: Cheque bounced');
    expect((await lastAudit(gift.donation_id)).action).toBe('donation.void');
    const totals = await ok('GET', `${GIFTS}totals/?donor=${donor.id}`, staff);
    expect(totals.by_status.voided).toEqual({ count: 1, total: 40 });

    for (const [method, url, body] of [
      ['POST', `${giftUrl(gift.donation_id)}void/`, { reason: 'Again' }],
      ['PATCH', giftUrl(gift.donation_id), { amount: 1 }],
    ] as const) {
      const response = await call(method, url, staff, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: GIFT_MESSAGES.notConfirmed });
    }
  });

  it('refuses a gift paid on the site, an unknown id, an empty correction and a blank reason; others get 403', async () => {
    const own = await ok('POST', '/api/donation/', donor, { amount: 5, donator: donor.donatorId });
    for (const [method, url, body] of [
      ['PATCH', giftUrl(own.donation_id), { amount: 6 }],
      ['POST', `${giftUrl(own.donation_id)}void/`, { reason: 'No' }],
    ] as const) {
      const response = await call(method, url, staff, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: GIFT_MESSAGES.notStaffRecorded });
    }
    expect((await call('PATCH', giftUrl(2_000_000_000), staff, { amount: 6 })).statusCode).toBe(404);
    expect((await call('GET', giftUrl(2_000_000_000), staff)).statusCode).toBe(404);
    const gift = await record();
    expect((await call('PATCH', giftUrl(gift.donation_id), staff, {})).json()).toEqual({
      non_field_errors: [GIFT_MESSAGES.nothingToCorrect],
    });
    const blank = await call('POST', `${giftUrl(gift.donation_id)}void/`, staff, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: [GIFT_MESSAGES.blankReason] });
    const bad = await call('PATCH', giftUrl(gift.donation_id), staff, { amount: -1, date: 'tomorrow' });
    expect(Object.keys(bad.json()).sort()).toEqual(['amount', 'date']);
    // The donor cannot change their own gift, nor read it here.
    for (const [method, url, body] of [
      ['GET', giftUrl(gift.donation_id), undefined],
      ['PATCH', giftUrl(gift.donation_id), { amount: 1 }],
      ['POST', `${giftUrl(gift.donation_id)}void/`, { reason: 'x' }],
      ['POST', GIFTS, { donor: donor.id, amount: 1, method: 'cash' }],
    ] as const) {
      const response = await call(method, url, donor, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.permissionDenied });
    }
    expect((await ok('GET', giftUrl(gift.donation_id), staff)).amount).toBe(50);
  });

  it('answers a retry with the same Idempotency-Key as the first time and records one gift', async () => {
    const body = { donor: donor.id, amount: 64, method: 'check', reference: 'No. 64' };
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: GIFTS, headers: { ...staff.auth, 'idempotency-key': `gift-${donor.id}-64` }, payload });
    const [before, receipts] = [await count('donations'), await count('receipts')];
    const first = await send(body);
    const again = await send(body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect([await count('donations'), await count('receipts')]).toEqual([before + 1, receipts + 1]);
    const other = await send({ ...body, amount: 65 });
    expect(other.statusCode).toBe(422);
  });

  it('moves gifts between two regions in opposite directions at once without a failure', async () => {
    const one = await record({ region: 2 });
    const two = await record({ region: 5 });
    const [regionTwo, regionFive] = [await regionTotal(2), await regionTotal(5)];
    const moves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? call('PATCH', giftUrl(one.donation_id), staff, { region: i % 4 === 0 ? 5 : 2 })
          : call('PATCH', giftUrl(two.donation_id), staff, { region: i % 4 === 1 ? 2 : 5 }),
      ),
    );
    for (const move of moves) expect(move.statusCode, move.body).toBe(200);
    const regions = [(await ok('GET', giftUrl(one.donation_id), staff)).region, (await ok('GET', giftUrl(two.donation_id), staff)).region];
    const inTwo = regions.filter((region) => region === 2).length;
    // Each region holds exactly the gifts now in it.
    expect((await regionTotal(2)).count - regionTwo.count).toBe(inTwo - 1);
    expect((await regionTotal(5)).count - regionFive.count).toBe(2 - inTwo - 1);
  });
});
