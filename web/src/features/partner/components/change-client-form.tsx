import { PRESCRIPTION_FIGURE_FIELDS, PartnerClientChangeFields, type PartnerClient } from '@onepair/contract';

import { prescriptionChecks, type PrescriptionValues } from '@/components/application/prescription';
import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useChangeClient } from '../api/clients';
import { partnerTexts } from '../texts';

import { ClientAnswersInputs } from './client-answers-inputs';

type ChangeFormValues = PartnerClientChangeFields & Pick<PrescriptionValues, 'prescription'>;

/** The form starts with the client's answers as they stand. */
function answersOf(client: PartnerClient): Partial<ChangeFormValues> {
  const values: Partial<ChangeFormValues> = {
    household_size: client.household_size ?? undefined,
    monthly_income: client.monthly_income ?? undefined,
    is_dependent: client.is_dependent ? 'yes' : 'no',
    prescription_exam_date: client.prescription_exam_date ?? '',
  };
  for (const field of PRESCRIPTION_FIGURE_FIELDS) {
    const value = client[field];
    if (typeof value === 'number') values[field] = value;
  }
  return values;
}

/**
 * A member answers staff's questions about a client (or sends a turned-down application again):
 * the household, income, dependency and prescription, a new picture if need be; the application
 * goes back to our team. What was typed stays after a refused submit.
 */
export function ChangeClientForm({ partnerId, client, onSent }: { partnerId: number; client: PartnerClient; onSent: () => void }) {
  const t = useTexts(partnerTexts);
  const change = useChangeClient(partnerId);
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const name = `${client.first_name} ${client.last_name}`;
  const form = useSchemaForm(PartnerClientChangeFields, {
    defaultValues: answersOf(client),
    check: (values) => prescriptionChecks(values as ChangeFormValues, maxAgeMonths),
  });

  async function submit(values: ChangeFormValues) {
    const { prescription, is_dependent, prescription_exam_date, ...answers } = values;
    const figures = Object.fromEntries(PRESCRIPTION_FIGURE_FIELDS.map((field) => [field, answers[field] ?? null]));
    try {
      await change.mutateAsync({
        clientId: client.client_id,
        change: { ...answers, ...figures, prescription_exam_date: prescription_exam_date || null, is_dependent: is_dependent === 'yes' },
        prescription: prescription?.[0] ?? null,
      });
      onSent();
    } catch (error) {
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : t('changeFailed')));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label={t('changeTitle', { name })}>
      <ClientAnswersInputs />
      <FormRootMessage />
      <div>
        <FormSubmitButton busyLabel={t('sending')}>{t('sendAgain')}</FormSubmitButton>
      </div>
    </Form>
  );
}
