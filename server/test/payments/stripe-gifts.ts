/**
 * What the card payment tests share: the app on a fake Stripe with staff signed in, a one-time
 * gift paid through checkout and confirmed by its webhook, and every kept total a gift moves.
 */
import { beforeAll, expect } from 'vitest';
import type { Selectable } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { logInAdmin, type SignedInUser } from '../helpers.js';
import { useFakeStripeApp, type FakeStripeApp, type SignedEvent } from './fake-stripe.js';

export interface StripeGifts extends FakeStripeApp {
  /** The admin, signed in before the first test. */
  staff: SignedInUser;
  /** The donation's row as stored. */
  donationRow(donationId: number): Promise<DonationRow>;
  /** `who` starts a checkout (201 expected) for their own donator record; its answer. */
  startCheckout(who: SignedInUser, payload: CheckoutPayload): Promise<CheckoutStarted>;
  /** The event was stored as handled (a refused one is not, so Stripe sends it again). */
  wasStored(event: SignedEvent): Promise<boolean>;
  /**
   * A one-time gift of `amount` dollars to `region` by `who`, paid and confirmed through the
   * webhook; `checkout` adds to the checkout's payload (as `cover_fee`).
   */
  paidGift(who: SignedInUser, amount: number, region: number, checkout?: Partial<CheckoutPayload>): Promise<PaidGift>;
  /** Every audit entry about the donation, oldest first. */
  donationAudit(donationId: number): Promise<AuditRow[]>;
  /** Every kept figure a confirmed gift of `who` to `region` in `month` (YYYY-MM) counts in, in cents. */
  keptFigures(who: SignedInUser, region: number, month: string): Promise<KeptFigures>;
}

type DonationRow = Awaited<ReturnType<typeof readDonation>>;

export interface CheckoutPayload {
  amount: number;
  region: number;
  cover_fee?: boolean;
  monthly?: boolean;
  tribute?: { kind: string; name: string; notify_email?: string };
}

export interface CheckoutStarted {
  session_id: string;
  donation_id: number | null;
  monthly_gift_id: number | null;
}
type AuditRow = Selectable<Database['audit_log']>;

export interface PaidGift {
  donationId: number;
  paymentIntent: string;
  /** What the card was charged, in cents: the gift and any fee covered. */
  charged: number;
  /** The gift's month, YYYY-MM. */
  month: string;
}

export interface KeptFigures {
  donor: number;
  region: number;
  regionCount: number;
  donorRegion: number;
  donorRegionCount: number;
  monthly: number;
  monthlyCount: number;
}

function readDonation(fixture: FakeStripeApp, donationId: number) {
  return fixture.t.db.kysely.selectFrom('donations').selectAll().where('donation_id', '=', donationId).executeTakeFirstOrThrow();
}

/** A fresh app on a fake Stripe with the given processing fee (useFakeStripeApp), with staff and the helpers above. */
export function useStripeGifts(fee?: { feePercent: number; feeFixedCents: number }): StripeGifts {
  const fixture = useFakeStripeApp(fee) as StripeGifts;
  // Runs after useFakeStripeApp's own beforeAll, which makes the app.
  beforeAll(async () => {
    fixture.staff = await logInAdmin(fixture.t.app);
  });
  fixture.donationRow = (donationId) => readDonation(fixture, donationId);
  fixture.donationAudit = (donationId) =>
    fixture.t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'donation')
      .where('target_id', '=', String(donationId))
      .orderBy('id')
      .execute();

  fixture.startCheckout = async (who, payload) => {
    const started = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      headers: who.auth,
      payload: { donator: who.donatorId, ...payload },
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json();
  };
  fixture.wasStored = async (event) =>
    (await fixture.t.db.kysely.selectFrom('payment_events').select('event_id').where('event_id', '=', event.id).executeTakeFirst()) !==
    undefined;

  fixture.paidGift = async (who, amount, region, checkout = {}) => {
    const { donation_id: donationId, session_id: sessionId } = await fixture.startCheckout(who, { amount, region, ...checkout });
    const [completed] = fixture.fake.pay(sessionId);
    expect((await fixture.deliver(completed!)).statusCode).toBe(200);
    const row = await readDonation(fixture, donationId!);
    return {
      donationId: donationId!,
      paymentIntent: row.payment_intent_id!,
      charged: Number(row.charged_cents),
      month: row.date.slice(0, 7),
    };
  };

  fixture.keptFigures = async (who, region, month) => {
    const db = fixture.t.db.kysely;
    const donator = await db.selectFrom('donators').select('total_cents').where('donator_id', '=', who.donatorId).executeTakeFirstOrThrow();
    const regionRow = await db.selectFrom('region_totals').selectAll().where('region_id', '=', region).executeTakeFirst();
    const donorRegion = await db
      .selectFrom('donor_region_totals')
      .selectAll()
      .where('donator_id', '=', who.donatorId)
      .where('region_id', '=', region)
      .executeTakeFirst();
    const monthly = await db
      .selectFrom('monthly_region_totals')
      .selectAll()
      .where('month', '=', month)
      .where('region_id', '=', region)
      .executeTakeFirst();
    return {
      donor: Number(donator.total_cents),
      region: Number(regionRow?.total_cents ?? 0),
      regionCount: Number(regionRow?.donation_count ?? 0),
      donorRegion: Number(donorRegion?.total_cents ?? 0),
      donorRegionCount: Number(donorRegion?.donation_count ?? 0),
      monthly: Number(monthly?.total_cents ?? 0),
      monthlyCount: Number(monthly?.donation_count ?? 0),
    };
  };
  return fixture;
}
