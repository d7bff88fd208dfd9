/**
 * Migration 028 on a database an older server left: every donation gets its `method`. A gift
 * paid through the provider is `card`; one staff recorded on a donor's behalf (audited as
 * `donation.create`) is `other`, still receipted; the rest, sample donations included, went
 * through no payment and are `none`. A later insert that names no method is `none`.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/engine.js';
import { up as donationMethod } from '../../src/db/migrations/028-donation-method.js';
import { runMigrationsBefore, useBareDatabase } from '../databases.js';

let db: Db;
const ids: Record<'plain' | 'stripe' | 'onBehalf' | 'ownAudited', number> = { plain: 0, stripe: 0, onBehalf: 0, ownAudited: 0 };

async function addDonation(paymentProvider: string | null): Promise<number> {
  const row = await db.kysely
    .insertInto('donations')
    .values({
      donator_id: null,
      amount_cents: 1000,
      date: '2025-03-01',
      region_id: 1,
      created_at: '2025-03-01T00:00:00.000Z',
      status: 'confirmed',
      payment_provider: paymentProvider,
    })
    .returning('donation_id')
    .executeTakeFirstOrThrow();
  return row.donation_id;
}

async function audit(action: string, targetId: number): Promise<void> {
  await db.kysely
    .insertInto('audit_log')
    .values({
      actor_id: null,
      actor_username: 'admin',
      action,
      target_type: 'donation',
      target_id: String(targetId),
      before: null,
      after: '{}',
      at: '2025-03-01T00:00:00.000Z',
    })
    .execute();
}

useBareDatabase('onepair_donation_method_migration', async (opened) => {
  db = opened;
  // Every numbered migration before 028, as a server of that release left the database.
  await runMigrationsBefore(db, '028');
  await db.kysely.insertInto('regions').values({ region_id: 1, name: 'West', lat: 37, lon: -122 }).execute();
  ids.plain = await addDonation(null);
  ids.stripe = await addDonation('stripe');
  ids.onBehalf = await addDonation(null);
  await audit('donation.create', ids.onBehalf);
  ids.ownAudited = await addDonation(null);
  await audit('donation.refund', ids.ownAudited);
  await db.kysely.transaction().execute((trx) => donationMethod(trx as never));
});

describe('migration 028', () => {
  it('names how the money of every existing donation came', async () => {
    const rows = await db.kysely.selectFrom('donations').select(['donation_id', 'method']).orderBy('donation_id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.donation_id, row.method]))).toEqual({
      [ids.plain]: 'none',
      [ids.stripe]: 'card',
      [ids.onBehalf]: 'other',
      [ids.ownAudited]: 'none',
    });
  });

  it('records a gift inserted without a method, as the previous release does, as none', async () => {
    const id = await addDonation(null);
    const row = await db.kysely.selectFrom('donations').select('method').where('donation_id', '=', id).executeTakeFirstOrThrow();
    expect(row.method).toBe('none');
  });
});
