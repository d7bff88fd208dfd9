import { TRIBUTE_EMAIL_MAX_LENGTH, TRIBUTE_MESSAGES, TRIBUTE_NAME_MAX_LENGTH, type Tribute, type TributeKind } from '@onepair/contract';
import { useId } from 'react';
import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { FormTextField } from '@/components/form/form';
import { fieldErrors } from '@/lib/api-client';

export const TRIBUTE_TEXTS = {
  give: 'Give in honor or in memory of someone',
  giveHint: 'Your receipt names them. We can send them, or their family, a note that says who gave, never how much.',
  kind: 'This gift is',
  honor: 'In honor of someone',
  memory: 'In memory of someone',
  name: 'Their name',
  nameRequired: 'Enter the name of the person the gift honors or remembers.',
  email: 'E-mail address for the note (optional)',
  emailHint: 'The person you honor, or the family of the person you remember. Leave it empty to send no note.',
} as const;

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

/** The field a server message about `tribute` belongs under: the address's problems say so first. */
export function tributeFieldOf(message: string): 'tributeName' | 'tributeEmail' {
  return message.startsWith(TRIBUTE_MESSAGES.notifyEmailPrefix) ? 'tributeEmail' : 'tributeName';
}

/** Shows a refused tribute under its field. */
export function showTributeError(form: Pick<UseFormReturn<TributeValues>, 'setError'>, error: unknown): void {
  const message = fieldErrors(error).tribute?.[0];
  if (message) form.setError(tributeFieldOf(message), { type: 'server', message }, { shouldFocus: true });
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
  const { register, watch } = useFormContext<TributeValues>();
  const on = watch('tributeOn');
  const boxId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <input id={boxId} type="checkbox" className="mt-1 h-5 w-5 shrink-0" aria-describedby={hintId} {...register('tributeOn')} />
        <div>
          <label htmlFor={boxId} className="font-semibold text-slate-800">
            {TRIBUTE_TEXTS.give}
          </label>
          <p id={hintId} className="text-sm text-slate-700">
            {TRIBUTE_TEXTS.giveHint}
          </p>
        </div>
      </div>
      {on && (
        <div className="flex flex-col gap-3 border-l-4 border-blue-100 pl-3">
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-800">{TRIBUTE_TEXTS.kind}</legend>
            <div className="flex flex-wrap gap-x-6">
              {(['honor', 'memory'] as const).map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input type="radio" value={kind} {...register('tributeKind')} />
                  {TRIBUTE_TEXTS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <FormTextField
            name="tributeName"
            label={TRIBUTE_TEXTS.name}
            required
            maxLength={TRIBUTE_NAME_MAX_LENGTH}
            autoComplete="off"
            options={{ validate: (value: string, all: FieldValues) => !all.tributeOn || value.trim() !== '' || TRIBUTE_TEXTS.nameRequired }}
          />
          <FormTextField
            name="tributeEmail"
            label={TRIBUTE_TEXTS.email}
            hint={TRIBUTE_TEXTS.emailHint}
            type="email"
            maxLength={TRIBUTE_EMAIL_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
