import { DEFAULT_REGION_ID, MESSAGES, QUICK_DONATION_AMOUNTS, REGIONS, todayIsoDate, type Donation } from '@onepair/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Form, FormTextField } from '@/components/form/form';
import { ImpactLine } from '@/components/donor/impact-line';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/api-client';

import { useCreateDonation } from '../api/create-donation';
import { DONATE_TEXTS } from '../lib/texts';
import { parseAmount } from '../lib/validate-donation';

export interface AmountStepProps {
  /** The donator_id of the signed-in user's account, if it has one. */
  donatorId: number | null | undefined;
  /** Called only once the server has accepted the donation. */
  onDonated: (donation: Donation) => void;
}

/**
 * Step 1: a quick amount ($10, $20, $50, highlighted when picked) or a typed one (which clears the
 * highlight), a region (West by default), and Donate, which posts the donation.
 */
export function AmountStep({ donatorId, onDonated }: AmountStepProps) {
  // The amount's rule is `isValidAmount` from the contract (through parseAmount), the check the
  // server's donation service makes too; any way of breaking it has the one message below. It is
  // checked on Donate only: an edit takes the message away and does not bring it back.
  const form = useForm({ defaultValues: { amount: '', region: DEFAULT_REGION_ID }, reValidateMode: 'onSubmit' });
  const [quickAmount, setQuickAmount] = useState<number | null>(null);
  const donation = useCreateDonation();
  const regionFieldId = useId();

  function pickQuickAmount(amount: number) {
    setQuickAmount(amount);
    form.setValue('amount', String(amount));
    form.clearErrors();
  }

  function donate({ amount, region }: { amount: string; region: number }) {
    if (donation.isPending) return;
    if (!donatorId) {
      form.setError('root', { type: 'account', message: MESSAGES.mustBeLoggedInToDonate });
      return;
    }
    donation.mutate(
      { amount: parseAmount(amount)!, date: todayIsoDate(), region, donator: donatorId },
      {
        onSuccess: (created) => onDonated(created),
        onError: () => form.setError('root', { type: 'server', message: MESSAGES.donationFailed }),
      },
    );
  }

  const problem = form.formState.errors.root?.message;
  const serverDetails = problem === MESSAGES.donationFailed ? Object.values(fieldErrors(donation.error)).flat() : [];
  const busy = donation.isPending;

  return (
    <Form form={form} onSubmit={donate} noValidate className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-700">{DONATE_TEXTS.quickAmounts}</legend>
        <div className="grid grid-cols-3 gap-2">
          {QUICK_DONATION_AMOUNTS.map((amount) => {
            const picked = quickAmount === amount;
            return (
              <button
                key={amount}
                type="button"
                aria-pressed={picked}
                onClick={() => pickQuickAmount(amount)}
                className={`min-h-12 rounded-lg border-2 text-lg font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                  picked ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-blue-400'
                }`}
              >
                ${amount}
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
      <ImpactLine kind="amount" amount={parseAmount(form.watch('amount')) ?? 0} />
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
        {busy ? DONATE_TEXTS.processing : DONATE_TEXTS.donate}
      </Button>
    </Form>
  );
}
