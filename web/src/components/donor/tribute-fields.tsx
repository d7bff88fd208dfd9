import { TRIBUTE_EMAIL_MAX_LENGTH, TRIBUTE_MESSAGES, TRIBUTE_NAME_MAX_LENGTH, type Tribute, type TributeKind } from '@onepair/contract';
import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { FormCheckboxField, FormRadioGroup, FormTextField } from '@/components/form/form';
import { useTexts } from '@/i18n';
import { fieldErrors } from '@/lib/api-errors';

import { donorTexts } from './texts';

/** The label of each kind of tribute. */
const KIND_LABELS = { honor: 'tributeHonor', memory: 'tributeMemory' } as const satisfies Record<TributeKind, string>;

/** What these fields fill in, beside a form's own values. */
export interface TributeValues {
  tributeOn: boolean;
  tributeKind: TributeKind;
  tributeName: string;
  tributeEmail: string;
}

export const NO_TRIBUTE: TributeValues = { tributeOn: false, tributeKind: 'honor', tributeName: '', tributeEmail: '' };

/** The tribute as the API takes it, or undefined when the box is not ticked. */
export function tributeBody(values: TributeValues): Tribute | undefined {
  if (!values.tributeOn) return undefined;
  const email = values.tributeEmail.trim();
  return { kind: values.tributeKind, name: values.tributeName.trim(), ...(email && { notify_email: email }) };
}

/**
 * The field a server message about `tribute` belongs under: the address's problems say so first.
 * The API answers in the page's language: `translate` (useContractMessage) gives the prefix in it.
 */
export function tributeFieldOf(message: string, translate: (message: string) => string = String): 'tributeName' | 'tributeEmail' {
  const prefix = TRIBUTE_MESSAGES.notifyEmailPrefix;
  return message.startsWith(prefix) || message.startsWith(translate(prefix)) ? 'tributeEmail' : 'tributeName';
}

/** Shows a refused tribute under its field (`translate` as for tributeFieldOf). */
export function showTributeError(
  form: Pick<UseFormReturn<TributeValues>, 'setError'>,
  error: unknown,
  translate?: (message: string) => string,
): void {
  const message = fieldErrors(error).tribute?.[0];
  if (message) form.setError(tributeFieldOf(message, translate), { type: 'server', message }, { shouldFocus: true });
}

/** The server's field messages other than the tribute's, for a form's summary of what was refused. */
export function otherFieldMessages(error: unknown): string[] {
  const { tribute: _shownUnderItsField, ...others } = fieldErrors(error);
  return Object.values(others).flat();
}

/**
 * A gift in honor or in memory of someone, inside a Form whose values include TributeValues: a
 * box that opens the kind, the name and where to send the note. The donation form and the staff
 * console's gift form both use it.
 */
export function TributeFields() {
  const t = useTexts(donorTexts);
  const { watch } = useFormContext<TributeValues>();
  const on = watch('tributeOn');
  return (
    <div className="flex flex-col gap-3">
      <FormCheckboxField name="tributeOn" label={t('tributeGive')} hint={t('tributeGiveHint')} />
      {on && (
        <div className="flex flex-col gap-3 border-l-4 border-blue-100 pl-3">
          <FormRadioGroup
            name="tributeKind"
            legend={t('tributeKind')}
            options={(['honor', 'memory'] as const).map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
          />
          <FormTextField
            name="tributeName"
            label={t('tributeName')}
            required
            maxLength={TRIBUTE_NAME_MAX_LENGTH}
            autoComplete="off"
            options={{
              validate: (value: string, all: FieldValues) => !all.tributeOn || value.trim() !== '' || TRIBUTE_MESSAGES.nameRequired,
            }}
          />
          <FormTextField
            name="tributeEmail"
            label={t('tributeEmail')}
            hint={t('tributeEmailHint')}
            type="email"
            maxLength={TRIBUTE_EMAIL_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
