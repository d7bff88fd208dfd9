import { MESSAGES } from '@onepair/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LockIcon, PersonIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { fieldError, formError } from '@/lib/api-client';
import { useSession } from '@/session';

import { AUTH_TEXTS } from '../lib/texts';

import { FormMessage } from './form-message';

export interface SignInFormProps {
  onSignedIn: () => void;
  onNeedAccount: () => void;
}

/** 'Welcome Back': username and password, 'Sign In' ('Loading...' while busy), 'Need an Account?'. */
export function SignInForm({ onSignedIn, onNeedAccount }: SignInFormProps) {
  const { login } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Empty fields show the message; the request is still attempted (SPEC.md §5).
    setMissing(!username || !password);
    setError(null);
    setBusy(true);
    try {
      await login(username, password);
      onSignedIn();
    } catch (caught) {
      console.error('Sign-in failed', caught);
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      // Editing answers every message about the last attempt, the server's included.
      setMissing(false);
      setError(null);
    };
  }

  const general = missing ? undefined : formError(error);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className="text-center text-2xl font-bold text-slate-900">
        {AUTH_TEXTS.welcomeBack}
      </h2>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => edit(setUsername)(event.target.value)}
        error={missing ? undefined : fieldError(error, 'username')}
        icon={<PersonIcon />}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => edit(setPassword)(event.target.value)}
        error={missing ? undefined : fieldError(error, 'password')}
        icon={<LockIcon />}
      />
      <FormMessage message={missing ? MESSAGES.allFieldsRequired : general} />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? AUTH_TEXTS.loading : AUTH_TEXTS.signIn}
      </Button>
      <p className="text-center">
        <Button variant="link" onClick={onNeedAccount}>
          {AUTH_TEXTS.needAccount}
        </Button>
      </p>
    </form>
  );
}
