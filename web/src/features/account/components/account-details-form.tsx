import { AccountDetailsFields, DEFAULT_LANGUAGE, type User } from '@onepair/contract';
import { useEffect, useState } from 'react';

import { ContactInputs } from '@/components/form/contact-inputs';
import { FormLanguageSelect } from '@/components/form/language-select';
import { PersonNameInputs } from '@/components/form/person-name-inputs';
import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { MailIcon, PersonIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { fieldErrors, formError } from '@/lib/api-errors';
import { showServerErrors, useSchemaForm } from '@/lib/forms';
import { useLogout } from '@/session';
import { useUpdateAccount } from '@/session/api/update-account';
import { useUpdateUser } from '@/session/api/update-user';

import { accountTexts } from '../texts';

export interface AccountDetailsFormProps {
  user: User;
}

/**
 * Read-only username; editable email, names, contact details and the account's language (the
 * site's and the e-mails'); 'Save Details' and 'Logout'.
 */
export function AccountDetailsForm({ user }: AccountDetailsFormProps) {
  const t = useTexts(accountTexts);
  const message = useContractMessage();
  const logout = useLogout();
  const updateAccount = useUpdateAccount();
  const updateUser = useUpdateUser();
  // Older servers have no language: mail is then in English.
  const accountLanguage = user.account.language ?? DEFAULT_LANGUAGE;
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
      language: accountLanguage,
    },
  });
  const [saved, setSaved] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // 'Saved' speaks of the values as they were sent: the next edit takes it away.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setSaved(false));
    return () => subscription.unsubscribe();
  }, [watch]);

  // The top bar's switch saves another language on the account: the field follows, so that saving
  // the other details does not turn the language back.
  const { getValues, resetField } = form;
  useEffect(() => {
    if (getValues('language') !== accountLanguage) resetField('language', { defaultValue: accountLanguage });
  }, [accountLanguage, getValues, resetField]);

  /** Why the save failed: the fields, when the server named some; otherwise what went wrong. */
  function failureMessage(error: unknown): string {
    if (Object.keys(fieldErrors(error)).length > 0) return `${t('saveFailed')} ${t('checkFields')}`;
    const reason = formError(error);
    return [t('saveFailed'), reason ? message(reason) : t('tryLater')].join(' ');
  }

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
      aria-label={t('accountDetails')}
    >
      <TextField label={t('username')} name="username" value={user.username} readOnly icon={<PersonIcon />} hint={t('usernameHint')} />
      <FormTextField name="email" label={t('email')} type="email" autoComplete="email" icon={<MailIcon />} />
      <PersonNameInputs hint={t('namesHint')} />
      <ContactInputs cityInRow />
      <FormLanguageSelect label={t('language')} hint={t('languageHint')} />
      {saved && <FormMessage tone="success" message={t('saved')} />}
      <FormRootMessage />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <FormSubmitButton busyLabel={t('loading')}>{t('save')}</FormSubmitButton>
        <Button
          variant="secondary"
          disabled={loggingOut}
          onClick={async () => {
            setLoggingOut(true);
            await logout();
          }}
        >
          {t('logout')}
        </Button>
      </div>
    </Form>
  );
}
