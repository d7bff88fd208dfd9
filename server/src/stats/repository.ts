/**
 * Donation statistics by region, computed by the database (GROUP BY and a window function),
 * so nobody ever needs the whole donation list to draw the map.
 */
import { sql } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';

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
  username: string;
  totalCents: number;
}

/** Every region, with its donation count and total (zero when it has none). */
export async function regionTotals(db: Queryable): Promise<RegionTotalsRow[]> {
  const rows = await db
    .selectFrom('regions')
    .leftJoin('donations', 'donations.region_id', 'regions.region_id')
    .select((eb) => [
      'regions.region_id',
      'regions.name',
      'regions.lat',
      'regions.lon',
      eb.fn.count<number | string>('donations.donation_id').as('donation_count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('donations.amount_cents'), sql<number>`0`).as('total_cents'),
    ])
    .groupBy(['regions.region_id', 'regions.name', 'regions.lat', 'regions.lon'])
    .orderBy('regions.region_id')
    .execute();
  return rows.map((row) => ({
    id: row.region_id,
    name: row.name,
    lat: row.lat,
    lon: row.lon,
    donationCount: toNumber(row.donation_count),
    totalCents: toNumber(row.total_cents),
  }));
}

/**
 * The `limit` biggest donors of each region by their total there; ties go to the
 * alphabetically first username (compared byte-wise on both engines), then the older user.
 */
export async function topDonorsByRegion(db: Queryable, engine: Engine, limit: number): Promise<TopDonorRow[]> {
  const byName = engine === 'postgres' ? sql`users.username_lower collate "C"` : sql`users.username_lower`;
  const perDonor = db
    .selectFrom('donations')
    .innerJoin('donators', 'donators.donator_id', 'donations.donator_id')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select((eb) => [
      'donations.region_id',
      'users.id as user_id',
      'users.username',
      eb.fn.sum<number | string>('donations.amount_cents').as('total_cents'),
      sql<number>`row_number() over (partition by donations.region_id order by sum(donations.amount_cents) desc, ${byName}, users.id)`.as(
        'place',
      ),
    ])
    .groupBy(['donations.region_id', 'users.id', 'users.username', 'users.username_lower']);
  const rows = await db
    .selectFrom(perDonor.as('ranked'))
    .select(['region_id', 'user_id', 'username', 'total_cents'])
    .where('place', '<=', limit)
    .orderBy('region_id')
    .orderBy('place')
    .execute();
  return rows.map((row) => ({
    regionId: row.region_id,
    userId: row.user_id,
    username: row.username,
    totalCents: toNumber(row.total_cents),
  }));
}
