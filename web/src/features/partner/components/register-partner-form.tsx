import {
  PARTNER_KINDS,
  PARTNER_NAME_MAX_LENGTH,
  PARTNER_WEBSITE_MAX_LENGTH,
  PartnerRegistrationFields,
  type PartnerKind,
} from '@onepair/contract';

import { AddressInputs } from '@/components/form/address-inputs';
import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { LabelledField } from '@/components/form/labelled-field';
import { FormPhoneField } from '@/components/form/phone-field';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useRegisterPartner } from '../api/partners';
import { KIND_KEYS, partnerTexts } from '../texts';

const EMPTY: PartnerRegistrationFields = { name: '', kind: '', address: '', city: '', state: '', zip_code: '', phone: '', website: '' };

const isKind = (value: string): value is PartnerKind => (PARTNER_KINDS as readonly string[]).includes(value);

/** Registers an organisation for review; what was typed stays after a refused submit. */
export function RegisterPartnerForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useTexts(partnerTexts);
  const register = useRegisterPartner();
  const form = useSchemaForm(PartnerRegistrationFields, {
    defaultValues: EMPTY,
    check: (values) => (isKind(values.kind) ? {} : { kind: partnerTexts.t('kindRequired') }),
  });
  const kindError = form.formState.errors.kind?.message || undefined;

  async function submit({ kind, ...values }: PartnerRegistrationFields) {
    if (!isKind(kind)) return;
    try {
      await register.mutateAsync({ ...values, kind, website: values.website?.trim() || undefined });
      onRegistered();
    } catch (error) {
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : t('registerFailed')));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label={t('registerTitle')}>
      <FormTextField name="name" label={t('name')} required maxLength={PARTNER_NAME_MAX_LENGTH} autoComplete="organization" />
      <LabelledField label={t('kind')} error={kindError}>
        {(control) => (
          <select
            {...control}
            {...form.register('kind')}
            aria-required="true"
            className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 aria-invalid:border-red-600 sm:w-72"
          >
            <option value="">{t('chooseKind')}</option>
            {PARTNER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_KEYS[kind])}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <AddressInputs required cityInRow />
      <FormPhoneField name="phone" label={t('phone')} required />
      <FormTextField
        name="website"
        label={t('website')}
        type="url"
        autoComplete="url"
        hint={t('websiteHint')}
        maxLength={PARTNER_WEBSITE_MAX_LENGTH}
        sayLimit={false}
      />
      <FormRootMessage />
      <div>
        <FormSubmitButton busyLabel={t('registering')}>{t('register')}</FormSubmitButton>
      </div>
    </Form>
  );
}
