import { NewPasswordFields } from '@onepair/contract';
import { useState } from 'react';
import { useParams } from 'react-router';

import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { NewPasswordInputs } from '@/components/form/password-fields';
import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { fieldErrors } from '@/lib/api-errors';
import { useSchemaForm } from '@/lib/forms';
import { checkNewPassword, showPasswordErrors } from '@/lib/forms/new-password';

import { confirmPasswordReset } from '../api/confirm-password-reset';
import { authTexts } from '../texts';

import { OutcomeMessage } from './outcome-message';

type Outcome = 'done' | 'invalid-link' | null;

/** /reset-password/:uid/:token, the link in the reset mail: choose a new password. */
export default function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(NewPasswordFields, { defaultValues: { new_password: '', confirm_password: '' }, check: checkNewPassword });
  const t = useTexts(authTexts);

  async function save({ new_password }: NewPasswordFields) {
    try {
      await confirmPasswordReset({ uid, token, new_password });
      setOutcome('done');
    } catch (caught) {
      // The link's own fields are not on the form: a refused uid or token means the link is spent.
      const named = fieldErrors(caught);
      if (named.token || named.uid) setOutcome('invalid-link');
      else showPasswordErrors(form, caught);
    }
  }

  return (
    <FormContainer className="min-h-[70vh]">
      <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{t('resetTitle')}</h1>
      {outcome === 'done' && <OutcomeMessage role="status" text={t('resetDone')} linkTo={paths.login} linkText={t('goToSignIn')} />}
      {outcome === 'invalid-link' && (
        <OutcomeMessage role="alert" text={t('linkInvalid')} linkTo={paths.forgotPassword} linkText={t('askNewLink')} />
      )}
      {outcome === null && (
        <Form form={form} onSubmit={save} noValidate className="flex flex-col gap-4" aria-label={t('resetTitle')}>
          <NewPasswordInputs
            texts={{ newPassword: t('newPassword'), confirmPassword: t('confirmPassword'), passwordHint: t('passwordHint') }}
          />
          <FormRootMessage />
          <FormSubmitButton fullWidth busyLabel={t('saving')}>
            {t('savePassword')}
          </FormSubmitButton>
        </Form>
      )}
    </FormContainer>
  );
}
