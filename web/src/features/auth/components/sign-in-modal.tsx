import { Suspense, lazy } from 'react';

import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';

import { authTexts } from '../texts';
import type { AuthScreenProps } from './auth-screen';

// The sign-in / sign-up screens load when a visitor first opens the modal.
const AuthScreen = lazy(() => import('./auth-screen').then((module) => ({ default: module.AuthScreen })));

export interface SignInModalProps {
  open: boolean;
  onClose: () => void;
  /** Sign-in first (the catalogue), or sign-up (the cart's 'Sign up to claim this pair'). */
  initialMode?: AuthScreenProps['initialMode'];
  /**
   * The page a sign-in, or a receiver's finished sign-up, returns to (the cart, to claim the
   * picked pair); without it they go to the account page (staff to the staff console).
   */
  returnTo?: string;
}

/** The sign-in / sign-up screen as a modal, for a visitor who picks a pair in the catalogue or wants to claim one from the cart. */
export function SignInModal({ open, onClose, initialMode, returnTo }: SignInModalProps) {
  const t = useTexts(authTexts);
  return (
    <Modal open={open} onClose={onClose} title={t('signInOrSignUp')} hideTitle className="max-w-md" closeLabel={t('close')}>
      <div className="rounded-2xl bg-gradient-to-br from-blue-500 via-blue-600 to-indigo-700 p-2 sm:p-3">
        <div className="rounded-xl bg-white p-5 sm:p-6">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label={t('loadingSignIn')} />
              </div>
            }
          >
            <AuthScreen initialMode={initialMode} signInDestination={returnTo} receiverDestination={returnTo} onFinished={onClose} />
          </Suspense>
        </div>
      </div>
    </Modal>
  );
}
