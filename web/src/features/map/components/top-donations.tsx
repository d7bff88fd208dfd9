import { ANONYMOUS_NAME, SAMPLE_MARK, TOP_DONORS_PER_REGION, formatDollars, type PairCount, type TopDonor } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { mapTexts } from '../texts';

type MapT = typeof mapTexts.t;

/** A published count: a number, or the words that stand for a count too small to show or held back. */
function pairText(count: PairCount, t: MapT): string {
  if (count === 'fewer than 3') return t('fewerThan3');
  if (count === 'withheld') return t('withheld');
  return String(count);
}

/**
 * The name a donor shows: theirs, or the word for a donor who gave no name (the API's "Anonymous",
 * for user id 0, in the page's language). The sample mark stays as the contract writes it: a
 * public name may not contain it, so it cannot be faked.
 */
function donorName(donor: TopDonor, t: MapT): string {
  return donor.user_id === 0 && donor.username === ANONYMOUS_NAME ? t('anonymous') : donor.username;
}

export interface TopDonationsProps {
  regionName: string;
  donors: readonly TopDonor[];
  /** Pairs delivered to recipients in the region ("fewer than 3" for one or two); unknown while loading. */
  pairsDelivered?: PairCount;
}

/**
 * 'Top Donations': the region's top 3 donors by the name they chose to show (or Anonymous), with
 * their dollar totals, sample donors marked as such; and the pairs delivered in the region.
 */
export function TopDonations({ regionName, donors, pairsDelivered }: TopDonationsProps) {
  const t = useTexts(mapTexts);
  const top = donors.slice(0, TOP_DONORS_PER_REGION);
  return (
    <section aria-labelledby="top-donations-title">
      <h2 id="top-donations-title" className="text-xl font-bold text-slate-900">
        {t('topDonations')}
      </h2>
      <p className="text-slate-600">{regionName}</p>
      {pairsDelivered !== undefined && (
        <p className="mt-2 text-slate-800" data-testid="pairs-delivered">
          {t('pairsDelivered')}: <strong>{pairText(pairsDelivered, t)}</strong>
        </p>
      )}
      {top.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('noDonations')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2" aria-label={t('topDonationsIn', { region: regionName })}>
          {top.map((donor, index) => (
            <li
              // Anonymous donors all have user id 0: the rank tells the rows apart.
              key={index}
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
                <span className="truncate font-semibold text-slate-900">
                  {donorName(donor, t)}
                  {donor.is_sample && <span className="ml-1 font-normal text-slate-600">{SAMPLE_MARK}</span>}
                </span>
              </span>
              <span className="font-bold text-slate-900">{formatDollars(donor.total)}</span>
            </li>
          ))}
        </ol>
      )}
      {top.some((donor) => donor.is_sample) && <p className="mt-3 text-sm text-slate-600">{t('sampleExplained')}</p>}
    </section>
  );
}
