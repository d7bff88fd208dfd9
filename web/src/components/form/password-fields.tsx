import { LockIcon } from '@/components/ui/icons';

import { FormTextField, type FormTextFieldProps } from './form';

export interface PasswordFieldProps extends Omit<FormTextFieldProps, 'type' | 'autoComplete' | 'required' | 'icon'> {
  /** `current` for the password the user has, `new` for one being chosen: password managers fill in the first and offer to make up the second. */
  purpose: 'current' | 'new';
}

/** A required password field of a form (`Form`), with the lock icon. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return <FormTextField {...props} type="password" autoComplete={`${purpose}-password`} required icon={<LockIcon />} />;
}

export interface NewPasswordInputsProps {
  texts: { newPassword: string; confirmPassword: string; passwordHint: string };
}

/**
 * The new password typed twice (`new_password`, `confirm_password`), the hint under the first;
 * the form checks them with `checkNewPassword` from `@/lib/forms/new-password`.
 */
export function NewPasswordInputs({ texts }: NewPasswordInputsProps) {
  return (
    <>
      <PasswordField name="new_password" label={texts.newPassword} purpose="new" hint={texts.passwordHint} />
      <PasswordField name="confirm_password" label={texts.confirmPassword} purpose="new" />
    </>
  );
}
