/**
 * Donation statistics by region, read from the totals kept with each donation
 * (docs/architecture.md, Statistics): a handful of rows per region, however many donations
 * there are.
 */
import { sql } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toBool, toNumber } from '../db/schema.js';

export interface RegionTotalsRow {
  id: number;
  name: string;
  lat: number;
  lon: number;
  donationCount: number;
  totalCents: number;
}

export interface TopDonorRow {
  regionId: number;
  userId: number;
  /** What public lists may show: the public name (the username until the donor chose one). */
  publicName: string;
  isAnonymous: boolean;
  isSample: boolean;
  totalCents: number;
}

/** Every region, with its donation count and total (zero when it has none). */
export async function regionTotals(db: Queryable): Promise<RegionTotalsRow[]> {
  const rows = await db
    .selectFrom('regions')
    .leftJoin('region_totals', 'region_totals.region_id', 'regions.region_id')
    .select([
      'regions.region_id',
      'regions.name',
      'regions.lat',
      'regions.lon',
      'region_totals.donation_count',
      'region_totals.total_cents',
    ])
    .orderBy('regions.region_id')
    .execute();
  return rows.map((row) => ({
    id: row.region_id,
    name: row.name,
    lat: row.lat,
    lon: row.lon,
    donationCount: toNumber(row.donation_count ?? 0),
    totalCents: toNumber(row.total_cents ?? 0),
  }));
}

/**
 * The `limit` biggest donors of a region by their total there; ties go to the alphabetically
 * first username (compared byte-wise on both engines), then the older user. The index on
 * (region_id, total_cents desc) finds the limit-th biggest total; only donors at or above it
 * are joined to their names and sorted, so the work grows with the ties, not the donors.
 */
export async function topDonorsOfRegion(db: Queryable, engine: Engine, regionId: number, limit: number): Promise<TopDonorRow[]> {
  const byName = engine === 'postgres' ? sql`users.username_lower collate "C"` : sql`users.username_lower`;
  const threshold = db
    .selectFrom('donor_region_totals')
    .select('total_cents')
    .where('region_id', '=', regionId)
    .where('total_cents', '>', 0)
    .orderBy('total_cents', 'desc')
    .limit(1)
    .offset(limit - 1);
  const rows = await db
    .selectFrom('donor_region_totals')
    .innerJoin('donators', 'donators.donator_id', 'donor_region_totals.donator_id')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'users.id as user_id',
      'donators.public_name',
      'donators.is_anonymous',
      'donators.is_sample',
      'donor_region_totals.total_cents',
    ])
    .where('donor_region_totals.region_id', '=', regionId)
    // At least the limit-th biggest total; with fewer donors than the limit (no threshold row),
    // at least a cent: a donor whose gifts there were all refunded gave nothing and is no top
    // donor. One bound, so that the index range starts at it: with a separate `> 0` as well,
    // SQLite ranged over every donor of the region and took 100 times as long.
    .where('donor_region_totals.total_cents', '>=', (eb) => eb.fn.coalesce(threshold, sql<number>`1`))
    .orderBy('donor_region_totals.total_cents', 'desc')
    .orderBy(byName)
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    regionId,
    userId: row.user_id,
    publicName: row.public_name ?? '',
    isAnonymous: toBool(row.is_anonymous),
    isSample: toBool(row.is_sample),
    totalCents: toNumber(row.total_cents),
  }));
}
