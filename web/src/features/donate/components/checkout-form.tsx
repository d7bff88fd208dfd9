import {
  DEFAULT_REGION_ID,
  MESSAGES,
  QUICK_DONATION_AMOUNTS,
  REGIONS,
  coveredFeeCents,
  formatDollars,
  toCents,
  type PaymentFee,
} from '@onepair/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { ImpactLine } from '@/components/donor/impact-line';
import { Form, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { fieldErrors, isApiError } from '@/lib/api-client';

import { useStartCheckout } from '../api/checkout';
import { DONATE_TEXTS } from '../lib/texts';
import { PAYMENT_TEXTS } from '../lib/payment-texts';
import { parseAmount } from '../lib/validate-donation';

export interface CheckoutFormProps {
  donatorId: number | null | undefined;
  fee: PaymentFee;
  /** Sends the browser to the provider's payment page (a prop so tests can watch it). */
  goTo?: (url: string) => void;
}

interface CheckoutValues {
  amount: string;
  region: number;
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
  const form = useForm<CheckoutValues>({
    defaultValues: { amount: '', region: DEFAULT_REGION_ID, monthly: false, cover_fee: false },
    reValidateMode: 'onSubmit',
  });
  const [quickAmount, setQuickAmount] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const checkout = useStartCheckout();
  const regionFieldId = useId();
  const feeHintId = useId();
  const monthlyHintId = useId();

  const amount = parseAmount(form.watch('amount'));
  const monthly = form.watch('monthly');
  const feeCents = amount === null ? null : coveredFeeCents(toCents(amount), fee);

  function pickQuickAmount(value: number) {
    setQuickAmount(value);
    form.setValue('amount', String(value));
    form.clearErrors();
  }

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
      },
      {
        onSuccess: (started) => {
          setLeaving(true);
          goTo(started.checkout_url);
        },
        onError: (error) => {
          const detail = isApiError(error) && error.status !== 400 && error.status < 500 ? describe(error.body) : undefined;
          form.setError('root', { type: 'server', message: detail ?? PAYMENT_TEXTS.checkoutFailed });
        },
      },
    );
  }

  const problem = form.formState.errors.root?.message;
  const serverDetails = problem ? Object.values(fieldErrors(checkout.error)).flat() : [];
  const busy = checkout.isPending || leaving;

  return (
    <Form form={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">{PAYMENT_TEXTS.checkoutNote}</p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-700">{DONATE_TEXTS.quickAmounts}</legend>
        <div className="grid grid-cols-3 gap-2">
          {QUICK_DONATION_AMOUNTS.map((value) => {
            const picked = quickAmount === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={picked}
                onClick={() => pickQuickAmount(value)}
                className={`min-h-12 rounded-lg border-2 text-lg font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                  picked ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-blue-400'
                }`}
              >
                ${value}
              </button>
            );
          })}
        </div>
      </fieldset>
      <FormTextField
        name="amount"
        label={DONATE_TEXTS.customAmount}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        options={{
          validate: (text: string) => parseAmount(text) !== null || MESSAGES.invalidDonationAmount,
          onChange: () => {
            setQuickAmount(null);
            form.clearErrors('amount');
          },
        }}
      />
      <ImpactLine kind="amount" amount={amount ?? 0} />
      <div>
        <label htmlFor={regionFieldId} className="mb-1 block text-sm font-semibold text-slate-700">
          {DONATE_TEXTS.region}
        </label>
        <select
          id={regionFieldId}
          {...form.register('region', { valueAsNumber: true })}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-200 focus:outline-none"
        >
          {REGIONS.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${monthlyHintId}-box`}
          type="checkbox"
          className="mt-1 h-5 w-5"
          aria-describedby={monthlyHintId}
          {...form.register('monthly')}
        />
        <div>
          <label htmlFor={`${monthlyHintId}-box`} className="font-semibold text-slate-800">
            {PAYMENT_TEXTS.monthly}
          </label>
          <p id={monthlyHintId} className="text-sm text-slate-700">
            {PAYMENT_TEXTS.monthlyHint}
          </p>
        </div>
      </div>
      {hasFee(fee) && (
        <div className="flex items-start gap-3">
          <input
            id={`${feeHintId}-box`}
            type="checkbox"
            className="mt-1 h-5 w-5"
            aria-describedby={feeHintId}
            {...form.register('cover_fee')}
          />
          <div>
            <label htmlFor={`${feeHintId}-box`} className="font-semibold text-slate-800">
              {PAYMENT_TEXTS.coverFee}
            </label>
            <p id={feeHintId} className="text-sm text-slate-700" aria-live="polite">
              {amount !== null && feeCents !== null
                ? PAYMENT_TEXTS.coverFeeHint(formatDollars(feeCents / 100), formatDollars(amount + feeCents / 100))
                : PAYMENT_TEXTS.coverFeeHintNoAmount}
            </p>
          </div>
        </div>
      )}
      {problem && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p>{problem}</p>
          {serverDetails.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {serverDetails.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" fullWidth disabled={busy} aria-busy={busy || undefined}>
        {busy ? PAYMENT_TEXTS.redirecting : monthly ? PAYMENT_TEXTS.continueToMonthlyPayment : PAYMENT_TEXTS.continueToPayment}
      </Button>
    </Form>
  );
}

function describe(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : undefined;
}
