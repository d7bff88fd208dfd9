import {
  PERSON_NAME_FIELDS,
  PERSON_NAME_MAX_LENGTH,
  ShippingAddressFields,
  SHIPPING_ADDRESS_FIELDS,
  VALIDATION_MESSAGES,
} from '@onepair/contract';
import { Type } from '@sinclair/typebox';
import { useEffect, useId, useMemo } from 'react';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { fieldErrors, formError } from '@/lib/api-errors';
import { useTexts, type TextKey } from '@/i18n';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { claimingTexts } from './texts';

/** What a parcel needs: the recipient's names and the shipping address. */
export const SHIPPING_FIELDS = [...PERSON_NAME_FIELDS, ...SHIPPING_ADDRESS_FIELDS] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Partial<ShippingAddressFields>;

/** Each field as the account page and sign-up label it. */
const INPUTS: Record<ShippingField, { label: TextKey<typeof claimingTexts>; autoComplete: string; maxLength?: number }> = {
  first_name: { label: 'firstName', autoComplete: 'given-name', maxLength: PERSON_NAME_MAX_LENGTH },
  last_name: { label: 'lastName', autoComplete: 'family-name', maxLength: PERSON_NAME_MAX_LENGTH },
  address: { label: 'address', autoComplete: 'street-address' },
  city: { label: 'city', autoComplete: 'address-level2' },
  state: { label: 'state', autoComplete: 'address-level1' },
  zip_code: { label: 'zipCode', autoComplete: 'postal-code' },
};

export interface ShippingAddressFormProps {
  /** The names and shipping fields the recipient lacks, the only ones asked for. */
  fields: readonly ShippingField[];
  /** A refusal to show as the form opens (the server named these fields), or null. */
  error: unknown;
  busy: boolean;
  /** Saves the address and claims; a rejection is shown on the form. */
  onSubmit: (values: ShippingValues) => Promise<void>;
  onCancel: () => void;
  /** Said when a refusal has no words of its own. */
  fallbackMessage: string;
}

/**
 * The claim dialog's question for what the parcel still lacks: the recipient's names, parts of
 * the shipping address. A refusal (of the
 * save or of the claim) shows under the field it names and keeps what was typed; whatever it says
 * about anything else is the form's message.
 */
export function ShippingAddressForm({ fields, error, busy, onSubmit, onCancel, fallbackMessage }: ShippingAddressFormProps) {
  const t = useTexts(claimingTexts);
  const schema = useMemo(() => Type.Pick(ShippingAddressFields, [...fields]), [fields]);
  const form = useSchemaForm(schema, {
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])),
    // Spaces alone are no address: the claim would refuse it.
    check: (values: ShippingValues) =>
      Object.fromEntries(fields.map((field) => [field, values[field]?.trim() ? undefined : VALIDATION_MESSAGES.blank])),
  });
  const titleId = useId();

  /** What the refusal says beyond the fields shown here. */
  const otherMessages = (refusal: unknown): string | undefined => {
    const rest = Object.entries(fieldErrors(refusal))
      .filter(([field]) => !(fields as readonly string[]).includes(field))
      .flatMap(([, messages]) => messages);
    const messages = [formError(refusal), ...rest].filter(Boolean);
    if (messages.length > 0) return messages.join(' ');
    return Object.keys(fieldErrors(refusal)).length > 0 ? undefined : fallbackMessage;
  };

  // Shown once, as the form opens; a new submit clears it.
  const { setError, getValues } = form;
  useEffect(() => {
    showServerErrors({ setError, getValues }, error, otherMessages);
  }, [error, setError, getValues]);

  async function submit(values: ShippingValues) {
    try {
      await onSubmit(values);
    } catch (refusal) {
      console.error('Saving the address or claiming failed', refusal);
      showServerErrors(form, refusal, otherMessages);
    }
  }

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-3">
      <h4 id={titleId} className="font-bold text-slate-900">
        {t('shippingTitle')}
      </h4>
      <p className="text-sm text-slate-700">{t('shippingIntro')}</p>
      {fields.map((field) => (
        <FormTextField key={field} name={field} required {...INPUTS[field]} label={t(INPUTS[field].label)} />
      ))}
      <FormRootMessage />
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <FormSubmitButton busy={busy} busyLabel={t('loading')}>
          {t('confirm')}
        </FormSubmitButton>
      </div>
    </Form>
  );
}
