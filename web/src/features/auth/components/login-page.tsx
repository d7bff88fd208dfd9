import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import { RouteNotice } from '@/components/ui/route-notice';
import { paths } from '@/config/paths';
import { useSession } from '@/session';

import { AuthPage } from './auth-page';

/**
 * /login: the sign-in / sign-up screen on the blue form container; a signed-in user goes on to
 * /account. `?sign-up=recipient` (the "Get free glasses" page's link) opens the sign-up with the
 * recipient's account type suggested.
 */
export default function LoginPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  const forRecipient = search.get('sign-up') === 'recipient';
  // Only who arrives signed in: a sign-in or sign-up made on this page goes where it says.
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) return <Navigate to={paths.account} replace />;
  return (
    <>
      {/* Why the user was signed out, when a page sent them here (signing out everywhere). */}
      <RouteNotice className="mx-auto mt-4 max-w-md" />
      <AuthPage {...(forRecipient ? { initialMode: 'sign-up', suggestedType: 'donatee' } : {})} />
    </>
  );
}
