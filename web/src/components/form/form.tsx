/**
 * The pieces every form is built from: `Form` (a <form> that shares its react-hook-form state),
 * `FormTextField` (the shared TextField bound to one value, showing that field's message) and
 * `FormRootMessage` (the message for the whole form). See `useSchemaForm` in `@/lib/forms`.
 * Their messages show in the page's language (`useFieldMessage`).
 */
import type { FormHTMLAttributes } from 'react';
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

import { FormMessage } from '@/components/ui/form-message';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

import { useFieldMessage } from './field-message';

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
  const { errors } = useFormState({ name });
  const error: FieldError | undefined = get(errors, name);
  const shown = useFieldMessage();
  return <TextField {...props} {...register(name, options)} error={error?.message ? shown(error.message) : undefined} />;
}

/** The message for the whole form (`setError('root', …)`), read out when it appears. */
export function FormRootMessage() {
  const { errors } = useFormState();
  const shown = useFieldMessage();
  return <FormMessage message={errors.root?.message ? shown(errors.root.message) : undefined} />;
}
