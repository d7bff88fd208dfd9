import { FormContainer } from '@/components/ui/form-container';
import { useSession } from '@/session';

import { DONATE_TEXTS } from '../lib/texts';

import { DonationWizard } from './donation-wizard';

/** /donate/form: the donation flow for a signed-in user (the router asks a visitor to sign in first). */
export default function DonatePage() {
  const { user } = useSession();
  if (!user) return null;

  return (
    <FormContainer className="min-h-[70vh]">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{DONATE_TEXTS.title}</h1>
      <DonationWizard donatorId={user.account?.donator?.donator_id} />
    </FormContainer>
  );
}
