import { NESTED_DONATIONS, isActiveDonator, type Donation, type Donator } from '@onepair/contract';
import { useEffect, useRef, useState } from 'react';

import { ImpactLine } from '@/components/donor/impact-line';
import { useRegionName } from '@/components/donor/region-name';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';
import { formatMoney } from '@/lib/format-number';

import { useDonator } from '../api/get-donator';
import { getOlderDonations } from '../api/get-older-donations';
import { newestFirst } from '../lib/donations';
import { accountTexts } from '../texts';

export interface DonatorDetailsProps {
  /** The donator record nested in the current user; shown if loading the fresh one fails. */
  donator: Donator;
}

/** Donation status (active with a donation in the last 30 days), total, and the history newest first. */
export function DonatorDetails({ donator: nested }: DonatorDetailsProps) {
  const t = useTexts(accountTexts);
  const regionName = useRegionName();
  const query = useDonator(nested.donator_id);

  useEffect(() => {
    if (query.error) console.error('Could not load the donator', query.error);
  }, [query.error]);

  const donator = query.data ?? nested;
  const nestedNewestFirst = newestFirst(donator.donations ?? []);
  const active = isActiveDonator(nestedNewestFirst[0]?.date);
  const older = useOlderDonations(nestedNewestFirst);
  const donations = [...nestedNewestFirst, ...older.donations];

  return (
    <Panel title={t('donatorDetails')}>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('loadingDonations')} />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm font-medium text-slate-600">{t('donationStatus')}</dt>
              <dd className={`text-lg font-bold ${active ? 'text-green-700' : 'text-red-700'}`} data-testid="donation-status">
                {active ? t('activeDonator') : t('inactiveDonator')}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm font-medium text-slate-600">{t('totalDonated')}</dt>
              <dd className="text-lg font-bold text-slate-900" data-testid="total-donated">
                {formatMoney(donator.total_amount_donated ?? 0)}
              </dd>
            </div>
          </dl>
          <ImpactLine className="mt-3" kind="total" amount={donator.total_amount_donated ?? 0} />
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('donationHistory')}</h3>
          {donations.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('noDonations')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label={t('donationHistory')}>
              {donations.map((donation) => (
                <li key={donation.donation_id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="donation">
                  <span className="font-semibold text-slate-900">{formatMoney(donation.amount)}</span>
                  <span className="text-slate-700">{donation.date}</span>
                  <span className="text-slate-600">{t('donationRegion', { region: regionName(donation.region) })}</span>
                </li>
              ))}
            </ul>
          )}
          {older.state !== 'none' && (
            <div className="mt-3 flex flex-col items-start gap-2">
              {older.state !== 'all' && (
                <Button
                  variant="secondary"
                  onClick={older.showMore}
                  disabled={older.state === 'loading'}
                  aria-busy={older.state === 'loading'}
                >
                  {older.state === 'loading' ? t('loadingMoreDonations') : t('showMoreDonations')}
                </Button>
              )}
              {older.state === 'failed' && (
                <p role="alert" className="text-red-700">
                  {t('moreDonationsFailed')}
                </p>
              )}
              <p role="status" ref={older.statusRef} tabIndex={-1} className="text-slate-600">
                {older.donations.length === 0
                  ? ''
                  : older.state === 'all'
                    ? `${t('donationsShown', { count: donations.length })} ${t('allDonationsShown')}`
                    : t('donationsShown', { count: donations.length })}
              </p>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

type OlderState = 'none' | 'idle' | 'loading' | 'failed' | 'all';

/**
 * The donations older than the newest ones the account view nests, loaded a page at a time on
 * demand. `none`: the nested list is the whole history (fewer than a full page); `all`: the
 * last page came. Focus goes to the count when the button goes away, so it is not lost.
 */
function useOlderDonations(nested: Donation[]) {
  const [donations, setDonations] = useState<Donation[]>([]);
  const [state, setState] = useState<OlderState>(nested.length >= NESTED_DONATIONS ? 'idle' : 'none');
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === 'none' && nested.length >= NESTED_DONATIONS) setState('idle');
  }, [nested.length, state]);

  async function showMore() {
    const oldest = donations.at(-1) ?? nested.at(-1);
    if (!oldest) return;
    setState('loading');
    try {
      const page = await getOlderDonations(oldest);
      setDonations((shown) => [...shown, ...page.donations]);
      setState(page.more ? 'idle' : 'all');
      if (!page.more) requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      console.error('Could not load older donations', error);
      setState('failed');
    }
  }

  return { donations, state, showMore, statusRef };
}
