/**
 * Migration 025 on a database an older server left, with receipts already issued: every receipt
 * keeps its number and content (SQLite rebuilds the table to drop the unique `donation_id`), a
 * donation refunded before has its whole amount recorded as refunded, and from then on a
 * donation may have a void receipt and its replacement, but never two in force.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/engine.js';
import { up as partialRefunds } from '../../src/db/migrations/025-partial-refunds.js';
import { isUniqueViolation } from '../../src/lib/unique-violation.js';
import { runMigrationsBefore, useBareDatabase } from '../databases.js';

let db: Db;

useBareDatabase('onepair_partial_refunds_migration', async (opened) => {
  db = opened;
  // Every numbered migration before 025, as a server of that release left the database.
  await runMigrationsBefore(db, '025');
  await db.kysely.insertInto('regions').values({ region_id: 1, name: 'Northeast', lat: 42, lon: -72 }).execute();
});

async function addDonation(status: 'confirmed' | 'refunded', amountCents: number): Promise<number> {
  const row = await db.kysely
    .insertInto('donations')
    .values({
      donator_id: null,
      amount_cents: amountCents,
      date: '2025-03-01',
      region_id: 1,
      created_at: '2025-03-01T00:00:00.000Z',
      status,
    })
    .returning('donation_id')
    .executeTakeFirstOrThrow();
  return row.donation_id;
}

const receipt = (number: number, donationId: number, amountCents: number, voided: boolean) => ({
  number,
  donation_id: donationId,
  issued_at: '2025-03-01T00:00:00.000Z',
  org_name: 'OnePair',
  org_tax_id: '12-3456789',
  org_address: '1 Main St',
  donor_name: 'casey',
  donor_address: '2 Side St',
  amount_cents: amountCents,
  donation_date: '2025-03-01',
  voided_at: voided ? '2025-03-02T00:00:00.000Z' : null,
  void_reason: voided ? 'Refunded' : null,
});

describe('migration 025: partial refunds', () => {
  it('keeps the receipts, records old refunds as whole, and allows a replacement but never two receipts in force', async () => {
    const kept = await addDonation('confirmed', 2500);
    const refunded = await addDonation('refunded', 4000);
    // Ids with a gap and out of step with the numbers, as deletions and retries leave them: the
    // rebuild on SQLite must copy them, not number the rows afresh.
    const old = [
      { id: 41, ...receipt(1, kept, 2500, false) },
      { id: 17, ...receipt(2, refunded, 4000, true) },
    ];
    // Without the columns 025 adds: the table as migration 018 made it.
    await db.kysely
      .insertInto('receipts')
      .values(old as never)
      .execute();

    await db.kysely.transaction().execute((trx) => partialRefunds(trx as never, db.engine));

    const receipts = await db.kysely.selectFrom('receipts').selectAll().orderBy('number').execute();
    expect(receipts.map((row) => ({ ...row, number: Number(row.number), amount_cents: Number(row.amount_cents) }))).toEqual(
      old.map((row) => ({ ...row, replaces_number: null })),
    );
    const donations = await db.kysely.selectFrom('donations').select(['donation_id', 'refunded_cents']).orderBy('donation_id').execute();
    expect(donations.map((row) => [row.donation_id, Number(row.refunded_cents)])).toEqual([
      [kept, 0],
      [refunded, 4000],
    ]);

    // A second receipt in force for the same donation is refused; once the first is void, its replacement is taken.
    const second = { ...receipt(3, kept, 1500, false), replaces_number: 1 };
    const refusal = await db.kysely
      .insertInto('receipts')
      .values(second)
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refusal)).toBe(true);
    await db.kysely
      .updateTable('receipts')
      .set({ voided_at: '2025-03-03T00:00:00.000Z', void_reason: 'Partly refunded: replaced by receipt No. 3' })
      .where('number', '=', 1)
      .execute();
    await db.kysely.insertInto('receipts').values(second).execute();
    expect(await db.kysely.selectFrom('receipts').select('number').where('donation_id', '=', kept).execute()).toHaveLength(2);
    // Numbers stay unique.
    const duplicate = await db.kysely
      .insertInto('receipts')
      .values({ ...receipt(3, refunded, 100, true), replaces_number: null })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
  });
});
