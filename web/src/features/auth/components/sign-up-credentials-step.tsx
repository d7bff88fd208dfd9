import { SignUpBody } from '@onepair/contract';

import { Form, FormTextField } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-fields';
import { MailIcon, PersonIcon } from '@/components/ui/icons';
import { useTexts } from '@/i18n';
import { useSchemaForm, useServerErrors } from '@/lib/forms';

import { authTexts } from '../texts';

import { AuthFormActions } from './auth-form-actions';
import { StepHeading } from './step-heading';

export type Credentials = SignUpBody;

export interface SignUpCredentialsStepProps {
  busy: boolean;
  error: unknown;
  onSubmit: (credentials: Credentials) => void;
  onHaveAccount: () => void;
}

/** Step 0 'Get Started': email, username, password; 'Sign Up'; 'Already have an Account?'. */
export function SignUpCredentialsStep({ busy, error, onSubmit, onHaveAccount }: SignUpCredentialsStepProps) {
  const form = useSchemaForm(SignUpBody, { defaultValues: { email: '', username: '', password: '' } });
  useServerErrors(form, error);
  const t = useTexts(authTexts);

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="get-started-title">
      <StepHeading id="get-started-title" className="text-center text-2xl font-bold text-slate-900">
        {t('getStarted')}
      </StepHeading>
      <FormTextField name="email" label={t('email')} type="email" autoComplete="email" required icon={<MailIcon />} />
      <FormTextField name="username" label={t('username')} autoComplete="username" required icon={<PersonIcon />} />
      <PasswordField name="password" label={t('password')} purpose="new" />
      <AuthFormActions busy={busy} submitLabel={t('signUp')} switchLabel={t('haveAccount')} onSwitch={onHaveAccount} />
    </Form>
  );
}
