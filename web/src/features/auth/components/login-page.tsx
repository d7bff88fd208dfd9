import { FormContainer } from '@/components/ui/form-container';

import { AuthScreen } from './auth-screen';

/** /login: the sign-in / sign-up screen on the blue form container. */
export default function LoginPage() {
  return (
    <FormContainer className="min-h-[70vh]">
      <AuthScreen />
    </FormContainer>
  );
}
