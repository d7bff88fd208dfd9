import { FormContainer } from '@/components/ui/form-container';

import { AuthScreen, type AuthScreenProps } from './auth-screen';

/** The sign-in / sign-up screen as a whole page: /login, and pages a visitor must sign in for. */
export function AuthPage({
  initialMode,
  suggestedType,
  signInDestination,
  onFinished,
}: Pick<AuthScreenProps, 'initialMode' | 'suggestedType' | 'signInDestination' | 'onFinished'>) {
  return (
    <FormContainer className="min-h-[70vh]">
      <AuthScreen
        headingLevel={1}
        initialMode={initialMode}
        suggestedType={suggestedType}
        signInDestination={signInDestination}
        onFinished={onFinished}
      />
    </FormContainer>
  );
}
