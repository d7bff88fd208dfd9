import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AuthPage } from '@/features/auth/components/auth-page';
import { useSession } from '@/session';

/**
 * The layout route of the pages only a signed-in user can use (account, apply, donate). A
 * visitor gets the sign-in / sign-up screen in the page's place, at the same address, and a
 * sign-in continues to that page.
 */
export default function RequireSignIn() {
  const { user } = useSession();
  const { pathname } = useLocation();
  // Where the screen was shown to a visitor. It stays until the screen says it has finished: a
  // sign-up signs the user in after its first step, and its later steps must not give way to
  // the page. Going to another page leaves it.
  const [screenAt, setScreenAt] = useState<string | null>(null);
  if (!user && screenAt !== pathname) setScreenAt(pathname);
  if (user && screenAt !== null && screenAt !== pathname) setScreenAt(null);

  if (!user || screenAt === pathname) {
    return <AuthPage key={pathname} signInDestination={pathname} onFinished={() => setScreenAt(null)} />;
  }
  return <Outlet />;
}
