/**
 * A new password typed twice, as the reset and change-password forms ask for it. The server
 * judges the password itself (docs/api.md, Authentication); the form only checks that both
 * fields are filled in and say the same.
 */
import { VALIDATION_MESSAGES } from '@onepair/contract';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { fieldErrors } from '@/lib/api-client';

import { showServerErrors } from './server-errors';
import type { ExtraCheck } from './typebox-resolver';

export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

export interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

/** Both fields filled in and equal; a check for `useSchemaForm`. */
export function checkNewPassword<V extends NewPasswordValues>(values: V): ReturnType<ExtraCheck<V>> {
  if (!values.new_password) return { new_password: VALIDATION_MESSAGES.blank };
  if (!values.confirm_password) return { confirm_password: VALIDATION_MESSAGES.blank };
  if (values.new_password !== values.confirm_password) return { confirm_password: PASSWORDS_DIFFER };
  return {};
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
