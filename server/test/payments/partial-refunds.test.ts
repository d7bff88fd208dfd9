/**
 * Partial refunds from Stripe's dashboard: the charge.refunded event's cumulative
 * `amount_refunded` is what counts. The refunded part leaves every kept total (the donation still
 * counts as one), the receipt stating the old amount is voided and replaced under the next number
 * with a mail queued, and a replay, an older event or an unknown charge changes nothing. A later
 * full refund leaves the totals as if the donation had never been made. Erasing the donor keeps
 * the refunds' amounts in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ERASED } from '@onepair/contract';
import { loadConfig } from '../../src/config.js';
import { configureReceipts, PARTLY_REFUNDED } from '../../src/receipts/service.js';
import { eraseOwnAccount, type SignedInUser, type TestApp } from '../helpers.js';
import type { FakeStripe } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

// A covered fee, so the charge is more than the gift: the refund comes off the gift first.
const stripe = useStripeGifts({ feePercent: 0, feeFixedCents: 50 });
const { deliver, donor, donationRow, donationAudit, keptFigures: figures } = stripe;
let t: TestApp;
let fake: FakeStripe;
let staff: SignedInUser;
beforeAll(() => void ({ t, fake, staff } = stripe));

/** A one-time gift paid and confirmed through the webhook, charged with the 50-cent fee covered. */
const paidDonation = (who: SignedInUser, amount: number, region: number) => stripe.paidGift(who, amount, region, { cover_fee: true });

const receiptsOf = (donationId: number) =>
  t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).orderBy('number').execute();
const lastNumber = async () =>
  Number((await t.db.kysely.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow()).last_number);
const mailsTo = (to: string) => t.db.kysely.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id').execute();
const emailOf = async (who: SignedInUser) =>
  (await t.db.kysely.selectFrom('users').select('email').where('id', '=', who.id).executeTakeFirstOrThrow()).email;

