import { DEFAULT_REGION_ID, MESSAGES, coveredFeeCents, toCents, type PaymentFee } from '@onepair/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  NO_TRIBUTE,
  TributeFields,
  otherFieldMessages,
  showTributeError,
  tributeBody,
  type TributeValues,
} from '@/components/donor/tribute-fields';
import { parseAmount } from '@/components/donor/donation-amount-field';
import { formatMoney } from '@/lib/format-number';
import { Form, FormCheckboxField, FormSubmitButton } from '@/components/form/form';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { isApiError } from '@/lib/api-client';

import { useStartCheckout } from '../api/checkout';
import { donateTexts } from '../texts';
import { DonationAmountFields, type DonationAmountValues } from './donation-amount-fields';
import { DonationProblem } from './donation-problem';

export interface CheckoutFormProps {
  donatorId: number | null | undefined;
  fee: PaymentFee;
  /** Sends the browser to the provider's payment page (a prop so tests can watch it). */
  goTo?: (url: string) => void;
}

interface CheckoutValues extends DonationAmountValues, TributeValues {
  monthly: boolean;
  cover_fee: boolean;
}

const hasFee = (fee: PaymentFee) => fee.percent > 0 || fee.fixedCents > 0;

/**
 * The donation form when gifts are paid by card: amount, region, once or monthly, and whether to
 * cover the processing fee (the added amount shown as it changes). Continue stores a pending gift
 * and goes to the provider's page; on a failure the form keeps what was typed.
 */
export function CheckoutForm({ donatorId, fee, goTo = (url) => window.location.assign(url) }: CheckoutFormProps) {
  const t = useTexts(donateTexts);
  const message = useContractMessage();
  const form = useForm<CheckoutValues>({
    defaultValues: { amount: '', region: DEFAULT_REGION_ID, monthly: false, cover_fee: false, ...NO_TRIBUTE },
    reValidateMode: 'onSubmit',
  });
  const [leaving, setLeaving] = useState(false);
  const checkout = useStartCheckout();

  const amount = parseAmount(form.watch('amount'));
  const monthly = form.watch('monthly');
  const feeCents = amount === null ? null : coveredFeeCents(toCents(amount), fee);

  function submit(values: CheckoutValues) {
    if (checkout.isPending || leaving) return;
    if (!donatorId) {
      form.setError('root', { type: 'account', message: MESSAGES.mustBeLoggedInToDonate });
      return;
    }
    checkout.mutate(
      {
        amount: parseAmount(values.amount)!,
        region: values.region,
        donator: donatorId,
        monthly: values.monthly,
        cover_fee: hasFee(fee) && values.cover_fee,
        ...(values.tributeOn && { tribute: tributeBody(values) }),
      },
      {
        onSuccess: (started) => {
          setLeaving(true);
          goTo(started.checkout_url);
        },
        onError: (error) => {
          const detail = isApiError(error) && error.status !== 400 && error.status < 500 ? describe(error.body) : undefined;
          form.setError('root', { type: 'server', message: detail ?? t('checkoutFailed') });
          showTributeError(form, error, message);
        },
      },
    );
  }

  const problem = form.formState.errors.root?.message;
  // The other fields' messages are listed under the problem; a tribute's shows under its field.
  const serverDetails = problem ? otherFieldMessages(checkout.error) : [];
  const busy = checkout.isPending || leaving;

  return (
    <Form form={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">{t('checkoutNote')}</p>
      <DonationAmountFields />
      <FormCheckboxField name="monthly" label={t('monthly')} hint={t('monthlyHint')} />
      {hasFee(fee) && (
        <FormCheckboxField
          name="cover_fee"
          label={t('coverFee')}
          hintLive
          hint={
            amount !== null && feeCents !== null
              ? t('coverFeeHint', { fee: formatMoney(feeCents / 100), total: formatMoney(amount + feeCents / 100) })
              : t('coverFeeHintNoAmount')
          }
        />
      )}
      <TributeFields />
      <DonationProblem problem={problem} details={serverDetails} />
      <FormSubmitButton busy={busy} fullWidth busyLabel={t('redirecting')}>
        {monthly ? t('continueToMonthlyPayment') : t('continueToPayment')}
      </FormSubmitButton>
    </Form>
  );
}

function describe(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : undefined;
}
