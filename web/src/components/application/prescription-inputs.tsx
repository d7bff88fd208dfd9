import { CYLINDER_LIMIT, PRESCRIPTION_CONTENT_TYPES, SPHERE_LIMIT } from '@onepair/contract';
import { useId } from 'react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';

import { FormTextField } from '@/components/form/form';
import { useTexts } from '@/i18n';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';

import { localToday, optionalNumber } from './prescription';
import { applicationTexts } from './texts';

/** How recent the eye exam must be ("The exam must be within the last 12 months."), in the page's language. */
export function examDateHint(maxAgeMonths: number): string {
  return applicationTexts.t('examDateHint', { months: maxAgeMonths });
}

export interface PrescriptionInputsProps {
  /** The picture of the prescription: the upload's label (written once by the form that shows it). */
  uploadLabel: string;
  /** Whether a picture must be chosen (false when one is on file and may be kept). */
  fileRequired: boolean;
  /** Other words for the fieldset, where someone fills it in for another person (a partner for their client). */
  texts?: Partial<Record<'legend' | 'figuresHint' | 'examDate' | 'keepFile', string>>;
}

/**
 * Inside a Form: the prescription's four figures, the date of the eye exam (with the age the
 * server accepts) and the upload of its picture. The values are named as the donatee update
 * names them, so the server's messages land under the right input.
 */
export function PrescriptionInputs({ uploadLabel, fileRequired, texts: ownTexts }: PrescriptionInputsProps) {
  const t = useTexts(applicationTexts);
  const texts = { legend: t('legend'), figuresHint: t('figuresHint'), examDate: t('examDate'), keepFile: t('keepFile'), ...ownTexts };
  const { register, trigger } = useFormContext();
  const { errors } = useFormState({ name: 'prescription' });
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const legendHintId = useId();
  const fileId = useId();
  const fileMessageId = `${fileId}-message`;
  const fileError = (get(errors, 'prescription') as FieldError | undefined)?.message;
  const fileDescription = fileError ?? (fileRequired ? undefined : texts.keepFile || undefined);
  const figure = (limit: number) => ({
    type: 'number',
    step: '0.25',
    min: String(-limit),
    max: String(limit),
    options: { setValueAs: optionalNumber },
  });

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-300 px-3 pt-1 pb-3" aria-describedby={legendHintId}>
      <legend className="px-1 font-medium text-slate-800">{texts.legend}</legend>
      <p id={legendHintId} className="text-sm text-slate-600">
        {texts.figuresHint}
      </p>
      {/* Two columns only where the form is wide enough for each label on one line (not in the sign-up dialog). */}
      <div className="@container">
        <div className="grid grid-cols-1 gap-4 @md:grid-cols-2">
          <FormTextField name="prescription_sphere_right" label={t('sphereRight')} {...figure(SPHERE_LIMIT)} />
          <FormTextField name="prescription_cylinder_right" label={t('cylinderRight')} {...figure(CYLINDER_LIMIT)} />
          <FormTextField name="prescription_sphere_left" label={t('sphereLeft')} {...figure(SPHERE_LIMIT)} />
          <FormTextField name="prescription_cylinder_left" label={t('cylinderLeft')} {...figure(CYLINDER_LIMIT)} />
        </div>
      </div>
      <FormTextField
        name="prescription_exam_date"
        label={texts.examDate}
        type="date"
        max={localToday()}
        hint={examDateHint(maxAgeMonths)}
      />
      <div>
        <div className="mb-1 flex gap-1">
          <label htmlFor={fileId} className="font-medium text-slate-800">
            {uploadLabel}
          </label>
          {fileRequired && (
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          )}
        </div>
        <input
          id={fileId}
          type="file"
          required={fileRequired}
          accept={PRESCRIPTION_CONTENT_TYPES.join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileDescription ? fileMessageId : undefined}
          {...register('prescription', { onChange: () => trigger('prescription') })}
          className="block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-600 file:px-3 file:py-1.5 file:font-semibold file:text-white"
        />
        {fileDescription && (
          <p
            id={fileMessageId}
            role={fileError ? 'alert' : undefined}
            className={`mt-1 text-sm ${fileError ? 'text-red-700' : 'text-slate-600'}`}
          >
            {fileDescription}
          </p>
        )}
      </div>
    </fieldset>
  );
}
