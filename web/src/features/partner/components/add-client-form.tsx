import { CLIENT_MESSAGES, PartnerClientFields, PRESCRIPTION_FIGURE_FIELDS, type PartnerClientCreated } from '@onepair/contract';

import { prescriptionChecks, type PrescriptionValues } from '@/components/application/prescription';
import { AddressInputs } from '@/components/form/address-inputs';
import { Form, FormCheckboxField, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { FormLanguageSelect } from '@/components/form/language-select';
import { FormPhoneField } from '@/components/form/phone-field';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useAddClient } from '../api/clients';
import { partnerTexts } from '../texts';

import { ClientAnswersInputs, Fieldset } from './client-answers-inputs';

type ClientFormValues = PartnerClientFields & Pick<PrescriptionValues, 'prescription'>;

const EMPTY: Partial<ClientFormValues> = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  language: 'en',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  prescription_exam_date: '',
  consent: false,
};

/**
 * The checks the schema cannot state: the consent, and a prescription given as figures or as a
 * file (in the server's own words, which the form shows in the page's language).
 */
function clientChecks(values: Partial<ClientFormValues>, maxAgeMonths: number): Partial<Record<string, string>> {
  const hasFigures = PRESCRIPTION_FIGURE_FIELDS.some((field) => typeof values[field] === 'number');
  const fileOrFigures = hasFigures || (values.prescription?.length ?? 0) > 0 ? undefined : CLIENT_MESSAGES.noPrescription;
  const checks = prescriptionChecks(values, maxAgeMonths);
  return {
    ...checks,
    prescription: checks.prescription ?? fileOrFigures,
    consent: values.consent ? undefined : partnerTexts.t('consentNeeded'),
  };
}

/**
 * A member adds a client: names, contact if any, address, household, income, dependency, the
 * prescription (figures, a photo or PDF, or both) and the client's consent. What was typed stays
 * after a refused submit, each refusal under its field.
 */
export function AddClientForm({
  partnerId,
  onAdded,
}: {
  partnerId: number;
  onAdded: (name: string, created: PartnerClientCreated) => void;
}) {
  const t = useTexts(partnerTexts);
  const add = useAddClient(partnerId);
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const form = useSchemaForm(PartnerClientFields, {
    defaultValues: EMPTY,
    check: (values) => clientChecks(values as ClientFormValues, maxAgeMonths),
  });

  async function submit(values: ClientFormValues) {
    const { prescription, is_dependent, consent, email, phone, prescription_exam_date, ...rest } = values;
    if (!consent) return;
    try {
      const created = await add.mutateAsync({
        client: {
          ...rest,
          email: email?.trim() || undefined,
          phone: phone?.trim() || undefined,
          prescription_exam_date: prescription_exam_date || undefined,
          is_dependent: is_dependent === 'yes',
          consent: true,
        },
        prescription: prescription?.[0] ?? null,
      });
      onAdded(`${values.first_name.trim()} ${values.last_name.trim()}`, created);
    } catch (error) {
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : t('saveClientFailed')));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label={t('newClientTitle')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField name="first_name" label={t('firstName')} required maxLength={150} autoComplete="off" sayLimit={false} />
        <FormTextField name="last_name" label={t('lastName')} required maxLength={150} autoComplete="off" sayLimit={false} />
      </div>
      <Fieldset legend={t('contactLegend')}>
        <FormTextField
          name="email"
          label={t('clientEmail')}
          type="email"
          autoComplete="off"
          maxLength={254}
          sayLimit={false}
          hint={t('clientEmailHint')}
        />
        <FormPhoneField name="phone" label={t('phone')} autoComplete="off" />
        <FormLanguageSelect label={t('clientLanguage')} autoComplete="off" />
      </Fieldset>
      <Fieldset legend={t('addressLegend')} hint={t('addressHint')}>
        <AddressInputs required someoneElses cityInRow />
      </Fieldset>
      <ClientAnswersInputs />
      <FormCheckboxField name="consent" label={t('consent')} required />
      <FormRootMessage />
      <div>
        <FormSubmitButton busyLabel={t('savingClient')}>{t('saveClient')}</FormSubmitButton>
      </div>
    </Form>
  );
}
