import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import type { AccountType } from '@/session';

import { useFocusHeadingOnChange } from '../lib/focus-heading-on-change';

import { SignInForm } from './sign-in-form';
import { SignUpWizard } from './sign-up-wizard';
import { HeadingLevelProvider } from './step-heading';

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthScreenProps {
  initialMode?: AuthMode;
  /** The account type the sign-up's step 1 shows as chosen, for a visitor who came to apply for glasses. */
  suggestedType?: AccountType;
  /**
   * Where a successful sign-in goes when the screen stands in for another page; otherwise staff go
   * to the staff console and everyone else to the account page.
   */
  signInDestination?: string;
  /** Where a receiver's finished sign-up goes: the account page, unless they came to claim a pair (the cart). */
  receiverDestination?: string;
  /**
   * Called after a sign-in or a finished sign-up has navigated on (the modal closes itself with
   * it). A sign-up signs the user in after its first step, so whoever shows this screen to
   * visitors keeps it until this is called.
   */
  onFinished?: () => void;
  /** 1 when the screen is the page (its steps' headings are the page's h1); 2 in a dialog. */
  headingLevel?: 1 | 2;
}

/**
 * The sign-in / sign-up screen: the sign-in form, or the sign-up wizard once the visitor asks for
 * an account. Used by /login, by the modal for visitors and in place of the pages that need a
 * signed-in user.
 */
export function AuthScreen({
  initialMode = 'sign-in',
  suggestedType,
  signInDestination,
  receiverDestination = paths.account,
  onFinished,
  headingLevel = 2,
}: AuthScreenProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screen = useRef<HTMLDivElement>(null);
  useFocusHeadingOnChange(screen, mode);

  function go(destination: string) {
    // Standing in for the page asked for, the screen gives way to it without a second history
    // entry for the same address: Back then leaves the page rather than seeming to do nothing.
    navigate(destination, { replace: destination === pathname });
    onFinished?.();
  }

  return (
    <div ref={screen}>
      <HeadingLevelProvider value={headingLevel}>
        {mode === 'sign-in' ? (
          <SignInForm
            onSignedIn={(user) => go(signInDestination ?? (user.is_staff ? paths.staff : paths.account))}
            onNeedAccount={() => setMode('sign-up')}
          />
        ) : (
          <SignUpWizard
            suggestedType={suggestedType}
            onHaveAccount={() => setMode('sign-in')}
            onFinished={(destination) => go(destination === paths.account ? receiverDestination : destination)}
          />
        )}
      </HeadingLevelProvider>
    </div>
  );
}
