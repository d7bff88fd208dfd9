import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadData } from '../../scripts/load-data.js';
import { createTestApp, type TestApp } from '../helpers.js';

describe('seed:load data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sampleDonations: true });
  });
  afterAll(() => t.close());

  async function donationIndexes(): Promise<string[]> {
    const query =
      t.db.engine === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'donations' order by name`
        : sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'donations' and schemaname = current_schema() order by indexname`;
    return (await query.execute(t.db.kysely)).rows.map((row) => row.name);
  }

  it('adds the donors and donations asked for, with every kept total equal to the sums of the rows', async () => {
    const donationsBefore = Number(
      (
        await t.db.kysely
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const indexesBefore = await donationIndexes();
    const counterBefore = Number(
      (await t.db.kysely.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow()).last_number,
    );
    const lastBefore = Number(
      (
        await t.db.kysely
          .selectFrom('donations')
          .select((eb) => eb.fn.max('donation_id').as('last'))
          .executeTakeFirstOrThrow()
      ).last ?? 0,
    );
    const organisation = { name: 'Load Test Charity', taxId: '12-3456789', address: '1 Main St' };
    const { donatorIds } = await loadData(t.db, { donations: 1_234, donors: 17, organisation });
    // The load drops the table's indexes and builds them again: every one is back.
    expect(await donationIndexes()).toEqual(indexesBefore);
    expect(indexesBefore).toContain('donations_donator_date_id_idx');
    expect(new Set(donatorIds).size).toBe(17);

    const donations = await t.db.kysely.selectFrom('donations').select(['donator_id', 'region_id', 'amount_cents', 'date']).execute();
    expect(donations.length).toBe(donationsBefore + 1_234);
    const loaded = donations.filter((row) => donatorIds.includes(row.donator_id!));
    expect(loaded.length).toBe(1_234);
    expect(new Set(loaded.map((row) => row.region_id)).size).toBe(5);
    expect(loaded.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.date) && Number(row.amount_cents) > 0)).toBe(true);

    // Each loaded donation has its receipt, numbered on from the counter in donation order,
    // for its amount and date, and the counter stands at the last number given.
    const receipts = await t.db.kysely
      .selectFrom('receipts')
      .innerJoin('donations', 'donations.donation_id', 'receipts.donation_id')
      .select([
        'receipts.number',
        'receipts.donation_id',
        'receipts.amount_cents',
        'receipts.donation_date',
        'receipts.org_name',
        'donations.amount_cents as donation_cents',
        'donations.date',
      ])
      .where('receipts.donation_id', '>', lastBefore)
      .orderBy('receipts.donation_id')
      .execute();
    expect(receipts.length).toBe(1_234);
    expect(receipts.map((row) => Number(row.number))).toEqual(Array.from({ length: 1_234 }, (_, i) => counterBefore + 1 + i));
    expect(receipts.every((row) => Number(row.amount_cents) === Number(row.donation_cents) && row.donation_date === row.date)).toBe(true);
    expect(new Set(receipts.map((row) => row.org_name))).toEqual(new Set([organisation.name]));
    const counterAfter = Number(
      (await t.db.kysely.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow()).last_number,
    );
    expect(counterAfter).toBe(counterBefore + 1_234);
    // The samples before the load have no receipts yet, so the start-up pass must still look at them.
    const mark = await t.db.kysely.selectFrom('receipt_counter').select('checked_through').executeTakeFirstOrThrow();
    expect(Number(mark.checked_through)).toBe(0);

    const byRegion = new Map<number, [number, number]>();
    const byDonorRegion = new Map<string, [number, number]>();
    const byDonor = new Map<number, number>();
    for (const row of donations) {
      const cents = Number(row.amount_cents);
      const region = byRegion.get(row.region_id) ?? [0, 0];
      byRegion.set(row.region_id, [region[0] + 1, region[1] + cents]);
      const key = `${row.donator_id}/${row.region_id}`;
      const donor = byDonorRegion.get(key) ?? [0, 0];
      byDonorRegion.set(key, [donor[0] + 1, donor[1] + cents]);
      byDonor.set(row.donator_id!, (byDonor.get(row.donator_id!) ?? 0) + cents);
    }
    const regionTotals = await t.db.kysely.selectFrom('region_totals').selectAll().execute();
    expect(new Map(regionTotals.map((row) => [row.region_id, [Number(row.donation_count), Number(row.total_cents)]]))).toEqual(byRegion);
    const donorTotals = await t.db.kysely.selectFrom('donor_region_totals').selectAll().execute();
    expect(
      new Map(donorTotals.map((row) => [`${row.donator_id}/${row.region_id}`, [Number(row.donation_count), Number(row.total_cents)]])),
    ).toEqual(byDonorRegion);
    const donators = await t.db.kysely.selectFrom('donators').select(['donator_id', 'total_cents', 'has_donated']).execute();
    for (const donator of donators) {
      expect(Number(donator.total_cents)).toBe(byDonor.get(donator.donator_id) ?? 0);
      expect(Boolean(donator.has_donated)).toBe(byDonor.has(donator.donator_id));
    }
  });
});
