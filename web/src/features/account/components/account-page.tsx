import { Link } from 'react-router';

import { ClaimTimeline } from '@/components/claim/claim-timeline';
import { ContactSupport } from '@/components/claim/contact-support';
import { donateeProgress } from '@/components/claim/donatee-progress';
import { NextStepCard } from '@/components/recipient/next-step-card';
import { PublicNameChoice } from '@/components/donor/public-name-choice';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { accountTexts } from '../texts';

import { AccountDetailsForm } from './account-details-form';
import { ApplicationStatusPanel } from './application-status';
import { DonateeDetails } from './donatee-details';
import { DonatorDetails } from './donator-details';
import { MonthlyGifts } from './monthly-gifts';
import { PrescriptionPanel } from './prescription-panel';
import { Receipts } from './receipts';

/** /account: the overview for a signed-in user (the router asks a visitor to sign in first). */
export default function AccountPage() {
  const { user, userInfo } = useSession();
  const t = useTexts(accountTexts);
  if (!user) return null;
  const progress = donateeProgress(user.account.donatee);
  const recipient = !userInfo.donator;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('subtitle')}</p>
      </header>
      {recipient && <NextStepCard donatee={user.account.donatee} />}
      <AccountDetailsForm key={user.id} user={user} />
      {recipient && progress.applicationStatus && progress.applicationStatus !== 'not_submitted' && (
        <ApplicationStatusPanel
          status={progress.applicationStatus}
          message={progress.decisionMessage}
          reviewReason={progress.reviewReason}
        />
      )}
      {recipient && user.account.donatee.has_applied_for_account && <PrescriptionPanel donatee={user.account.donatee} />}
      {recipient && progress.claim && (
        <div className="flex flex-col gap-3">
          <ClaimTimeline claim={progress.claim} />
          <ContactSupport claimId={progress.claim.id} variant="secondary" className="self-start" />
        </div>
      )}
      {userInfo.donator ? <DonatorDetails donator={user.account.donator} /> : <DonateeDetails donatee={user.account.donatee} />}
      {userInfo.donator && <PublicNameChoice donator={user.account.donator} />}
      {userInfo.donator && <MonthlyGifts />}
      {userInfo.donator && <Receipts />}
      <p className="flex flex-col">
        <Link to={paths.accountSecurity} className="font-semibold text-blue-700 underline">
          {t('security')}
        </Link>
        <span className="text-sm text-slate-700">{t('securityHint')}</span>
      </p>
      {!user.account.donatee.has_applied_for_account && (
        <p>
          <Link to={paths.apply} className="font-semibold text-blue-700 underline">
            {t('applyLink')}
          </Link>
        </p>
      )}
      <p className="flex flex-col">
        <Link to={paths.partner} className="font-semibold text-blue-700 underline">
          {t('partnerLink')}
        </Link>
        <span className="text-sm text-slate-700">{t('partnerLinkHint')}</span>
      </p>
    </div>
  );
}
