import { useState } from 'react';

import { SignInModal } from '@/features/auth/components/sign-in-modal';
import { CataloguePage } from '@/features/glasses/components/catalogue-page';

/** The home page: the catalogue, where a visitor who picks a pair is offered the sign-in modal. */
export function HomePage() {
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <>
      <CataloguePage onVisitorSelect={() => setSignInOpen(true)} />
      <SignInModal open={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  );
}
