/**
 * Public donation statistics for the map: per region count, total and top donors, from the
 * totals kept with each donation (docs/architecture.md, Statistics).
 */
import { TOP_DONORS_PER_REGION, publicDonorName, type DonationStats, type TopDonor } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { regionTotals, topDonorsOfRegion, type TopDonorRow } from './repository.js';
import { pairsDeliveredByRegion } from './transparency-service.js';

export async function regionStats(db: Db): Promise<DonationStats> {
  const regions = await regionTotals(db.kysely);
  const pairsDelivered = await pairsDeliveredByRegion(db);
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
      top_donors: donors.filter((donor) => donor.regionId === region.id).map((donor) => publicTopDonor(donor)),
      pairs_delivered: pairsDelivered.get(region.id) ?? 0,
    };
  });
  return { regions: result, total: grandTotalCents / 100 };
}

/**
 * A top donor as anyone may read it: the name the donor chose to show, or "Anonymous" with no
 * user id, so nothing in a public list leads back to an anonymous donor's account.
 */
function publicTopDonor(donor: TopDonorRow): TopDonor {
  return {
    user_id: donor.isAnonymous ? 0 : donor.userId,
    username: publicDonorName(donor),
    total: donor.totalCents / 100,
    is_sample: donor.isSample,
  };
}
