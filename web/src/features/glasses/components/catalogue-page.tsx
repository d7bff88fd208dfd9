import type { Glasses } from '@onepair/contract';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { donateeProgress } from '@/components/claim/donatee-progress';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/session';

import { useGlasses } from '../api/get-glasses';
import { glassesName } from '../lib/display';
import { figuresOf, fitsPrescription } from '../lib/fit';
import { CATALOGUE_TEXTS } from '../lib/texts';

import { GlassesGrid, GlassesGridSkeleton } from './glasses-grid';

// Screens for signed-in recipients only, so not part of a visitor's first download.
const loadConfirmSelection = () => import('./confirm-selection-modal');
const ConfirmSelectionModal = lazy(async () => ({ default: (await loadConfirmSelection()).ConfirmSelectionModal }));
const OnTheirWay = lazy(async () => ({ default: (await import('./on-their-way')).OnTheirWay }));

export interface CataloguePageProps {
  /** A visitor picked a pair: the app asks them to sign in or sign up. */
  onVisitorSelect: () => void;
}

/**
 * The glasses catalogue. Picking a pair depends on who picks it: a visitor is asked to sign in,
 * a donor goes to the donation form, a receiver who has not applied goes to the application,
 * and a receiver who has applied confirms the claim. A receiver whose application gives the
 * prescription's figures sees which frames fit, and may show only those.
 */
export function CataloguePage({ onVisitorSelect }: CataloguePageProps) {
  const { role, userInfo } = useSession();
  const navigate = useNavigate();
  const glasses = useGlasses();
  const [selected, setSelected] = useState<Glasses | null>(null);
  const [onlyFitting, setOnlyFitting] = useState(false);
  const account = userInfo.account;
  const donatee = account?.donatee;
  const applied = role === 'donatee' && Boolean(donatee?.has_applied_for_account);
  const figures = useMemo(() => (applied ? figuresOf(donatee) : null), [applied, donatee]);
  // Older servers send no status: their applicants may claim at once.
  const reviewStatus = applied ? donateeProgress(donatee).applicationStatus : null;
  const notYetApproved = reviewStatus !== null && reviewStatus !== 'approved';
  const fittingToggle = useRef<HTMLInputElement>(null);

  // A recipient is likely to pick a pair: fetch the dialog's code now, so that it opens at once.
  useEffect(() => {
    if (applied) void loadConfirmSelection().then((module) => module.loadConfirmSelectionBody());
  }, [applied]);

  const items = glasses.data;
  const fits = useMemo(() => (figures ? (item: Glasses) => fitsPrescription(item, figures) : undefined), [figures]);
  const shown = useMemo(() => (items && fits && onlyFitting ? items.filter(fits) : (items ?? [])), [items, fits, onlyFitting]);

  if (role === 'donatee' && donatee?.has_claimed) {
    const claimed = items?.find((item) => item.glasses_id === donatee.claimed_glasses);
    return (
      <div className="px-3 py-10 sm:px-6">
        <Suspense fallback={<Spinner label="Loading your claim" />}>
          <OnTheirWay itemName={claimed ? glassesName(claimed) : undefined} claim={donateeProgress(donatee).claim} address={account} />
        </Suspense>
      </div>
    );
  }

  function onSelect(item: Glasses) {
    if (role === 'visitor') onVisitorSelect();
    else if (role === 'donator') navigate(paths.donate);
    // Chose 'Be a Receiver' but left before the Donatee Form: the application comes first.
    else if (!donatee?.has_applied_for_account) navigate(paths.apply);
    else setSelected(item);
  }

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{CATALOGUE_TEXTS.title}</h1>
        <p className="mt-1 text-slate-700">
          {role === 'donatee'
            ? 'Choose the pair you would like. Each person can claim one pair.'
            : 'Every pair here is given free to someone who needs it. Your donation keeps them in stock.'}
        </p>
        {applied && reviewStatus === 'approved' && (
          <p className="mt-3 rounded-lg bg-green-50 p-3 text-green-900" data-testid="choose-your-pair">
            <span className="font-bold">{CATALOGUE_TEXTS.chooseYourPair}</span> {CATALOGUE_TEXTS.chooseYourPairText}
          </p>
        )}
        {notYetApproved && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="not-yet-approved">
            {reviewStatus === 'submitted' ? CATALOGUE_TEXTS.waitingForReview : CATALOGUE_TEXTS.applicationSentBack}{' '}
            <Link to={reviewStatus === 'submitted' ? paths.account : paths.apply} className="font-semibold underline">
              {reviewStatus === 'submitted' ? CATALOGUE_TEXTS.seeYourAccount : CATALOGUE_TEXTS.seeYourApplication}
            </Link>
          </p>
        )}
        {applied && fits && (
          <label className="mt-3 flex min-h-10 items-center gap-2 font-medium text-slate-800">
            <input
              ref={fittingToggle}
              type="checkbox"
              checked={onlyFitting}
              onChange={(event) => setOnlyFitting(event.target.checked)}
              className="h-5 w-5 accent-blue-600"
            />
            {CATALOGUE_TEXTS.onlyFitting}
          </label>
        )}
        {applied && !fits && (
          <p className="mt-3 text-sm text-slate-700" data-testid="add-figures">
            {CATALOGUE_TEXTS.addFiguresBefore}{' '}
            <Link to={paths.account} className="font-semibold text-blue-700 underline">
              {CATALOGUE_TEXTS.addFiguresLink}
            </Link>{' '}
            {CATALOGUE_TEXTS.addFiguresAfter}
          </p>
        )}
      </header>
      {glasses.isPending ? (
        <GlassesGridSkeleton label="Loading glasses" />
      ) : onlyFitting && shown.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
          <p role="status" className="text-slate-700">
            {CATALOGUE_TEXTS.noneFit}
          </p>
          <button
            type="button"
            onClick={() => {
              setOnlyFitting(false);
              fittingToggle.current?.focus();
            }}
            className="mt-3 min-h-10 font-semibold text-blue-700 underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {CATALOGUE_TEXTS.showAll}
          </button>
        </div>
      ) : (
        <GlassesGrid items={shown} role={role} onSelect={onSelect} fits={fits} waiting={notYetApproved} />
      )}
      {applied && (
        <Suspense fallback={null}>
          <ConfirmSelectionModal item={selected} account={account} onClaimed={() => setSelected(null)} onCancel={() => setSelected(null)} />
        </Suspense>
      )}
    </div>
  );
}
