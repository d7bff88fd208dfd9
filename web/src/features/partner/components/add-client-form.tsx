import {
  LANGUAGE_NAMES,
  LANGUAGES,
  PartnerClientFields,
  PHONE_HINT,
  PHONE_PATTERN,
  PRESCRIPTION_FIGURE_FIELDS,
  type PartnerClientCreated,
} from '@onepair/contract';
import { useId } from 'react';

import { prescriptionChecks, type PrescriptionValues } from '@/components/application/prescription';
import { Form, FormRootMessage, FormTextField } from '@/components/form/form';
import { LabelledField } from '@/components/form/labelled-field';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useAddClient } from '../api/clients';
import { CLIENT_TEXTS as TEXTS } from '../lib/client-texts';

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

/** The checks the schema cannot state: the consent, and a prescription given as figures or as a file. */
function clientChecks(values: Partial<ClientFormValues>, maxAgeMonths: number): Partial<Record<string, string>> {
  const hasFigures = PRESCRIPTION_FIGURE_FIELDS.some((field) => typeof values[field] === 'number');
  const fileOrFigures = hasFigures || (values.prescription?.length ?? 0) > 0 ? undefined : TEXTS.prescriptionNeeded;
  const checks = prescriptionChecks(values, maxAgeMonths);
  return {
    ...checks,
    prescription: checks.prescription ?? fileOrFigures,
    consent: values.consent ? undefined : TEXTS.consentNeeded,
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
  const add = useAddClient(partnerId);
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const form = useSchemaForm(PartnerClientFields, {
    defaultValues: EMPTY,
    check: (values) => clientChecks(values as ClientFormValues, maxAgeMonths),
  });
  const consentId = useId();
  const consentError = form.formState.errors.consent?.message;

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
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : TEXTS.saveFailed));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label={TEXTS.formTitle}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField name="first_name" label={TEXTS.firstName} required maxLength={150} autoComplete="off" sayLimit={false} />
        <FormTextField name="last_name" label={TEXTS.lastName} required maxLength={150} autoComplete="off" sayLimit={false} />
      </div>
      <Fieldset legend={TEXTS.contactLegend}>
        <FormTextField
          name="email"
          label={TEXTS.email}
          type="email"
          autoComplete="off"
          maxLength={254}
          sayLimit={false}
          hint={TEXTS.emailHint}
        />
        <FormTextField
          name="phone"
          label={TEXTS.phone}
          type="tel"
          autoComplete="off"
          pattern={PHONE_PATTERN}
          title={PHONE_HINT}
          hint={PHONE_HINT}
        />
        <LabelledField label={TEXTS.language} error={form.formState.errors.language?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('language')}
              className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:w-72"
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      </Fieldset>
      <Fieldset legend={TEXTS.addressLegend} hint={TEXTS.addressHint}>
        <FormTextField name="address" label={TEXTS.address} required maxLength={255} autoComplete="off" sayLimit={false} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <FormTextField name="city" label={TEXTS.city} required maxLength={100} autoComplete="off" sayLimit={false} />
          <FormTextField name="state" label={TEXTS.state} required maxLength={100} autoComplete="off" sayLimit={false} />
          <FormTextField name="zip_code" label={TEXTS.zip} required maxLength={20} autoComplete="off" sayLimit={false} />
        </div>
      </Fieldset>
      <ClientAnswersInputs />
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            aria-required="true"
            {...form.register('consent')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentId : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-blue-600"
          />
          <span className="text-slate-800">{TEXTS.consent}</span>
        </label>
        {consentError && (
          <p id={consentId} role="alert" className="mt-1 text-sm text-red-700">
            {consentError}
          </p>
        )}
      </div>
      <FormRootMessage />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? TEXTS.saving : TEXTS.save}
        </Button>
      </div>
    </Form>
  );
}