describe('partial refunds from the Stripe dashboard', () => {
  it('lower every total by the refunded part, keep the count, and replace the receipt under the next number', async () => {
    const who = await donor('partial');
    const before = await figures(who, 3, new Date().toISOString().slice(0, 7));
    const paid = await paidDonation(who, 40, 3);
    expect(paid.charged).toBe(4050);
    const [original] = await receiptsOf(paid.donationId);
    const mailsBefore = (await mailsTo(await emailOf(who))).length;

    const partial = fake.chargeRefunded(paid.paymentIntent, paid.charged, 1500);
    expect((await deliver(partial)).json()).toEqual({ received: true, replayed: false });

    expect(await figures(who, 3, paid.month)).toEqual({
      donor: before.donor + 2500,
      region: before.region + 2500,
      regionCount: before.regionCount + 1,
      donorRegion: before.donorRegion + 2500,
      donorRegionCount: before.donorRegionCount + 1,
      monthly: before.monthly + 2500,
      monthlyCount: before.monthlyCount + 1,
    });
    const row = await donationRow(paid.donationId);
    expect(row.status).toBe('confirmed');
    expect(Number(row.amount_cents)).toBe(4000);
    expect(Number(row.refunded_cents)).toBe(1500);

    const receipts = await receiptsOf(paid.donationId);
    expect(receipts).toHaveLength(2);
    const [voided, replacement] = receipts;
    expect(Number(voided!.number)).toBe(Number(original!.number));
    expect(voided!.voided_at).not.toBeNull();
    expect(voided!.void_reason).toBe(`${PARTLY_REFUNDED}: replaced by receipt No. ${Number(replacement!.number)}`);
    expect(Number(voided!.amount_cents)).toBe(4000);
    expect(replacement).toMatchObject({ voided_at: null });
    expect(Number(replacement!.amount_cents)).toBe(2500);
    expect(Number(replacement!.replaces_number)).toBe(Number(original!.number));
    // Gap-free: the replacement took the counter's last number.
    expect(Number(replacement!.number)).toBe(await lastNumber());

    const mails = await mailsTo(await emailOf(who));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain(`No. ${Number(replacement!.number)}`);
    expect(mails.at(-1)!.body).toContain('$25.00');
    expect(mails.at(-1)!.body).toContain(`replaces receipt No. ${Number(original!.number)}`);

    // The audit log says what the provider did.
    expect(await donationAudit(paid.donationId)).toMatchObject([
      { action: 'donation.partial_refund', actor_id: null, actor_username: 'Stripe' },
    ]);

    // The donor's views: the receipts list, the receipt in force, the void one by number, the donation.
    const list = (await t.app.inject({ method: 'GET', url: '/api/donations/receipts/', headers: who.auth })).json();
    expect(list.receipts.slice(0, 2)).toMatchObject([
      { number: Number(replacement!.number), amount: 25, voided_at: null, replaces_number: Number(original!.number) },
      { number: Number(original!.number), amount: 40, replaces_number: null },
    ]);
    const current = await t.app.inject({ method: 'GET', url: `/api/donations/${paid.donationId}/receipt.pdf`, headers: who.auth });
    expect(current.headers['content-disposition']).toContain(`receipt-${Number(replacement!.number)}.pdf`);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${paid.donationId}/receipt.pdf?number=${Number(original!.number)}`,
      headers: who.auth,
    });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toContain(`receipt-${Number(original!.number)}.pdf`);
    const otherDonation = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${paid.donationId}/receipt.pdf?number=999999`,
      headers: who.auth,
    });
    expect(otherDonation.statusCode).toBe(404);
    // Staff see the amount given and the part refunded in the ledger.
    const ledger = await t.app.inject({ method: 'GET', url: `/api/staff/donations/?donor=${who.id}`, headers: staff.auth });
    expect(ledger.json().results).toMatchObject([{ donation_id: paid.donationId, amount: 40, refunded_amount: 15, status: 'confirmed' }]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/staff/donations/export.csv?donor=${who.id}`, headers: staff.auth });
    const [header, line] = csv.body.trim().split('\n');
    const cells = Object.fromEntries(header!.split(',').map((column, index) => [column, line!.split(',')[index]]));
    expect(cells).toMatchObject({ donation_id: String(paid.donationId), amount: '40.00', refunded_amount: '15.00', status: 'confirmed' });
    // And on the donor's page in the staff console, which counts only what was kept.
    const person = await t.app.inject({ method: 'GET', url: `/api/staff/users/${who.id}/`, headers: staff.auth });
    expect(person.json().donations).toEqual({
      recent: [
        {
          donation_id: paid.donationId,
          amount: 40,
          refunded_amount: 15,
          date: expect.any(String),
          region: 3,
          status: 'confirmed',
          method: 'card',
        },
      ],
      count: 1,
      confirmed_total: 25,
    });

    const page = await t.app.inject({ method: 'GET', url: '/api/donation/', headers: who.auth });
    expect(page.json()).toMatchObject([{ donation_id: paid.donationId, amount: 25 }]);
    const me = (await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: who.auth })).json();
    expect(JSON.stringify(me)).toContain(`"donation_id":${paid.donationId},"amount":25,`);
  });

  it('changes nothing more when the same event, or an older one, arrives again', async () => {
    const who = await donor('replay');
    const paid = await paidDonation(who, 30, 2);
    const partial = fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000);
    expect((await deliver(partial)).statusCode).toBe(200);
    const after = await figures(who, 2, paid.month);
    const numbers = await lastNumber();

    expect((await deliver(partial)).json()).toEqual({ received: true, replayed: true });
    // Another event of the same refund (Stripe may send it twice under two ids), and an older
    // one reporting less, arriving late.
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000))).json()).toEqual({
      received: true,
      replayed: false,
    });
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 400))).statusCode).toBe(200);

    expect(await figures(who, 2, paid.month)).toEqual(after);
    expect(await lastNumber()).toBe(numbers);
    expect(await receiptsOf(paid.donationId)).toHaveLength(2);
    expect(Number((await donationRow(paid.donationId)).refunded_cents)).toBe(1000);
  });

  it('takes only the increase of a second partial refund', async () => {
    const who = await donor('second');
    const month = new Date().toISOString().slice(0, 7);
    const before = await figures(who, 4, month);
    const paid = await paidDonation(who, 50, 4);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000))).statusCode).toBe(200);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 3000))).statusCode).toBe(200);

    const after = await figures(who, 4, paid.month);
    expect(after.donor - before.donor).toBe(2000);
    expect(after.region - before.region).toBe(2000);
    expect(after.monthly - before.monthly).toBe(2000);
    expect(after.regionCount - before.regionCount).toBe(1);
    const receipts = await receiptsOf(paid.donationId);
    expect(receipts.map((receipt) => [Number(receipt.amount_cents), receipt.voided_at === null])).toEqual([
      [5000, false],
      [4000, false],
      [2000, true],
    ]);
    expect(Number(receipts[2]!.replaces_number)).toBe(Number(receipts[1]!.number));
    expect(receipts.filter((receipt) => receipt.voided_at === null)).toHaveLength(1);
  });

  it('counts the amount left on the yearly statement', async () => {
    const who = await donor('statement');
    const paid = await paidDonation(who, 20, 1);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 500))).statusCode).toBe(200);
    const year = paid.month.slice(0, 4);
    const gifts = await import('../../src/receipts/repository.js').then((module) =>
      module.listConfirmedGiftsOfYear(t.db.kysely, who.donatorId, Number(year)),
    );
    const [replacement] = (await receiptsOf(paid.donationId)).filter((receipt) => receipt.voided_at === null);
    expect(gifts.map((gift) => [Number(gift.amount_cents), Number(gift.number)])).toEqual([[1500, Number(replacement!.number)]]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/donations/statement/${year}.pdf`, headers: who.auth });
    expect(pdf.statusCode).toBe(200);
  });

  it('leaves every total as if the donation never existed after a partial then a full refund', async () => {
    const who = await donor('full');
    const month = new Date().toISOString().slice(0, 7);
    const before = await figures(who, 5, month);
    const paid = await paidDonation(who, 60, 5);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 2000))).statusCode).toBe(200);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged))).statusCode).toBe(200);

    expect(await figures(who, 5, paid.month)).toEqual(before);
    const row = await donationRow(paid.donationId);
    expect(row.status).toBe('refunded');
    expect(Number(row.refunded_cents)).toBe(6000);
    const ledger = await t.app.inject({ method: 'GET', url: `/api/staff/donations/?donor=${who.id}`, headers: staff.auth });
    expect(ledger.json().results).toMatchObject([{ amount: 60, refunded_amount: 60, status: 'refunded' }]);
    const person = await t.app.inject({ method: 'GET', url: `/api/staff/users/${who.id}/`, headers: staff.auth });
    expect(person.json().donations).toMatchObject({
      recent: [{ amount: 60, refunded_amount: 60, status: 'refunded' }],
      confirmed_total: 0,
    });
    const receipts = await receiptsOf(paid.donationId);
    expect(receipts).toHaveLength(2);
    expect(receipts.every((receipt) => receipt.voided_at !== null)).toBe(true);
    expect(receipts[1]!.void_reason).toBe('Refunded');
    // Both refunds are in the log as Stripe's, the full one from what the partial one left.
    const audited = await donationAudit(paid.donationId);
    expect(audited).toMatchObject([
      { action: 'donation.partial_refund', actor_username: 'Stripe' },
      { action: 'donation.refund', actor_id: null, actor_username: 'Stripe' },
    ]);
    expect(JSON.parse(audited[1]!.before!)).toEqual({ status: 'confirmed', amount: 60, refunded_amount: 20 });
    expect(JSON.parse(audited[1]!.after!)).toEqual({ status: 'refunded', amount: 60, refunded_amount: 60 });
    // An older partial event arriving after the full refund, or the full one again, changes nothing.
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 2000))).statusCode).toBe(200);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged))).statusCode).toBe(200);
    expect(await figures(who, 5, paid.month)).toEqual(before);
    expect(await donationAudit(paid.donationId)).toHaveLength(2);
  });

  it("keeps the replaced receipt's organisation and donor on the replacement, whatever changed since", async () => {
    const who = await donor('keepdetails');
    await t.db.kysely.updateTable('accounts').set({ address: '1 Old Road', city: 'Oldtown' }).where('user_id', '=', who.id).execute();
    const paid = await paidDonation(who, 30, 2);
    const [original] = await receiptsOf(paid.donationId);
    expect(original).toMatchObject({ donor_name: who.username, donor_address: '1 Old Road\nOldtown' });
    // Between the gift and the refund the organisation's settings change and the donor renames
    // their account and moves.
    await t.db.kysely
      .updateTable('users')
      .set({ username: `${who.username}_renamed` })
      .where('id', '=', who.id)
      .execute();
    await t.db.kysely.updateTable('accounts').set({ address: '2 New Street', city: 'Newtown' }).where('user_id', '=', who.id).execute();
    configureReceipts({ organisation: { name: 'Renamed Charity', taxId: '99-9999999', address: 'Somewhere else' }, publicUrl: undefined });
    try {
      expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000))).statusCode).toBe(200);
    } finally {
      const { organisation, publicUrl } = loadConfig({ WEB_DIST: '' });
      configureReceipts({ organisation, publicUrl });
    }
    const [voided, replacement] = await receiptsOf(paid.donationId);
    expect(voided!.voided_at).not.toBeNull();
    const kept = (receipt: typeof original) => ({
      org_name: receipt!.org_name,
      org_tax_id: receipt!.org_tax_id,
      org_address: receipt!.org_address,
      donor_name: receipt!.donor_name,
      donor_address: receipt!.donor_address,
      donation_date: receipt!.donation_date,
    });
    expect(kept(replacement)).toEqual(kept(original));
    expect(Number(replacement!.amount_cents)).toBe(2000);
    expect(Number(replacement!.replaces_number)).toBe(Number(original!.number));
    expect(Number(replacement!.number)).toBeGreaterThan(Number(original!.number));
  });

  it('leaves the totals as if the donation never existed after a partial then a staff refund', async () => {
    const who = await donor('staffrefund');
    const month = new Date().toISOString().slice(0, 7);
    const before = await figures(who, 1, month);
    const paid = await paidDonation(who, 25, 1);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 700))).statusCode).toBe(200);
    const refund = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donationId}/refund/`, headers: staff.auth });
    expect(refund.statusCode).toBe(200);
    // $25.50 was charged and $7 already given back: this refund returns the other $18.50.
    expect(paid.charged).toBe(2550);
    expect(refund.json()).toEqual({ donation_id: paid.donationId, status: 'refunded', amount: 25, refunded: 18.5 });
    const audited = (await donationAudit(paid.donationId)).find((entry) => entry.action === 'donation.refund')!;
    expect(JSON.parse(audited.after!)).toEqual({ status: 'refunded', amount: 25, refunded: 18.5 });
    expect(await figures(who, 1, paid.month)).toEqual(before);
    // Stripe's notice of the rest of the refund then changes nothing.
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged))).statusCode).toBe(200);
    expect(await figures(who, 1, paid.month)).toEqual(before);
    expect(await donationAudit(paid.donationId)).toMatchObject([
      { action: 'donation.partial_refund', actor_username: 'Stripe' },
      { action: 'donation.refund', actor_username: staff.username },
    ]);
  });

  it("audits a partial then a staff refund whose notice came first as the staff user's only", async () => {
    const who = await donor('staffrace');
    const paid = await paidDonation(who, 22, 1);
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged, 500))).statusCode).toBe(200);
    // Stripe's notice of the staff refund arrives before Stripe has answered the refund request.
    fake.beforeNextRefundReply = async () => {
      expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged))).statusCode).toBe(200);
    };
    const refund = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donationId}/refund/`, headers: staff.auth });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await donationAudit(paid.donationId)).toMatchObject([
      { action: 'donation.partial_refund', actor_username: 'Stripe' },
      { action: 'donation.refund', actor_username: staff.username },
    ]);
  });

  it('refunds the donation in full once the refund covers the whole gift, the covered fee aside', async () => {
    const who = await donor('wholegift');
    const month = new Date().toISOString().slice(0, 7);
    const before = await figures(who, 2, month);
    const paid = await paidDonation(who, 10, 2);
    const wholeGift = fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000);
    expect((await deliver(wholeGift)).statusCode).toBe(200);
    expect((await donationRow(paid.donationId)).status).toBe('refunded');
    expect(await figures(who, 2, paid.month)).toEqual(before);
    const audited = await donationAudit(paid.donationId);
    expect(audited).toMatchObject([{ action: 'donation.refund', actor_username: 'Stripe' }]);
    expect(JSON.parse(audited[0]!.after!)).toEqual({ status: 'refunded', amount: 10, refunded_amount: 10 });
    expect((await deliver(wholeGift)).json()).toMatchObject({ replayed: true });
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, paid.charged))).statusCode).toBe(200);
    expect(await donationAudit(paid.donationId)).toHaveLength(1);
  });

  it('ignores a refund of a charge it does not know', async () => {
    const who = await donor('unknown');
    const paid = await paidDonation(who, 15, 3);
    const after = await figures(who, 3, paid.month);
    const numbers = await lastNumber();
    const audited = await t.db.kysely.selectFrom('audit_log').select('id').execute();
    const response = await deliver(fake.chargeRefunded('pi_nobody_knows', 1550, 500));
    expect(response.json()).toEqual({ received: true, replayed: false });
    expect(await figures(who, 3, paid.month)).toEqual(after);
    expect(await lastNumber()).toBe(numbers);
    expect(await t.db.kysely.selectFrom('audit_log').select('id').execute()).toHaveLength(audited.length);
  });

  it('leaves a partial refund of a payment shared by several donations to staff, with an audit entry on each', async () => {
    const who = await donor('shared');
    const first = await paidDonation(who, 10, 4);
    const second = await paidDonation(who, 10, 4);
    // Two donations under one payment intent (not something checkout makes, but nothing forbids it).
    await t.db.kysely
      .updateTable('donations')
      .set({ payment_intent_id: first.paymentIntent })
      .where('donation_id', '=', second.donationId)
      .execute();
    const after = await figures(who, 4, first.month);
    const numbers = await lastNumber();
    expect((await deliver(fake.chargeRefunded(first.paymentIntent, 2100, 600))).statusCode).toBe(200);
    expect(await figures(who, 4, first.month)).toEqual(after);
    expect(await lastNumber()).toBe(numbers);
    for (const id of [first.donationId, second.donationId]) {
      expect(Number((await donationRow(id)).refunded_cents)).toBe(0);
      const entries = await donationAudit(id);
      expect(entries).toMatchObject([{ action: 'donation.partial_refund_unassigned', actor_username: 'Stripe' }]);
      expect(JSON.parse(entries[0]!.after!)).toMatchObject({ refunded: 6, donations: [first.donationId, second.donationId] });
    }
    // Another event reporting the same refunded amount (a later notice on the charge, or an older
    // one arriving late) tells staff nothing new; a second refund on the charge does.
    expect((await deliver(fake.chargeRefunded(first.paymentIntent, 2100, 600))).statusCode).toBe(200);
    expect((await deliver(fake.chargeRefunded(first.paymentIntent, 2100, 400))).statusCode).toBe(200);
    expect((await deliver(fake.chargeRefunded(first.paymentIntent, 2100, 900))).statusCode).toBe(200);
    for (const id of [first.donationId, second.donationId]) {
      const entries = (await donationAudit(id)).filter((entry) => entry.action === 'donation.partial_refund_unassigned');
      expect(entries.map((entry) => JSON.parse(entry.after!).refunded)).toEqual([6, 9]);
    }
    expect(await figures(who, 4, first.month)).toEqual(after);
  });
});

