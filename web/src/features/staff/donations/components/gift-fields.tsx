import {
  GIFT_NOTE_MAX_LENGTH,
  GIFT_REFERENCE_MAX_LENGTH,
  REGIONS,
  STAFF_GIFT_METHODS,
  isValidAmount,
  type StaffGift,
  type StaffGiftMethod,
} from '@onepair/contract';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';

import { FormTextField } from '@/components/form/form';
import { LabelledField } from '@/components/form/labelled-field';
import { useTexts } from '@/i18n';
import { useCharacterLimitHint } from '@/lib/character-limit';

import { donationMethodLabel } from '../../lib/donation-method';
import { staffDonationsTexts } from '../texts';

/** A gift's own fields as the form holds them: text, as typed. */
export interface GiftFieldValues {
  amount: string;
  date: string;
  region: string;
  method: StaffGiftMethod;
  reference: string;
  note: string;
}

export function giftFieldValues(gift: StaffGift | undefined, today: string): GiftFieldValues {
  return {
    amount: gift ? String(gift.amount) : '',
    date: gift?.date ?? today,
    region: String(gift?.region ?? REGIONS[0]!.id),
    method: gift && (STAFF_GIFT_METHODS as readonly string[]).includes(gift.method) ? (gift.method as StaffGiftMethod) : 'check',
    reference: gift?.reference ?? '',
    note: gift?.note ?? '',
  };
}

/** The values as the API takes them. */
export function giftBody(values: GiftFieldValues) {
  return {
    amount: Number(values.amount.trim().replace(/^\$/, '')),
    date: values.date,
    region: Number(values.region),
    method: values.method,
    reference: values.reference.trim(),
    note: values.note.trim(),
  };
}

const boxClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

/** The message of one field of the surrounding Form, from its own check or the server. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: FieldError | undefined = get(errors, name);
  return error?.message || undefined;
}

/**
 * The fields of a gift received outside the site (amount, date received, region, how it came,
 * reference, note), inside a Form whose values include GiftFieldValues. The date may be in the
 * past (the day a check arrived) but not after today.
 */
export function GiftFields({ today }: { today: string }) {
  const t = useTexts(staffDonationsTexts);
  const characterLimitHint = useCharacterLimitHint();
  const { register } = useFormContext<GiftFieldValues>();
  const regionError = useFieldError('region');
  const methodError = useFieldError('method');
  const noteError = useFieldError('note');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormTextField
        name="amount"
        label={t('giftAmount')}
        inputMode="decimal"
        required
        autoComplete="off"
        options={{
          validate: (value: string) => {
            const text = value.trim().replace(/^\$/, '');
            if (text === '') return t('amountRequired');
            const amount = Number(text);
            return (/^\d+(\.\d+)?$/.test(text) && amount > 0 && isValidAmount(amount)) || t('amountInvalid');
          },
        }}
      />
      <FormTextField name="date" label={t('dateReceived')} hint={t('dateReceivedHint')} type="date" max={today} required />
      <LabelledField label={t('region')} error={regionError}>
        {(control) => (
          <select {...control} className={boxClass} {...register('region')}>
            {REGIONS.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t('howItCame')} error={methodError}>
        {(control) => (
          <select {...control} className={boxClass} {...register('method')}>
            {STAFF_GIFT_METHODS.map((method) => (
              <option key={method} value={method}>
                {donationMethodLabel(method)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <FormTextField
        name="reference"
        label={t('giftReference')}
        hint={t('giftReferenceHint')}
        maxLength={GIFT_REFERENCE_MAX_LENGTH}
        autoComplete="off"
        containerClassName="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <LabelledField label={t('giftNote')} error={noteError} hint={characterLimitHint(GIFT_NOTE_MAX_LENGTH)}>
          {(control) => <textarea {...control} rows={3} maxLength={GIFT_NOTE_MAX_LENGTH} className={boxClass} {...register('note')} />}
        </LabelledField>
      </div>
    </div>
  );
}
