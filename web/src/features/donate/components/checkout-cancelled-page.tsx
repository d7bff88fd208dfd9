import { Link } from 'react-router';

import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { donateTexts } from '../texts';

/** /donate/cancelled: the donor left the provider's payment page without paying. */
export default function CheckoutCancelledPage() {
  const t = useTexts(donateTexts);
  return (
    <FormContainer className="min-h-[60vh]">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('cancelledTitle')}</h1>
      <p className="mb-4 text-slate-700">{t('cancelled')}</p>
      <Link to={paths.donate} className="font-semibold text-blue-700 underline">
        {t('backToForm')}
      </Link>
    </FormContainer>
  );
}