describe('erasing a donor whose gifts Stripe refunded in part', () => {
  it("keeps the refund entries' amounts and states, and erases the provider's ids of the payment", async () => {
    const who = await donor('erasedrefunds');
    const refunded = await paidDonation(who, 40, 1);
    expect((await deliver(fake.chargeRefunded(refunded.paymentIntent, refunded.charged, 1500))).statusCode).toBe(200);
    const staffRefund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/donations/${refunded.donationId}/refund/`,
      headers: staff.auth,
    });
    expect(staffRefund.statusCode).toBe(200);
    // Two donations under one payment intent, so a partial refund of it is left unassigned.
    const first = await paidDonation(who, 10, 2);
    const second = await paidDonation(who, 10, 2);
    await t.db.kysely
      .updateTable('donations')
      .set({ payment_intent_id: first.paymentIntent })
      .where('donation_id', '=', second.donationId)
      .execute();
    expect((await deliver(fake.chargeRefunded(first.paymentIntent, 2100, 600))).statusCode).toBe(200);
    const unassigned = await donationAudit(first.donationId);
    expect(JSON.parse(unassigned[0]!.after!)).toMatchObject({ payment_intent: first.paymentIntent });

    await eraseOwnAccount(t.app, who);

    const entries = (await donationAudit(refunded.donationId)).map((entry) => ({
      action: entry.action,
      actor: entry.actor_username,
      before: JSON.parse(entry.before!),
      after: JSON.parse(entry.after!),
    }));
    expect(entries).toEqual([
      {
        action: 'donation.partial_refund',
        actor: 'Stripe',
        before: { status: 'confirmed', amount: 40, refunded_amount: 0 },
        after: { status: 'confirmed', amount: 40, refunded_amount: 15 },
      },
      {
        action: 'donation.refund',
        actor: staff.username,
        before: { status: 'confirmed', amount: 40 },
        after: { status: 'refunded', amount: 40, refunded: 25.5 },
      },
    ]);
    for (const id of [first.donationId, second.donationId]) {
      const [entry] = await donationAudit(id);
      expect(entry).toMatchObject({ action: 'donation.partial_refund_unassigned', actor_username: 'Stripe' });
      expect(JSON.parse(entry!.after!)).toEqual({
        payment_intent: AUDIT_ERASED,
        charge: AUDIT_ERASED,
        refunded: 6,
        donations: [first.donationId, second.donationId],
      });
    }
  });
});
