import { Link } from 'react-router';

import { AuthPage } from '@/features/auth/components/auth-page';
import { useSession } from '@/session';

import { ACCOUNT_TEXTS } from '../lib/texts';

import { AccountDetailsForm } from './account-details-form';
import { DonateeDetails } from './donatee-details';
import { DonatorDetails } from './donator-details';

/** /account: the overview for a signed-in user; a visitor is asked to sign in. */
export default function AccountPage() {
  const { user, userInfo, signingUp } = useSession();

  if (!user || signingUp) {
    return <AuthPage signInDestination="/account" />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{ACCOUNT_TEXTS.title}</h1>
        <p className="mt-1 text-slate-700">{ACCOUNT_TEXTS.subtitle}</p>
      </header>
      <AccountDetailsForm key={user.id} user={user} />
      {userInfo.donator ? <DonatorDetails donator={user.account.donator} /> : <DonateeDetails donatee={user.account.donatee} />}
      {!user.account.donatee.has_applied_for_account && (
        <p>
          <Link to="/apply" className="font-semibold text-blue-700 underline">
            {ACCOUNT_TEXTS.applyLink}
          </Link>
        </p>
      )}
    </div>
  );
}
