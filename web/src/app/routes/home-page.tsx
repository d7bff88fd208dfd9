import { useState } from 'react';

import { RouteNotice } from '@/components/ui/route-notice';
import { SignInModal } from '@/features/auth/components/sign-in-modal';
import { CataloguePage } from '@/features/glasses/components/catalogue-page';

/** The home page: the catalogue, where a visitor who picks a pair is offered the sign-in modal. */
export function HomePage() {
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <>
      {/* A message from the page that sent the user here (their account was erased). */}
      <RouteNotice className="mx-3 mt-4 sm:mx-6" />
      <CataloguePage onVisitorSelect={() => setSignInOpen(true)} />
      <SignInModal open={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  );
}
