import type { Glasses } from '@onepair/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useClaimGlasses } from '@/components/claim/claim-glasses';
import { donateeProgress } from '@/components/claim/donatee-progress';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { allErrorMessages } from '@/lib/api-client';
import { useSession } from '@/session';

import { useGlasses } from '../api/get-glasses';
import { glassesName } from '../lib/display';
import { CATALOGUE_TEXTS } from '../lib/texts';

import { ConfirmSelectionModal } from './confirm-selection-modal';
import { GlassesGrid } from './glasses-grid';
import { OnTheirWay } from './on-their-way';

export interface CataloguePageProps {
  /** A visitor picked a pair: the app asks them to sign in or sign up. */
  onVisitorSelect: () => void;
}

/**
 * The glasses catalogue. Picking a pair depends on who picks it: a visitor is asked to sign in,
 * a donor goes to the donation form, a receiver who has not applied goes to the application,
 * and a receiver who has applied confirms the claim.
 */
export function CataloguePage({ onVisitorSelect }: CataloguePageProps) {
  const { role, userInfo } = useSession();
  const navigate = useNavigate();
  const glasses = useGlasses();
  const claim = useClaimGlasses();
  const [selected, setSelected] = useState<Glasses | null>(null);
  const donatee = userInfo.account?.donatee;

  if (role === 'donatee' && donatee?.has_claimed) {
    const claimed = glasses.data?.find((item) => item.glasses_id === donatee.claimed_glasses);
    return (
      <div className="px-3 py-10 sm:px-6">
        <OnTheirWay itemName={claimed ? glassesName(claimed) : undefined} claim={donateeProgress(donatee).claim} />
      </div>
    );
  }

  function onSelect(item: Glasses) {
    if (role === 'visitor') onVisitorSelect();
    else if (role === 'donator') navigate(paths.donate);
    // Chose 'Be a Receiver' but left before the Donatee Form: the application comes first.
    else if (!donatee?.has_applied_for_account) navigate(paths.apply);
    else {
      claim.reset();
      setSelected(item);
    }
  }

  function onConfirm(item: Glasses) {
    if (!donatee) return;
    claim.mutate({ donateeId: donatee.donatee_id, glassesId: item.glasses_id }, { onSuccess: () => setSelected(null) });
  }

  const claimError = claim.error ? allErrorMessages(claim.error).join(' ') || 'The claim did not go through.' : undefined;

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{CATALOGUE_TEXTS.title}</h1>
        <p className="mt-1 text-slate-700">
          {role === 'donatee'
            ? 'Choose the pair you would like. Each person can claim one pair.'
            : 'Every pair here is given free to someone who needs it. Your donation keeps them in stock.'}
        </p>
      </header>
      {glasses.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading glasses" />
        </div>
      ) : (
        <GlassesGrid items={glasses.data ?? []} role={role} onSelect={onSelect} />
      )}
      <ConfirmSelectionModal
        item={selected}
        busy={claim.isPending}
        error={claimError}
        onConfirm={onConfirm}
        onCancel={() => setSelected(null)}
      />
    </div>
  );
}
