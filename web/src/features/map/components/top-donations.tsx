import { TOP_DONORS_PER_REGION, formatDollars, type TopDonor } from '@onepair/contract';

import { MAP_TEXTS } from '../lib/texts';

export interface TopDonationsProps {
  regionName: string;
  donors: readonly TopDonor[];
}

/** 'Top Donations': the region's top 3 donors by public name, with their dollar totals. */
export function TopDonations({ regionName, donors }: TopDonationsProps) {
  const top = donors.slice(0, TOP_DONORS_PER_REGION);
  return (
    <section aria-labelledby="top-donations-title">
      <h2 id="top-donations-title" className="text-xl font-bold text-slate-900">
        {MAP_TEXTS.topDonations}
      </h2>
      <p className="text-slate-600">{regionName}</p>
      {top.length === 0 ? (
        <p className="mt-4 text-slate-700">{MAP_TEXTS.noDonations}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2" aria-label={`${MAP_TEXTS.topDonations}: ${regionName}`}>
          {top.map((donor, index) => (
            <li
              key={donor.user_id}
              data-testid="top-donor"
              className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3"
            >
              <span className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="truncate font-semibold text-slate-900">{donor.username}</span>
              </span>
              <span className="font-bold text-slate-900">{formatDollars(donor.total)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
