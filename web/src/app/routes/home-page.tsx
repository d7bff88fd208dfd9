import { Suspense, lazy, useState } from 'react';

import { RouteNotice } from '@/components/ui/route-notice';
import { CataloguePage } from '@/features/glasses/components/catalogue-page';

// The fundraising goal is optional (shown only when configured): kept out of the first download.
const GoalProgress = lazy(async () => ({ default: (await import('@/components/donor/goal-progress')).GoalProgress }));
// The sign-in dialog is code a visitor needs only once they pick a pair: not part of the first download.
const SignInModal = lazy(async () => ({ default: (await import('@/features/auth/components/sign-in-modal')).SignInModal }));

/** The home page: the catalogue, where a visitor who picks a pair is offered the sign-in modal. */
export function HomePage() {
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <>
      {/* A message from the page that sent the user here (their account was erased). */}
      <RouteNotice className="mx-3 mt-4 sm:mx-6" />
      {/* Shown only when a fundraising goal is configured. */}
      <Suspense fallback={null}>
        <GoalProgress className="mx-auto mt-4 max-w-6xl" />
      </Suspense>
      <CataloguePage onVisitorSelect={() => setSignInOpen(true)} />
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInModal open onClose={() => setSignInOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
