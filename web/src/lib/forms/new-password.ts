/**
 * A new password typed twice, as the reset and change-password forms ask for it. The server
 * judges the password itself (docs/api.md, Authentication); the form only checks that both
 * fields are filled in (the contract's `NewPasswordFields`) and say the same.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { fieldErrors } from '@/lib/api-errors';

import { showServerErrors } from './server-errors';
import type { ExtraCheck } from './typebox-resolver';

/**
 * The check's message, kept in English like the contract's rules: the form's pieces show it in the
 * page's language (the 'form' texts' `passwordsDiffer`, `@/components/form/field-message`).
 */
export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

export interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

/** Both fields say the same: a check for `useSchemaForm` with the contract's `NewPasswordFields`. */
export function checkNewPassword<V extends NewPasswordValues>(values: V): ReturnType<ExtraCheck<V>> {
  return values.confirm_password && values.new_password !== values.confirm_password ? { confirm_password: PASSWORDS_DIFFER } : {};
}

/**
 * The server's reply on a password form. A refused password can carry several messages (the
 * rules it breaks, then the strength estimate's advice): all of them show under the field,
 * since the advice is what helps the user choose a better one.
 */
export function showPasswordErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, error: unknown): void {
  showServerErrors(form, error);
  const advice = fieldErrors(error).new_password;
  if (advice && advice.length > 1) form.setError('new_password' as Path<T>, { type: 'server', message: advice.join(' ') });
}
