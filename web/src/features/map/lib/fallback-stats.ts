import { REGIONS, SAMPLE_DONATIONS, SAMPLE_DONORS, TOP_DONORS_PER_REGION, toCents, type DonationStats } from '@onepair/contract';

/**
 * The statistics of the built-in sample donations (the ones the server seeds), shown when the
 * API cannot be reached: a failed donation list is silent and uses the sample.
 * Sums are in cents, as on the server, so that they add up exactly.
 */
export function fallbackStats(): DonationStats {
  const regions = REGIONS.map((region) => {
    const donations = SAMPLE_DONATIONS.filter((donation) => donation.region === region.id);
    const centsByDonor = new Map<string, number>();
    for (const donation of donations) centsByDonor.set(donation.donor, (centsByDonor.get(donation.donor) ?? 0) + toCents(donation.amount));
    const topDonors = [...centsByDonor]
      .sort(([nameA, centsA], [nameB, centsB]) => centsB - centsA || nameA.localeCompare(nameB))
      .slice(0, TOP_DONORS_PER_REGION)
      .map(([username, cents]) => ({
        user_id: SAMPLE_DONORS.indexOf(username as (typeof SAMPLE_DONORS)[number]) + 1,
        username,
        total: cents / 100,
      }));
    const cents = donations.reduce((sum, donation) => sum + toCents(donation.amount), 0);
    return { ...region, donation_count: donations.length, total: cents / 100, top_donors: topDonors };
  });
  const totalCents = regions.reduce((sum, region) => sum + toCents(region.total), 0);
  return { regions, total: totalCents / 100 };
}
