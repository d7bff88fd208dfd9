import { CardDetailsFields } from '@onepair/contract';

import { Form, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { MailIcon, PersonIcon } from '@/components/ui/icons';
import { useTexts } from '@/i18n';
import { useSchemaForm } from '@/lib/forms';

import { donateTexts } from '../texts';

export interface CardDetailsStepProps {
  onNext: () => void;
}

/**
 * Step 0: name on card, email and card number, all required. Payment is not processed: the values
 * live only in this step and are dropped when it is left.
 */
export function CardDetailsStep({ onNext }: CardDetailsStepProps) {
  const t = useTexts(donateTexts);
  const form = useSchemaForm(CardDetailsFields, { defaultValues: { name_on_card: '', email: '', card_number: '' } });

  return (
    <Form form={form} onSubmit={() => onNext()} className="flex flex-col gap-4">
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">{t('cardNote')}</p>
      <FormTextField name="name_on_card" label={t('nameOnCard')} icon={<PersonIcon />} required autoComplete="cc-name" />
      <FormTextField name="email" label={t('email')} type="email" icon={<MailIcon />} required autoComplete="email" />
      <FormTextField name="card_number" label={t('cardNumber')} required inputMode="numeric" autoComplete="cc-number" />
      <Button type="submit" fullWidth>
        {t('next')}
      </Button>
    </Form>
  );
}
