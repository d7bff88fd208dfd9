import { AccountDetailsFields, DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type User } from '@onepair/contract';
import { useEffect, useState } from 'react';

import { ContactInputs } from '@/components/form/contact-inputs';
import { LabelledField } from '@/components/form/labelled-field';
import { PersonNameInputs } from '@/components/form/person-name-inputs';
import { Form, FormRootMessage, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { MailIcon, PersonIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, formError } from '@/lib/api-client';
import { showServerErrors, useSchemaForm } from '@/lib/forms';
import { useLogout } from '@/session';
import { useUpdateAccount } from '@/session/api/update-account';
import { useUpdateUser } from '@/session/api/update-user';

import { ACCOUNT_TEXTS } from '../lib/texts';

export interface AccountDetailsFormProps {
  user: User;
}

/** Read-only username; editable email, names and contact details; 'Save Details' and 'Logout'. */
export function AccountDetailsForm({ user }: AccountDetailsFormProps) {
  const logout = useLogout();
  const updateAccount = useUpdateAccount();
  const updateUser = useUpdateUser();
  const form = useSchemaForm(AccountDetailsFields, {
    defaultValues: {
      email: user.email ?? '',
      // Older servers send no names.
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone_number: user.account.phone_number ?? '',
      address: user.account.address ?? '',
      city: user.account.city ?? '',
      state: user.account.state ?? '',
      zip_code: user.account.zip_code ?? '',
      // Older servers have no language: mail is then in English.
      language: user.account.language ?? DEFAULT_LANGUAGE,
    },
  });
  const saving = form.formState.isSubmitting;
  const [saved, setSaved] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // 'Saved' speaks of the values as they were sent: the next edit takes it away.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setSaved(false));
    return () => subscription.unsubscribe();
  }, [watch]);

  async function save({ email, first_name, last_name, ...contact }: AccountDetailsFields) {
    setSaved(false);
    try {
      await updateAccount.mutateAsync({ accountId: user.account.account_id, body: { user: user.id, ...contact } });
      // The email and the names belong to the user, not the account: their own request, with only what changed.
      const changed = Object.fromEntries(
        Object.entries({ email, first_name, last_name }).filter(([field, value]) => value !== (user[field as keyof typeof user] ?? '')),
      );
      if (Object.keys(changed).length > 0) await updateUser.mutateAsync({ userId: user.id, body: changed });
      setSaved(true);
    } catch (caught) {
      console.error('Saving the account failed', caught);
      showServerErrors(form, caught, failureMessage);
    }
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      aria-label="Account details"
    >
      <TextField
        label="Username"
        name="username"
        value={user.username}
        readOnly
        icon={<PersonIcon />}
        hint="Your username cannot be changed."
      />
      <FormTextField name="email" label="Email" type="email" autoComplete="email" icon={<MailIcon />} />
      <PersonNameInputs hint={ACCOUNT_TEXTS.namesHint} />
      <ContactInputs cityInRow />
      <LabelledField label={ACCOUNT_TEXTS.language} hint={ACCOUNT_TEXTS.languageHint} error={form.formState.errors.language?.message}>
        {(control) => (
          <select
            {...control}
            {...form.register('language')}
            autoComplete="language"
            className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:w-64"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      {saved && <FormMessage tone="success" message={ACCOUNT_TEXTS.saved} />}
      <FormRootMessage />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button type="submit" disabled={saving}>
          {saving ? 'Loading...' : ACCOUNT_TEXTS.save}
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
    </Form>
  );
}

/** Why the save failed: the fields, when the server named some; otherwise what went wrong. */
function failureMessage(error: unknown): string {
  if (Object.keys(fieldErrors(error)).length > 0) return `${ACCOUNT_TEXTS.saveFailed} ${ACCOUNT_TEXTS.checkFields}`;
  return [ACCOUNT_TEXTS.saveFailed, formError(error) ?? ACCOUNT_TEXTS.tryLater].join(' ');
}
