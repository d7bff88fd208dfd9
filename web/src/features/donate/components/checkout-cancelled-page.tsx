import { Link } from 'react-router';

import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';

import { PAYMENT_TEXTS } from '../lib/payment-texts';

/** /donate/cancelled: the donor left the provider's payment page without paying. */
export default function CheckoutCancelledPage() {
  return (
    <FormContainer className="min-h-[60vh]">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{PAYMENT_TEXTS.cancelledTitle}</h1>
      <p className="mb-4 text-slate-700">{PAYMENT_TEXTS.cancelled}</p>
      <Link to={paths.donate} className="font-semibold text-blue-700 underline">
        {PAYMENT_TEXTS.backToForm}
      </Link>
    </FormContainer>
  );
}
