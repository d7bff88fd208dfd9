import { useState } from 'react';

import { paths } from '@/config/paths';
import { SignInModal } from '@/features/auth/components/sign-in-modal';
import { CartPage } from '@/features/cart/components/cart-page';

/**
 * /cart: the cart, where a visitor who wants to claim the picked pair gets the sign-up (or
 * sign-in) screen as a modal; it brings them back to the cart, the pair still picked.
 */
export default function CartRoute() {
  const [mode, setMode] = useState<'sign-up' | 'sign-in' | null>(null);
  return (
    <>
      <CartPage onVisitorSignIn={setMode} signInOpen={mode !== null} />
      <SignInModal open={mode !== null} initialMode={mode ?? undefined} returnTo={paths.cart} onClose={() => setMode(null)} />
    </>
  );
}
