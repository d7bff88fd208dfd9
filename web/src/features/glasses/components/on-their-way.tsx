import { lazy, Suspense } from 'react';

import type { ClaimWithReason } from '@/components/claim/claim-timeline';
import { ContactSupport } from '@/components/claim/contact-support';

import { CATALOGUE_TEXTS } from '../lib/texts';

// The catalogue is in the first-visit bundle; the timeline (and the contract's claim schemas it
// brings) is downloaded only by a recipient whose pair is on its way.
const ClaimTimeline = lazy(async () => ({ default: (await import('@/components/claim/claim-timeline')).ClaimTimeline }));

export interface OnTheirWayProps {
  /** The claimed item's name, when known. */
  itemName?: string;
  /** The claim's progress, when the server tells it. */
  claim?: ClaimWithReason | null;
}

/** Replaces the grid once the donatee has claimed: one pair a person. */
export function OnTheirWay({ itemName, claim }: OnTheirWayProps) {
  return (
    <section aria-labelledby="on-their-way-title" className="mx-auto max-w-2xl rounded-2xl bg-white p-6 text-center shadow-md sm:p-10">
      <div aria-hidden="true" className="text-5xl">
        📦
      </div>
      <h1 id="on-their-way-title" className="mt-3 text-2xl font-bold text-blue-800 sm:text-3xl">
        {CATALOGUE_TEXTS.onTheirWay}
      </h1>
      {itemName && (
        <p className="mt-3 font-semibold text-slate-800">
          You chose: <span data-testid="claimed-item">{itemName}</span>
        </p>
      )}
      <p className="mt-3 text-slate-700">
        Thank you for being part of OnePair. Your new pair is being prepared and will be sent to the address on your account. This was made
        possible by the generosity of our donors, who believe everyone deserves to see clearly.
      </p>
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
