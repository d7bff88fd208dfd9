import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SAMPLE_DONORS } from '@onepair/contract';
import * as donorPrivacy from '../../src/db/migrations/016-donor-privacy-and-transparency.js';
import { createTestApp, signUpAndLogIn, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sampleDonations: true });
});
afterAll(() => t.close());

describe('migration 016 on a database that already has donors and donations', () => {
  it('marks the seeded sample donors and fills the monthly totals from the confirmed donations only', async () => {
    const someone = await signUpAndLogIn(t.app, 'real');
    const db = t.db.kysely;
    // One donation that never counted, as a pending one would not.
    const pending = await db.selectFrom('donations').select('donation_id').orderBy('donation_id').executeTakeFirstOrThrow();
    await db.updateTable('donations').set({ status: 'pending' }).where('donation_id', '=', pending.donation_id).execute();
    // Back to the database as it was before the migration.
    await sql`drop table monthly_region_totals`.execute(db);
    for (const column of ['public_name', 'is_anonymous', 'is_sample'])
      await sql`alter table donators drop column ${sql.ref(column)}`.execute(db);

    await donorPrivacy.up(db as never, t.db.engine);

    const marked = await db
      .selectFrom('donators')
      .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['users.username', 'donators.is_sample', 'donators.is_anonymous', 'donators.public_name'])
      .execute();
    const samples = marked.filter((row) => row.is_sample === 1 || row.is_sample === true).map((row) => row.username);
    expect(samples.sort()).toEqual([...SAMPLE_DONORS].sort());
    expect(marked.find((row) => row.username === someone.username)).toMatchObject({ public_name: null });
    expect(marked.every((row) => row.is_anonymous === 0 || row.is_anonymous === false)).toBe(true);

    const kept = await db.selectFrom('monthly_region_totals').selectAll().orderBy('month').orderBy('region_id').execute();
    const summed = await sql<{ month: string; region_id: number; cents: string | number; count: string | number }>`
      select substr(date, 1, 7) as month, region_id, sum(amount_cents) as cents, count(*) as count from donations
      where donation_id <> ${pending.donation_id} group by substr(date, 1, 7), region_id order by month, region_id`.execute(db);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.map((row) => [row.month, row.region_id, Number(row.total_cents), Number(row.donation_count)])).toEqual(
      summed.rows.map((row) => [row.month, row.region_id, Number(row.cents), Number(row.count)]),
    );
  });
});
