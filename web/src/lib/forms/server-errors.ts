/**
 * A failed request's reply shown on the form that sent it: a message under each field the server
 * named (react-hook-form's `setError`), and the rest as the form's own message (`errors.root`).
 */
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { fieldErrors, formError } from '@/lib/api-errors';

/**
 * Puts `error` (usually an ApiError with DRF's `{"field": ["message"]}` body) on `form`.
 * Fields the form does not have are left out; `rootMessage` words the form-level message when the
 * form wants more than the reply's `non_field_errors`/`detail` (it gets the whole error).
 * The focus moves to the first field named, in the form's order, as it does for the form's own
 * checks: the submit button, disabled while the request ran, has lost it.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  rootMessage: (error: unknown) => string | undefined = formError,
): void {
  if (!error) return;
  const named = fieldErrors(error);
  let focused = false;
  for (const field of Object.keys(form.getValues())) {
    const message = named[field]?.[0];
    if (!message) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  const message = rootMessage(error);
  if (message) form.setError('root', { type: 'server', message });
}

/**
 * For a form whose request is sent by its parent (a wizard step gets the mutation's `error` as a
 * prop): shows each new error on the form once it arrives. A new submit clears them.
 */
export function useServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, error: unknown): void {
  const { setError, getValues } = form;
  useEffect(() => {
    showServerErrors({ setError, getValues }, error);
  }, [error, setError, getValues]);
}
