import { DEFAULT_REGION_ID, MESSAGES, QUICK_DONATION_AMOUNTS, REGIONS, todayIsoDate, type Donation } from '@onepair/contract';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors } from '@/lib/api-client';

import { useCreateDonation } from '../api/create-donation';
import { DONATE_TEXTS } from '../lib/texts';
import { donationProblem, parseAmount } from '../lib/validate-donation';

export interface AmountStepProps {
  /** The donator_id of the signed-in user's account, if it has one. */
  donatorId: number | null | undefined;
  /** Called only once the server has accepted the donation. */
  onDonated: (donation: Donation) => void;
}

/**
 * Step 1: a quick amount ($10, $20, $50, highlighted when picked) or a typed one (which clears the
 * highlight), a region (West by default), and Donate, which posts the donation (SPEC.md §2, §5).
 */
export function AmountStep({ donatorId, onDonated }: AmountStepProps) {
  const [amountText, setAmountText] = useState('');
  const [quickAmount, setQuickAmount] = useState<number | null>(null);
  const [regionId, setRegionId] = useState<number>(DEFAULT_REGION_ID);
  const [problem, setProblem] = useState<string | null>(null);
  const donation = useCreateDonation();
  const regionFieldId = useId();

  function pickQuickAmount(amount: number) {
    setQuickAmount(amount);
    setAmountText(String(amount));
    setProblem(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (donation.isPending) return;
    const stopped = donationProblem(amountText, donatorId);
    setProblem(stopped);
    if (stopped) return;
    donation.mutate(
      { amount: parseAmount(amountText)!, date: todayIsoDate(), region: regionId, donator: donatorId! },
      {
        onSuccess: (created) => onDonated(created),
        onError: () => setProblem(MESSAGES.donationFailed),
      },
    );
  }

  const serverDetails = problem === MESSAGES.donationFailed ? Object.values(fieldErrors(donation.error)).flat() : [];
  const busy = donation.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
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
      <TextField
        label={DONATE_TEXTS.customAmount}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={amountText}
        error={problem === MESSAGES.invalidDonationAmount ? problem : undefined}
        onChange={(event) => {
          setAmountText(event.target.value);
          setQuickAmount(null);
          if (problem === MESSAGES.invalidDonationAmount) setProblem(null);
        }}
      />
      <div>
        <label htmlFor={regionFieldId} className="mb-1 block text-sm font-semibold text-slate-700">
          {DONATE_TEXTS.region}
        </label>
        <select
          id={regionFieldId}
          value={regionId}
          onChange={(event) => setRegionId(Number(event.target.value))}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-200 focus:outline-none"
        >
          {REGIONS.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      {problem && problem !== MESSAGES.invalidDonationAmount && (
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
    </form>
  );
}
