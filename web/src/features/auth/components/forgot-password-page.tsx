import { ResetPasswordBody, VALIDATION_MESSAGES } from '@onepair/contract';
import { useState } from 'react';
import { Link } from 'react-router';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { requestPasswordReset } from '../api/request-password-reset';
import { authTexts } from '../texts';

import { OutcomeMessage } from './outcome-message';

/** /forgot-password: asks for the account's email and mails a reset link to it. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(ResetPasswordBody, {
    defaultValues: { email: '' },
    check: (values) => ({ email: values.email.trim() ? undefined : VALIDATION_MESSAGES.blank }),
  });
  const t = useTexts(authTexts);

  async function send({ email }: ResetPasswordBody) {
    try {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    } catch (caught) {
      showServerErrors(form, caught);
    }
  }

  return (
    <FormContainer className="min-h-[70vh]">
      <h1 className="mb-2 text-center text-2xl font-bold text-slate-900">{t('forgotTitle')}</h1>
      {sent ? (
        <OutcomeMessage role="status" text={t('linkSent')} linkTo={paths.login} linkText={t('backToSignIn')} />
      ) : (
        <Form form={form} onSubmit={send} noValidate className="flex flex-col gap-4" aria-label={t('forgotTitle')}>
          <p className="text-slate-700">{t('forgotIntro')}</p>
          <FormTextField name="email" label={t('email')} type="email" autoComplete="email" required />
          <FormRootMessage />
          <FormSubmitButton fullWidth busyLabel={t('sending')}>
            {t('sendLink')}
          </FormSubmitButton>
          <Link to={paths.login} className="text-center text-blue-700 underline">
            {t('backToSignIn')}
          </Link>
        </Form>
      )}
    </FormContainer>
  );
}
