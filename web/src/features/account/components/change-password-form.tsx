import { ChangePasswordFields } from '@onepair/contract';
import { useEffect, useRef, useState } from 'react';

import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { NewPasswordInputs, PasswordField } from '@/components/form/password-fields';
import { useTexts } from '@/i18n';
import { useSchemaForm } from '@/lib/forms';
import { checkNewPassword, showPasswordErrors } from '@/lib/forms/new-password';

import { changePassword } from '../api/change-password';
import { accountTexts } from '../texts';

const EMPTY: ChangePasswordFields = { current_password: '', new_password: '', confirm_password: '' };

/** Current password, new password twice; the server ends the user's other sessions. */
export function ChangePasswordForm() {
  const t = useTexts(accountTexts);
  const [done, setDone] = useState(false);
  const form = useSchemaForm(ChangePasswordFields, {
    defaultValues: EMPTY,
    check: checkNewPassword,
  });
  const success = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) success.current?.focus();
  }, [done]);

  async function save({ current_password, new_password }: ChangePasswordFields) {
    setDone(false);
    try {
      await changePassword({ current_password, new_password });
      form.reset(EMPTY);
      setDone(true);
    } catch (caught) {
      showPasswordErrors(form, caught);
    }
  }

  return (
    <Form form={form} onSubmit={save} noValidate className="flex flex-col gap-4" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-xl font-semibold text-slate-900">
        {t('changePasswordTitle')}
      </h2>
      <PasswordField name="current_password" label={t('currentPassword')} purpose="current" />
      <NewPasswordInputs
        texts={{ newPassword: t('newPassword'), confirmPassword: t('confirmPassword'), passwordHint: t('passwordHint') }}
      />
      <FormRootMessage />
      {done && (
        <p ref={success} tabIndex={-1} role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 outline-none">
          {t('passwordChanged')}
        </p>
      )}
      <FormSubmitButton className="self-start" busyLabel={t('savingPassword')}>
        {t('changePassword')}
      </FormSubmitButton>
    </Form>
  );
}
