/**
 * The pieces every form is built from: `Form` (a <form> that shares its react-hook-form state),
 * `FormTextField` (the shared TextField bound to one value, showing that field's message),
 * `FormRadioGroup` (one choice among a few, under its legend) and `FormYesNoField`,
 * `FormCheckboxField` (one box to tick, with its hint), `FormSubmitButton` (busy while the form is
 * sent) and `FormRootMessage` (the message for the whole form). See `useSchemaForm` in `@/lib/forms`.
 * Their messages show in the page's language (`useFieldMessage`).
 */
import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
  type RegisterOptions,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

import { Button, type ButtonProps } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

import { useTexts } from '@/i18n';

import { useFieldMessage } from './field-message';
import { formTexts } from './texts';

/**
 * The message of the value `name` (from its check or the server) in the page's language, whether
 * the value is refused, and an id that ties the message to the field.
 */
function useFieldError(name: string) {
  const { errors } = useFormState({ name });
  const error: FieldError | undefined = get(errors, name);
  const shown = useFieldMessage();
  const messageId = useId();
  return { invalid: error !== undefined, message: error?.message ? shown(error.message) : undefined, messageId };
}

/** A field's message under it, announced when it comes. */
function FieldAlert({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export interface FormProps<T extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<T>;
  /** Called with the checked values; what it awaits keeps the form's `isSubmitting` true. */
  onSubmit: SubmitHandler<T>;
}

export function Form<T extends FieldValues>({ form, onSubmit, children, ...props }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form {...props} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

export interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  name: string;
  /** Passed to react-hook-form's `register`: e.g. `valueAsNumber`, or an `onChange` of the form's own. */
  options?: RegisterOptions;
}

/**
 * A TextField bound to the value `name` of the surrounding Form. Its message (from the schema
 * or the server) shows under it, linked with aria-describedby and marked with aria-invalid.
 */
export function FormTextField({ name, options, ...props }: FormTextFieldProps) {
  const { register } = useFormContext();
  const { message } = useFieldError(name);
  return <TextField {...props} {...register(name, options)} error={message} />;
}

export interface FormRadioGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** Marks the legend with an asterisk and each radio as required. */
  required?: boolean;
  /** The legend for screen readers only, where a heading above already says it. */
  legendHidden?: boolean;
  /** The choices side by side (wrapping on a phone) or one under the other. */
  direction?: 'row' | 'column';
  /** Drawn in a box with the legend on its edge, to stand out among text fields. */
  framed?: boolean;
}

/**
 * Radio buttons bound to the value `name` of the surrounding Form, in a fieldset named by its
 * legend. The field's message shows under them, read with each radio and announced when it comes.
 */
export function FormRadioGroup({ name, legend, options, required, legendHidden, direction = 'row', framed = false }: FormRadioGroupProps) {
  const { register } = useFormContext();
  const { invalid, message, messageId } = useFieldError(name);
  return (
    <fieldset className={framed ? 'rounded-lg border border-slate-300 px-3 pt-1 pb-3' : undefined}>
      <legend className={legendHidden ? 'sr-only' : framed ? 'px-1 font-medium text-slate-800' : 'mb-1 font-semibold text-slate-800'}>
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={direction === 'row' ? 'flex flex-wrap gap-x-6' : 'flex flex-col'}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={option.value}
              required={required}
              aria-invalid={invalid || undefined}
              aria-describedby={message ? messageId : undefined}
              {...register(name)}
              className="h-5 w-5 shrink-0 accent-blue-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldAlert id={messageId} message={message} />
    </fieldset>
  );
}

/** A yes-or-no question bound to the value `name` ('yes' or 'no') of the surrounding Form. */
export function FormYesNoField(props: Omit<FormRadioGroupProps, 'options' | 'direction'>) {
  const t = useTexts(formTexts);
  return (
    <FormRadioGroup
      {...props}
      options={[
        { value: 'yes', label: t('yes') },
        { value: 'no', label: t('no') },
      ]}
    />
  );
}

export interface FormCheckboxFieldProps {
  name: string;
  /** A short title in bold when a hint follows it; a sentence (a consent, say) when none does. */
  label: ReactNode;
  /** Said under the label and read with the box. */
  hint?: ReactNode;
  /** Announce a change of the hint: one that follows what is typed elsewhere (a fee, say). */
  hintLive?: boolean;
  /** The box must be ticked to send the form; the form's own check says why when it is not. */
  required?: boolean;
}

/**
 * A checkbox bound to the value `name` (true or false) of the surrounding Form, its label beside
 * it and its hint under the label. The field's message shows under it, read with the box and
 * announced when it comes.
 */
export function FormCheckboxField({ name, label, hint, hintLive, required }: FormCheckboxFieldProps) {
  const { register } = useFormContext();
  const { invalid, message, messageId } = useFieldError(name);
  const boxId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : undefined, message ? messageId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
          className="mt-1 h-5 w-5 shrink-0 accent-blue-600"
        />
        <div>
          <label htmlFor={boxId} className={hint ? 'font-semibold text-slate-800' : 'text-slate-800'}>
            {label}
          </label>
          {hint && (
            <p id={hintId} className="text-sm text-slate-700" aria-live={hintLive ? 'polite' : undefined}>
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldAlert id={messageId} message={message} />
    </div>
  );
}

export interface FormSubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** What the button says while busy ("Saving…"); its usual words when not given. */
  busyLabel?: ReactNode;
  /** Busy also while something the form's onSubmit does not await is under way (a request a mutation sends, a page being left). */
  busy?: boolean;
}

/**
 * The surrounding Form's submit button: disabled and marked busy while the form is being sent
 * (for as long as its onSubmit awaits), so that a second press sends nothing twice.
 */
export function FormSubmitButton({ busyLabel, busy = false, disabled, children, ...props }: FormSubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const working = isSubmitting || busy;
  return (
    <Button {...props} type="submit" disabled={working || disabled} aria-busy={working || undefined}>
      {working && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}

/** The message for the whole form (`setError('root', …)`), read out when it appears. */
export function FormRootMessage() {
  const { errors } = useFormState();
  const shown = useFieldMessage();
  return <FormMessage message={errors.root?.message ? shown(errors.root.message) : undefined} />;
}
