/** Public donation statistics for the map: per region count, total and top donors. */
import { TOP_DONORS_PER_REGION, type DonationStats } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { regionTotals, topDonorsByRegion } from './repository.js';

export async function regionStats(db: Db): Promise<DonationStats> {
  const [regions, donors] = await Promise.all([regionTotals(db.kysely), topDonorsByRegion(db.kysely, db.engine, TOP_DONORS_PER_REGION)]);
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
