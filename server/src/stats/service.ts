/**
 * Public donation statistics for the map: per region count, total and top donors, from the
 * totals kept with each donation (docs/architecture.md, Statistics).
 */
import { TOP_DONORS_PER_REGION, type DonationStats } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { regionTotals, topDonorsOfRegion } from './repository.js';

export async function regionStats(db: Db): Promise<DonationStats> {
  const regions = await regionTotals(db.kysely);
  const donors = (
    await Promise.all(regions.map((region) => topDonorsOfRegion(db.kysely, db.engine, region.id, TOP_DONORS_PER_REGION)))
  ).flat();
  let grandTotalCents = 0;
  const result = regions.map((region) => {
    grandTotalCents += region.totalCents;
    return {
      id: region.id,
      name: region.name,
      lat: region.lat,
      lon: region.lon,
      donation_count: region.donationCount,
      total: region.totalCents / 100,
      top_donors: donors
        .filter((donor) => donor.regionId === region.id)
        .map((donor) => ({ user_id: donor.userId, username: donor.username, total: donor.totalCents / 100 })),
    };
  });
  return { regions: result, total: grandTotalCents / 100 };
}
