import { LoginBody, MESSAGES, type User } from '@onepair/contract';
import { Link } from 'react-router';

import { Form, FormTextField } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-fields';
import { PersonIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { showServerErrors, useSchemaForm } from '@/lib/forms';
import { useSession } from '@/session';

import { authTexts } from '../texts';

import { AuthFormActions } from './auth-form-actions';
import { StepHeading } from './step-heading';

export interface SignInFormProps {
  /** Called with the signed-in user, whose role decides where they go. */
  onSignedIn: (user: User) => void;
  onNeedAccount: () => void;
}

/** 'Welcome Back': username and password, 'Sign In' ('Loading...' while busy), 'Need an Account?'. */
export function SignInForm({ onSignedIn, onNeedAccount }: SignInFormProps) {
  const { login } = useSession();
  const t = useTexts(authTexts);
  const form = useSchemaForm(LoginBody, { defaultValues: { username: '', password: '' } });
  const busy = form.formState.isSubmitting;
  // Editing answers every message about the last attempt, the server's included.
  const clearMessages = { onChange: () => form.clearErrors() };

  async function signIn({ username, password }: LoginBody) {
    // Empty fields get one message, yet the request is still sent; its reply is then not shown.
    const missing = !username || !password;
    if (missing) {
      form.setError('root', { type: 'required', message: MESSAGES.allFieldsRequired });
      form.setFocus(username ? 'password' : 'username');
    }
    try {
      const user = await login(username, password);
      onSignedIn(user);
    } catch (caught) {
      console.error('Sign-in failed', caught);
      if (!missing) showServerErrors(form, caught);
    }
  }

  return (
    <Form form={form} onSubmit={signIn} noValidate className="flex flex-col gap-4" aria-labelledby="sign-in-title">
      <StepHeading id="sign-in-title" className="text-center text-2xl font-bold text-slate-900">
        {t('welcomeBack')}
      </StepHeading>
      <FormTextField name="username" label={t('username')} autoComplete="username" required icon={<PersonIcon />} options={clearMessages} />
      <PasswordField name="password" label={t('password')} purpose="current" options={clearMessages} />
      <Link to={paths.forgotPassword} className="-mt-2 self-end text-sm text-blue-700 underline-offset-2 hover:underline">
        {t('forgotLink')}
      </Link>
      <AuthFormActions busy={busy} submitLabel={t('signIn')} switchLabel={t('needAccount')} onSwitch={onNeedAccount} />
    </Form>
  );
}
