import type { Account, Glasses } from '@onepair/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import { donateeProgress } from '@/components/claim/donatee-progress';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { RichText } from '@/i18n/rich-text';

import { GlassesGrid, GlassesGridSkeleton } from '../components/glasses-grid';
import { figuresOf, fitsPrescription } from '../lib/fit';

import { ConfirmSelectionModal, loadConfirmSelectionBody } from './confirm-selection-modal';
import { claimingTexts } from './texts';

export interface RecipientCatalogueProps {
  /** The signed-in recipient's account, whose application was sent. */
  account: Account;
  /** The catalogue (undefined when it could not be read). */
  items: readonly Glasses[] | undefined;
  /** The catalogue is on its way. */
  pending: boolean;
}

/**
 * The catalogue as a recipient who has applied sees it (loaded only for them): where their
 * application stands, which frames fit their prescription (and a switch to show only those),
 * and Claim, which opens 'Confirm Your Selection'.
 */
export default function RecipientCatalogue({ account, items, pending }: RecipientCatalogueProps) {
  const t = useTexts(claimingTexts);
  const donatee = account.donatee;
  const [selected, setSelected] = useState<Glasses | null>(null);
  const [onlyFitting, setOnlyFitting] = useState(false);
  const fittingToggle = useRef<HTMLInputElement>(null);
  const figures = useMemo(() => figuresOf(donatee), [donatee]);
  // Older servers send no status: their applicants may claim at once.
  const reviewStatus = donateeProgress(donatee).applicationStatus;
  const notYetApproved = reviewStatus !== 'approved';

  // A recipient is likely to pick a pair: fetch the dialog's content now, so that it opens at once.
  useEffect(() => {
    void loadConfirmSelectionBody();
  }, []);

  const fits = useMemo(() => (figures ? (item: Glasses) => fitsPrescription(item, figures) : undefined), [figures]);
  const shown = useMemo(() => (items && fits && onlyFitting ? items.filter(fits) : (items ?? [])), [items, fits, onlyFitting]);

  return (
    <>
      {reviewStatus === 'approved' && (
        <p className="mb-6 rounded-lg bg-green-50 p-3 text-green-900" data-testid="choose-your-pair">
          <span className="font-bold">{t('chooseYourPair')}</span> {t('chooseYourPairText')}
        </p>
      )}
      {notYetApproved && (
        <p className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="not-yet-approved">
          {reviewStatus === 'submitted' ? t('waitingForReview') : t('applicationSentBack')}{' '}
          <Link to={reviewStatus === 'submitted' ? paths.account : paths.apply} className="font-semibold underline">
            {reviewStatus === 'submitted' ? t('seeYourAccount') : t('seeYourApplication')}
          </Link>
        </p>
      )}
      {fits ? (
        <label className="mb-6 flex min-h-10 items-center gap-2 font-medium text-slate-800">
          <input
            ref={fittingToggle}
            type="checkbox"
            checked={onlyFitting}
            onChange={(event) => setOnlyFitting(event.target.checked)}
            className="h-5 w-5 accent-blue-600"
          />
          {t('onlyFitting')}
        </label>
      ) : (
        <p className="mb-6 text-sm text-slate-700" data-testid="add-figures">
          <RichText
            texts={claimingTexts}
            id="addFigures"
            components={{ 0: <Link to={paths.account} className="font-semibold text-blue-700 underline" /> }}
          />
        </p>
      )}
      {pending ? (
        <GlassesGridSkeleton label={t('loadingGlasses')} />
      ) : onlyFitting && shown.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
          <p role="status" className="text-slate-700">
            {t('noneFit')}
          </p>
          <button
            type="button"
            onClick={() => {
              setOnlyFitting(false);
              fittingToggle.current?.focus();
            }}
            className="mt-3 min-h-10 font-semibold text-blue-700 underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {t('showAll')}
          </button>
        </div>
      ) : (
        <GlassesGrid items={shown} role="donatee" onSelect={setSelected} fits={fits} waiting={notYetApproved} />
      )}
      <ConfirmSelectionModal item={selected} account={account} onClaimed={() => setSelected(null)} onCancel={() => setSelected(null)} />
    </>
  );
}
