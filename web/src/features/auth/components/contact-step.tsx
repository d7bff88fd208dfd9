import { DonorDetailsFields, RecipientDetailsFields } from '@onepair/contract';

import { ContactInputs } from '@/components/form/contact-inputs';
import { PersonNameInputs } from '@/components/form/person-name-inputs';
import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';
import { useSchemaForm, useServerErrors } from '@/lib/forms';
import type { AccountType } from '@/session';

import { authTexts } from '../texts';
import { StepHeading } from './step-heading';

/** The names and contact details of step 2; a receiver must give the names, a giver may. */
export type ContactDetails = DonorDetailsFields;

export const EMPTY_CONTACT: ContactDetails = {
  first_name: '',
  last_name: '',
  phone_number: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
};

export interface ContactStepProps {
  type: AccountType;
  initial: ContactDetails;
  busy: boolean;
  error: unknown;
  onSubmit: (details: ContactDetails) => void;
  onBack: (details: ContactDetails) => void;
}

/**
 * Step 2 'Some More Information for the {type}': the person's names (required of a donatee, whose
 * pair is addressed to them; optional for a donator's receipts) beside the spec's contact fields;
 * Next for a donatee, Submit for a donator, Back.
 */
export function ContactStep({ type, initial, busy, error, onSubmit, onBack }: ContactStepProps) {
  // Both schemas check the same fields; the receiver's also refuses blank names.
  const schema: typeof DonorDetailsFields = type === 'donatee' ? RecipientDetailsFields : DonorDetailsFields;
  const form = useSchemaForm(schema, { defaultValues: initial });
  useServerErrors(form, error);
  const t = useTexts(authTexts);

  return (
    <Form form={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="contact-title">
      <StepHeading id="contact-title" className="text-center text-xl font-bold text-slate-900 sm:text-2xl">
        {type === 'donator' ? t('moreInformationDonator') : t('moreInformationDonatee')}
      </StepHeading>
      <PersonNameInputs required={type === 'donatee'} hint={type === 'donatee' ? t('recipientNamesHint') : t('donorNamesHint')} />
      <ContactInputs />
      <FormRootMessage />
      <FormSubmitButton busy={busy} fullWidth busyLabel={t('loading')}>
        {type === 'donatee' ? t('next') : t('submit')}
      </FormSubmitButton>
      <p className="text-center">
        <Button variant="link" onClick={() => onBack(form.getValues())} disabled={busy}>
          {t('back')}
        </Button>
      </p>
    </Form>
  );
}
