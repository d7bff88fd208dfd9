import { Suspense, lazy, useState } from 'react';

import { RouteNotice } from '@/components/ui/route-notice';
import { CataloguePage } from '@/features/glasses/components/catalogue-page';
import { useSession } from '@/session';

import { GetGlassesBanner } from './get-glasses-banner';

// The fundraising goal is optional (shown only when configured): kept out of the first download.
const GoalProgress = lazy(async () => ({ default: (await import('@/components/donor/goal-progress')).GoalProgress }));
// The sign-in dialog is code a visitor needs only once they pick a pair: not part of the first download.
const SignInModal = lazy(async () => ({ default: (await import('@/features/auth/components/sign-in-modal')).SignInModal }));

/**
 * The home page: the catalogue, where a visitor who picks a pair is offered the sign-in modal,
 * and above it, for visitors, the way in for people who need glasses.
 */
export function HomePage() {
  const { role } = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <>
      {/* A message from the page that sent the user here (their account was erased). */}
      <RouteNotice className="mx-3 mt-4 sm:mx-6" />
      {/* Shown only when a fundraising goal is configured. */}
      <Suspense fallback={null}>
        <GoalProgress className="mx-auto mt-4 max-w-6xl" />
      </Suspense>
      {role === 'visitor' && (
        <div className="mx-auto max-w-6xl px-3 pt-4 sm:px-6">
          <GetGlassesBanner />
        </div>
      )}
      <CataloguePage onVisitorSelect={() => setSignInOpen(true)} />
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInModal open onClose={() => setSignInOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
