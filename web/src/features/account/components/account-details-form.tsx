import type { User } from '@onepair/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { HomeIcon, MailIcon, PersonIcon, PhoneIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { FormMessage } from '@/features/auth/components/form-message';
import { fieldError, fieldErrors, formError } from '@/lib/api-client';
import { useLogout } from '@/session';

import { useUpdateAccount } from '../api/update-account';
import { useUpdateUserEmail } from '../api/update-user-email';
import { ACCOUNT_TEXTS } from '../lib/texts';

interface Values {
  email: string;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface AccountDetailsFormProps {
  user: User;
}

/** Read-only username; editable email and contact details; 'Save Details' and 'Logout'. */
export function AccountDetailsForm({ user }: AccountDetailsFormProps) {
  const logout = useLogout();
  const updateAccount = useUpdateAccount();
  const updateEmail = useUpdateUserEmail();
  const [values, setValues] = useState<Values>(() => ({
    email: user.email ?? '',
    phone_number: user.account.phone_number ?? '',
    address: user.account.address ?? '',
    city: user.account.city ?? '',
    state: user.account.state ?? '',
    zip_code: user.account.zip_code ?? '',
  }));
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<unknown>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === 'saved') setStatus('idle');
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    setError(null);
    const { email, ...contact } = values;
    try {
      await updateAccount.mutateAsync({ accountId: user.account.account_id, body: { user: user.id, ...contact } });
      // The email is sent only when it changed (SPEC.md §7).
      if (email !== user.email) await updateEmail.mutateAsync({ userId: user.id, email });
      setStatus('saved');
    } catch (caught) {
      console.error('Saving the account failed', caught);
      setError(caught);
      setStatus('failed');
    }
  }

  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={fieldError(error, name)}
      {...extra}
    />
  );

  return (
    <form onSubmit={save} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-6" aria-label="Account details">
      <TextField
        label="Username"
        name="username"
        value={user.username}
        readOnly
        icon={<PersonIcon />}
        hint="Your username cannot be changed."
      />
      {field('email', 'Email', { type: 'email', autoComplete: 'email', icon: <MailIcon /> })}
      {field('phone_number', 'Phone Number', { type: 'tel', autoComplete: 'tel', icon: <PhoneIcon /> })}
      {field('address', 'Address', { autoComplete: 'street-address', icon: <HomeIcon /> })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('zip_code', 'Zip Code', { autoComplete: 'postal-code' })}
      </div>
      {status === 'saved' && <FormMessage tone="success" message={ACCOUNT_TEXTS.saved} />}
      {status === 'failed' && <FormMessage message={failureMessage(error)} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button type="submit" disabled={status === 'saving'}>
          {status === 'saving' ? 'Loading...' : ACCOUNT_TEXTS.save}
        </Button>
        <Button
          variant="secondary"
          disabled={loggingOut}
          onClick={async () => {
            setLoggingOut(true);
            await logout();
          }}
        >
          {ACCOUNT_TEXTS.logout}
        </Button>
      </div>
    </form>
  );
}

/** Why the save failed: the fields, when the server named some; otherwise what went wrong. */
function failureMessage(error: unknown): string {
  if (Object.keys(fieldErrors(error)).length > 0) return `${ACCOUNT_TEXTS.saveFailed} ${ACCOUNT_TEXTS.checkFields}`;
  return [ACCOUNT_TEXTS.saveFailed, formError(error) ?? ACCOUNT_TEXTS.tryLater].join(' ');
}
