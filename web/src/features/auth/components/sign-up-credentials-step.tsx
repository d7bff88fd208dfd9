import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LockIcon, MailIcon, PersonIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { fieldError, formError } from '@/lib/api-client';

import { AUTH_TEXTS } from '../lib/texts';

import { FormMessage } from './form-message';

export interface Credentials {
  email: string;
  username: string;
  password: string;
}

export interface SignUpCredentialsStepProps {
  busy: boolean;
  error: unknown;
  onSubmit: (credentials: Credentials) => void;
  onHaveAccount: () => void;
}

/** Step 0 'Get Started': email, username, password; 'Sign Up'; 'Already have an Account?'. */
export function SignUpCredentialsStep({ busy, error, onSubmit, onHaveAccount }: SignUpCredentialsStepProps) {
  const [values, setValues] = useState<Credentials>({ email: '', username: '', password: '' });
  const set = (field: keyof Credentials) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(values);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="get-started-title">
      <h2 id="get-started-title" className="text-center text-2xl font-bold text-slate-900">
        {AUTH_TEXTS.getStarted}
      </h2>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={fieldError(error, 'email')}
        icon={<MailIcon />}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={(event) => set('username')(event.target.value)}
        error={fieldError(error, 'username')}
        icon={<PersonIcon />}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={fieldError(error, 'password')}
        icon={<LockIcon />}
      />
      <FormMessage message={formError(error)} />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? AUTH_TEXTS.loading : AUTH_TEXTS.signUp}
      </Button>
      <p className="text-center">
        <Button variant="link" onClick={onHaveAccount}>
          {AUTH_TEXTS.haveAccount}
        </Button>
      </p>
    </form>
  );
}
