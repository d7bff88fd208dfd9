import { useQuery } from '@tanstack/react-query';

import { GoalProgress } from '@/components/donor/goal-progress';
import { PublicNameChoice } from '@/components/donor/public-name-choice';
import { FormContainer } from '@/components/ui/form-container';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { useSession } from '@/session';

import { donateTexts } from '../texts';

import { CheckoutForm } from './checkout-form';
import { DonationWizard } from './donation-wizard';

/** /donate/form: the donation flow for a signed-in user (the router asks a visitor to sign in first). */
export default function DonatePage() {
  const t = useTexts(donateTexts);
  const { user } = useSession();
  // Which form depends on the server's payment provider; a server that does not say (or cannot
  // be asked) gets the form that records a gift without a card payment.
  const config = useQuery(clientConfigQueryOptions());
  if (!user) return null;
  const donatorId = user.account?.donator?.donator_id;

  return (
    <FormContainer className="min-h-[70vh]">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <GoalProgress className="mb-4" />
      {config.isPending ? (
        <Spinner label={t('loading')} />
      ) : config.data?.payment_provider === 'stripe' ? (
        <CheckoutForm
          donatorId={donatorId}
          fee={{ percent: config.data.payment_fee_percent, fixedCents: Math.round(config.data.payment_fee_fixed * 100) }}
        />
      ) : (
        <DonationWizard donatorId={donatorId} />
      )}
      {user.account?.donator && <PublicNameChoice className="mt-6" donator={user.account.donator} />}
    </FormContainer>
  );
}
