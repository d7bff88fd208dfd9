import { FormContainer } from '@/components/ui/form-container';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useSession } from '@/session';

import { DONATE_TEXTS } from '../lib/texts';

import { DonationWizard } from './donation-wizard';

/** /donate/form: the donation flow when signed in, otherwise the sign-in screen (SPEC.md §2). */
export default function DonatePage() {
  const { user, signingUp } = useSession();

  if (!user || signingUp) {
    return <AuthPage signInDestination="/donate/form" />;
  }

  return (
    <FormContainer className="min-h-[70vh]">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{DONATE_TEXTS.title}</h1>
      <DonationWizard donatorId={user.account?.donator?.donator_id} />
    </FormContainer>
  );
}
