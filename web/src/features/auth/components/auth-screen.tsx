import { useState } from 'react';
import { useNavigate } from 'react-router';

import { SignInForm } from './sign-in-form';
import { SignUpWizard } from './sign-up-wizard';

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthScreenProps {
  initialMode?: AuthMode;
  /** Where a successful sign-in goes; the spec says /account. */
  signInDestination?: string;
  /** Called after the screen has navigated away (the modal closes itself with it). */
  onFinished?: () => void;
}

/**
 * The sign-in / sign-up screen of SPEC.md §2, used by /login, by the modal for visitors and by
 * pages that ask a visitor to sign in. While a sign-up runs the user is already logged in: a page
 * that shows this screen to visitors should keep it while `useSession().signingUp` is true.
 */
export function AuthScreen({ initialMode = 'sign-in', signInDestination = '/account', onFinished }: AuthScreenProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const navigate = useNavigate();

  function go(destination: string) {
    navigate(destination);
    onFinished?.();
  }

  return mode === 'sign-in' ? (
    <SignInForm onSignedIn={() => go(signInDestination)} onNeedAccount={() => setMode('sign-up')} />
  ) : (
    <SignUpWizard onHaveAccount={() => setMode('sign-in')} onFinished={go} />
  );
}
