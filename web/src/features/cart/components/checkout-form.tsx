import {
  ADDRESS_MAX_LENGTH,
  CheckoutShippingFields,
  ShippingNameFields,
  VALIDATION_MESSAGES,
  missingNameFields,
  type User,
} from '@onepair/contract';
import { Type } from '@sinclair/typebox';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { useClaimGlasses } from '@/components/claim/claim-glasses';
import { AddressInputs } from '@/components/form/address-inputs';
import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { PersonNameInputs } from '@/components/form/person-name-inputs';
import { FormPhoneField } from '@/components/form/phone-field';
import { HomeIcon, MailIcon, PersonIcon, PhoneIcon } from '@/components/ui/icons';
import { useTexts } from '@/i18n';
import { fieldErrors, formError } from '@/lib/api-errors';
import { useSchemaForm } from '@/lib/forms';
import { useUpdateAccount } from '@/session/api/update-account';
import { useUpdateUser } from '@/session/api/update-user';

import { cartTexts } from '../texts';

/** The cart's fields, with the recipient's names when the account has none yet. */
const CheckoutWithNames = Type.Composite([CheckoutShippingFields, Type.Partial(ShippingNameFields)]);
type CheckoutValues = typeof CheckoutWithNames.static;

/** The account's names for the form's fields, where they differ. */
const SERVER_NAMES: Partial<Record<keyof CheckoutValues, string>> = { phone: 'phone_number' };

export interface CheckoutFormProps {
  user: User;
  glassesId: number;
  /** Called once the pair is claimed (the page goes on to /confirmation). */
  onClaimed: () => void;
  /** True from the submit until the answer, so the page keeps the form while the claim goes. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * 'Checkout and Sign Up' for a receiver who may claim: prefilled from the account, it saves the
 * contact details and the address to the account (and the email, when changed, to the user),
 * then claims the pair. A pair ships to a complete address, so city, state and zip code are
 * asked for too when the account lacks one of them, and the names the parcel is addressed to
 * (saved to the user) when the recipient has not given them.
 */
export function CheckoutForm({ user, glassesId, onClaimed, onBusyChange }: CheckoutFormProps) {
  const t = useTexts(cartTexts);
  const account = user.account;
  const [asksCity] = useState(() => [account.city, account.state, account.zip_code].some((value) => !value?.trim()));
  // Older servers send no names, and ask for none.
  const [asksNames] = useState(
    () => user.first_name !== undefined && missingNameFields({ first_name: user.first_name, last_name: user.last_name ?? '' }).length > 0,
  );
  // City, state and zip code are checked either way: shown when missing, else the account's own.
  const form = useSchemaForm(CheckoutWithNames, {
    // Names asked for must be given: a parcel goes to them.
    check: (values: CheckoutValues) =>
      asksNames
        ? {
            first_name: values.first_name?.trim() ? undefined : VALIDATION_MESSAGES.blank,
            last_name: values.last_name?.trim() ? undefined : VALIDATION_MESSAGES.blank,
          }
        : {},
    defaultValues: {
      ...(asksNames ? { first_name: '', last_name: '' } : {}),
      name: user.username,
      email: user.email ?? '',
      phone: account.phone_number ?? '',
      address: account.address ?? '',
      city: account.city ?? '',
      state: account.state ?? '',
      zip_code: account.zip_code ?? '',
    },
  });
  const updateAccount = useUpdateAccount();
  const updateUser = useUpdateUser();
  const claim = useClaimGlasses();

  async function submit(values: CheckoutValues) {
    onBusyChange(true);
    let saved = false;
    try {
      const address = asksCity ? { city: values.city, state: values.state, zip_code: values.zip_code } : {};
      await updateAccount.mutateAsync({
        accountId: account.account_id,
        body: { user: user.id, phone_number: values.phone, address: values.address, ...address },
      });
      // The email, when changed, and the names, when asked for, belong to the user.
      const userChanges = {
        ...(values.email !== user.email ? { email: values.email } : {}),
        ...(asksNames ? { first_name: values.first_name, last_name: values.last_name } : {}),
      };
      if (Object.keys(userChanges).length > 0) await updateUser.mutateAsync({ userId: user.id, body: userChanges });
      saved = true;
      await claim.mutateAsync({ glassesId });
      onClaimed();
    } catch (error) {
      console.error(saved ? 'Claiming from the cart failed' : 'Saving the details from the cart failed', error);
      showCheckoutErrors(form, error, saved);
      onBusyChange(false);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-label={t('title')}>
      <p className="text-sm text-slate-700">{t('formIntro')}</p>
      <FormTextField name="name" label={t('name')} icon={<PersonIcon />} required autoComplete="name" />
      {asksNames && <PersonNameInputs required hint={t('namesHint')} />}
      <FormTextField name="email" label={t('email')} type="email" icon={<MailIcon />} required autoComplete="email" />
      <FormPhoneField name="phone" label={t('phone')} icon={<PhoneIcon />} required />
      {asksCity ? (
        <>
          <p className="text-sm text-slate-700">{t('cityHint')}</p>
          <AddressInputs required icon={<HomeIcon />} />
        </>
      ) : (
        <FormTextField
          name="address"
          label={t('address')}
          icon={<HomeIcon />}
          required
          maxLength={ADDRESS_MAX_LENGTH.address}
          sayLimit={false}
          autoComplete="street-address"
        />
      )}
      <FormRootMessage />
      <FormSubmitButton fullWidth busyLabel={t('submitting')}>
        {t('submit')}
      </FormSubmitButton>
    </Form>
  );
}

/**
 * The server's reasons on the form: under each field it named (the account's `phone_number` is
 * the form's phone), focusing the first; the claim's own reasons (out of stock, already claimed),
 * which name no field of the form, in the form's message with what was and was not stored.
 */
function showCheckoutErrors(form: UseFormReturn<CheckoutValues>, error: unknown, saved: boolean): void {
  const named = fieldErrors(error);
  const fields = Object.keys(form.getValues()) as (keyof CheckoutValues & string)[];
  const used = new Set<string>();
  let focused = false;
  for (const field of fields) {
    const serverName = SERVER_NAMES[field] ?? field;
    const message = named[serverName]?.[0];
    if (!message) continue;
    used.add(serverName);
    form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  const unplaced = Object.entries(named)
    .filter(([field]) => !used.has(field))
    .flatMap(([, messages]) => messages);
  const general = formError(error);
  const reasons = [general, ...unplaced].filter(Boolean);
  if (reasons.length === 0) reasons.push(focused ? cartTexts.t('checkFields') : cartTexts.t('tryLater'));
  form.setError('root', {
    type: 'server',
    message: [saved ? cartTexts.t('claimFailed') : cartTexts.t('saveFailed'), ...reasons].join(' '),
  });
}
