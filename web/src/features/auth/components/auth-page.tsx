import { FormContainer } from '@/components/ui/form-container';

import { AuthScreen } from './auth-screen';

/** The sign-in / sign-up screen as a whole page: /login, and pages a visitor must sign in for. */
export function AuthPage({ signInDestination }: { signInDestination?: string }) {
  return (
    <FormContainer className="min-h-[70vh]">
      <AuthScreen signInDestination={signInDestination} />
    </FormContainer>
  );
}
