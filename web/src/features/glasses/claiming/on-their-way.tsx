import { recipientNextStep } from '@onepair/contract';
import { lazy, Suspense } from 'react';

import type { ClaimWithReason } from '@/components/claim/claim-timeline';
import { ContactSupport } from '@/components/claim/contact-support';
import { NEXT_STEPS } from '@/components/recipient/next-step-texts';
import { recipientTexts } from '@/components/recipient/texts';
import { useTexts } from '@/i18n';
import { RichText } from '@/i18n/rich-text';

import { claimingTexts } from './texts';

// The catalogue is in the first-visit bundle; the timeline (and the contract's claim schemas it
// brings) is downloaded only by a recipient whose pair is on its way.
const ClaimTimeline = lazy(async () => ({ default: (await import('@/components/claim/claim-timeline')).ClaimTimeline }));

/** Where the pair goes: the account's shipping address. */
export interface DeliveryAddress {
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface OnTheirWayProps {
  /** The claimed item's name, when known. */
  itemName?: string;
  /** The claim's progress, when the server tells it. */
  claim?: ClaimWithReason | null;
  /** The address the pair is sent to (the account's, which staff ship to). */
  address?: DeliveryAddress | null;
}

/** The address as an envelope shows it: the street, then "City, State Zip"; empty parts left out. */
function addressLines(address: DeliveryAddress | null | undefined): string[] {
  if (!address) return [];
  const place = [address.city.trim(), [address.state.trim(), address.zip_code.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address.trim(), place].filter(Boolean);
}

/** Replaces the grid once the donatee has claimed: one pair a person. */
export function OnTheirWay({ itemName, claim, address }: OnTheirWayProps) {
  const t = useTexts(claimingTexts);
  const recipientWords = useTexts(recipientTexts);
  const lines = addressLines(address);
  // The spec's heading stays from the claim on; the pair's real stage is said under it.
  const stage = claim ? recipientNextStep({ has_applied_for_account: true, has_claimed: true, claim }) : null;
  return (
    <section aria-labelledby="on-their-way-title" className="mx-auto max-w-2xl rounded-2xl bg-white p-6 text-center shadow-md sm:p-10">
      <div aria-hidden="true" className="text-5xl">
        📦
      </div>
      <h1 id="on-their-way-title" className="mt-3 text-2xl font-bold text-blue-800 sm:text-3xl">
        {t('onTheirWay')}
      </h1>
      {stage && (
        <p data-testid="claim-stage" className="mt-2 text-lg font-semibold text-slate-900">
          {recipientWords(NEXT_STEPS[stage].title)}
        </p>
      )}
      {itemName && (
        <p className="mt-3 font-semibold text-slate-800">
          <RichText
            texts={claimingTexts}
            id="youChose"
            values={{ name: itemName }}
            components={{ 0: <span data-testid="claimed-item" /> }}
          />
        </p>
      )}
      <p className="mt-3 text-slate-700">
        {t('thanks')} {lines.length > 0 ? t('deliveryLead', { status: claim?.status ?? 'claimed' }) : t('toAccountAddress')}
      </p>
      {lines.length > 0 && (
        <address data-testid="delivery-address" className="mt-2 font-semibold text-slate-900 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      <p className="mt-3 text-slate-700">{t('donorsThanks')}</p>
      {claim && (
        <div className="mt-6">
          <Suspense fallback={null}>
            <ClaimTimeline claim={claim} />
          </Suspense>
        </div>
      )}
      {claim && <ContactSupport claimId={claim.id} className="mt-6" />}
    </section>
  );
}
