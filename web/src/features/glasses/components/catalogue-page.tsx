import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router';

import { donateeProgress } from '@/components/claim/donatee-progress';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { useGlasses } from '../api/get-glasses';
import { glassesName } from '../lib/display';
import { catalogueTexts } from '../texts';

import { GlassesGrid, GlassesGridSkeleton } from './glasses-grid';

// Screens for signed-in recipients only, so not part of a visitor's first download.
const RecipientCatalogue = lazy(() => import('../claiming/recipient-catalogue'));
const OnTheirWay = lazy(async () => ({ default: (await import('../claiming/on-their-way')).OnTheirWay }));

export interface CataloguePageProps {
  /** A visitor picked a pair: the app asks them to sign in or sign up. */
  onVisitorSelect: () => void;
}

/**
 * The glasses catalogue. Picking a pair depends on who picks it: a visitor is asked to sign in,
 * a donor goes to the donation form, a receiver who has not applied goes to the application,
 * and a receiver who has applied sees the catalogue of claiming/recipient-catalogue.tsx (where
 * their application stands, which frames fit their prescription, and the claim).
 */
export function CataloguePage({ onVisitorSelect }: CataloguePageProps) {
  const { role, userInfo } = useSession();
  const t = useTexts(catalogueTexts);
  const navigate = useNavigate();
  const glasses = useGlasses();
  const account = userInfo.account;
  const donatee = account?.donatee;
  const applied = role === 'donatee' && Boolean(donatee?.has_applied_for_account);
  const items = glasses.data;

  if (role === 'donatee' && donatee?.has_claimed) {
    const claimed = items?.find((item) => item.glasses_id === donatee.claimed_glasses);
    return (
      <div className="px-3 py-10 sm:px-6">
        <Suspense fallback={<Spinner label={t('loadingClaim')} />}>
          <OnTheirWay itemName={claimed ? glassesName(claimed) : undefined} claim={donateeProgress(donatee).claim} address={account} />
        </Suspense>
      </div>
    );
  }

  function onSelect() {
    if (role === 'visitor') onVisitorSelect();
    else if (role === 'donator') navigate(paths.donate);
    // Chose 'Be a Receiver' but left before the Donatee Form: the application comes first.
    else navigate(paths.apply);
  }

  const skeleton = <GlassesGridSkeleton label={t('loadingGlasses')} />;
  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{role === 'donatee' ? t('introRecipient') : t('introDonor')}</p>
      </header>
      {applied && account ? (
        <Suspense fallback={skeleton}>
          <RecipientCatalogue account={account} items={items} pending={glasses.isPending} />
        </Suspense>
      ) : glasses.isPending ? (
        skeleton
      ) : (
        <GlassesGrid items={items ?? []} role={role} onSelect={onSelect} />
      )}
    </div>
  );
}
