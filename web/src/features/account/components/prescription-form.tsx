import { PrescriptionFields, type Donatee } from '@onepair/contract';
import { useEffect } from 'react';

import { prescriptionChecks, prescriptionDefaults, type PrescriptionValues } from '@/components/application/prescription';
import { PrescriptionInputs } from '@/components/application/prescription-inputs';
import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { fieldErrors, formError } from '@/lib/api-errors';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useUpdatePrescription } from '../api/update-prescription';
import { accountTexts } from '../texts';

export interface PrescriptionFormProps {
  donatee: Donatee;
  onSaved: () => void;
  onCancel: () => void;
}

/** The prescription of an application already sent, to correct or replace: figures, exam date, and a new picture if chosen. */
export function PrescriptionForm({ donatee, onSaved, onCancel }: PrescriptionFormProps) {
  const t = useTexts(accountTexts);
  const message = useContractMessage();
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const update = useUpdatePrescription();
  const form = useSchemaForm(PrescriptionFields, {
    defaultValues: prescriptionDefaults(donatee),
    check: (values) => prescriptionChecks(values as PrescriptionValues, maxAgeMonths),
  });
  const saving = form.formState.isSubmitting;

  // Opened by a button that is now gone: the first figure takes the focus.
  const { setFocus } = form;
  useEffect(() => setFocus('prescription_sphere_right'), [setFocus]);

  /** Why the save failed: the fields, when the server named some; otherwise what went wrong. */
  function failureMessage(error: unknown): string {
    if (Object.keys(fieldErrors(error)).length > 0) return `${t('prescriptionSaveFailed')} ${t('checkFields')}`;
    const reason = formError(error);
    return [t('prescriptionSaveFailed'), reason ? message(reason) : t('tryLater')].join(' ');
  }

  async function save(values: PrescriptionValues) {
    const { prescription, ...figures } = values;
    try {
      await update.save({ donateeId: donatee.donatee_id, figures, file: prescription?.[0] ?? null });
      onSaved();
    } catch (error) {
      console.error('Saving the prescription failed', error);
      showServerErrors(form, error, failureMessage);
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t('replacePrescription')} className="mt-4 flex flex-col gap-4">
      <PrescriptionInputs uploadLabel={t('newPicture')} fileRequired={false} />
      <FormRootMessage />
      <div className="flex flex-col gap-3 sm:flex-row">
        <FormSubmitButton busyLabel={t('loading')}>{t('savePrescription')}</FormSubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
