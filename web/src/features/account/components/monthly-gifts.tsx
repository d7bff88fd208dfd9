import { MESSAGES, formatDollars, isValidAmount, regionName, type MonthlyGift } from '@onepair/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Form, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { fieldErrors, formError, isApiError } from '@/lib/api-client';

import { useCancelMonthlyGift, useChangeMonthlyGift, useMonthlyGifts, useUpdateCard } from '../api/monthly-gifts';
import { MONTHLY_GIFT_TEXTS as TEXTS } from '../lib/monthly-gift-texts';

/**
 * The donor's monthly gifts, each with its amount, region and months given, to change (from the
 * next month on), to give a new card at the payment provider (said plainly when the last charge
 * failed), or to cancel. Shown only to a donor who has one.
 */
export function MonthlyGifts() {
  const gifts = useMonthlyGifts();
  const [notice, setNotice] = useState<string | undefined>();

  if (gifts.isPending) return null;
  if (gifts.isError) {
    return (
      <Panel title={TEXTS.title}>
        <p role="alert" className="mt-3 text-red-800">
          {TEXTS.loadFailed}
        </p>
        <Button variant="secondary" className="mt-3 px-4" onClick={() => void gifts.refetch()}>
          {TEXTS.retry}
        </Button>
      </Panel>
    );
  }
  if (gifts.data.length === 0) return null;

  return (
    <Panel title={TEXTS.title}>
      <div className="mt-3">
        <FormMessage message={notice} tone="success" />
      </div>
      <ul className="mt-3 flex flex-col gap-4">
        {gifts.data.map((gift) => (
          <GiftItem key={gift.id} gift={gift} onDone={setNotice} />
        ))}
      </ul>
    </Panel>
  );
}

const STATUS_TEXT = { active: TEXTS.active, pending: TEXTS.pending, past_due: TEXTS.pastDue, cancelled: TEXTS.cancelled } as const;

function GiftItem({ gift, onDone }: { gift: MonthlyGift; onDone: (notice: string) => void }) {
  const [changing, setChanging] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useCancelMonthlyGift();
  const updateCard = useUpdateCard();
  const titleId = `monthly-gift-${gift.id}`;
  // A gift charged each month: active, or past due while the provider tries the card again.
  const running = gift.status === 'active' || gift.status === 'past_due';

  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4">
      <p id={titleId} className="text-lg font-bold text-slate-900">
        {TEXTS.perMonth(formatDollars(gift.amount))}
      </p>
      {gift.fee > 0 && <p className="text-sm text-slate-700">{TEXTS.fee(formatDollars(gift.fee))}</p>}
      {gift.tribute && <p className="text-sm text-slate-800">{gift.tribute}</p>}
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-600">{TEXTS.region}</dt>
          <dd className="text-slate-900">{regionName(gift.region)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{TEXTS.status}</dt>
          <dd className="text-slate-900" data-testid="monthly-gift-status">
            {gift.status === 'cancelled' && gift.cancelled_at
              ? TEXTS.cancelledOn(new Date(gift.cancelled_at).toLocaleDateString())
              : STATUS_TEXT[gift.status]}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{TEXTS.monthsPaid}</dt>
          <dd className="text-slate-900">{gift.months_paid}</dd>
        </div>
      </dl>
      {gift.status === 'past_due' && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900" data-testid="monthly-gift-failed">
          {TEXTS.pastDueExplain(gift.payment_failed_at ? new Date(gift.payment_failed_at).toLocaleDateString() : '—')}
        </p>
      )}
      {running && (
        <>
          {changing ? (
            <ChangeAmountForm
              gift={gift}
              onClose={() => setChanging(false)}
              onChanged={() => {
                setChanging(false);
                onDone(TEXTS.changed);
              }}
            />
          ) : (
            <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button
                variant={gift.status === 'past_due' ? 'primary' : 'secondary'}
                className="px-4"
                disabled={updateCard.isPending}
                aria-busy={updateCard.isPending || undefined}
                onClick={() => updateCard.mutate(gift.id)}
              >
                {updateCard.isPending ? TEXTS.openingCardPage : TEXTS.updateCard}
              </Button>
              <Button variant="secondary" className="px-4" onClick={() => setChanging(true)}>
                {TEXTS.change}
              </Button>
              <Button variant="secondary" className="px-4" onClick={() => setConfirmingCancel(true)}>
                {TEXTS.cancel}
              </Button>
            </div>
          )}
          {updateCard.isError && (
            <div className="mt-3">
              <FormMessage message={cardPageError(updateCard.error)} />
            </div>
          )}
          <ConfirmDialog
            open={confirmingCancel}
            onClose={() => setConfirmingCancel(false)}
            title={TEXTS.cancelTitle}
            explanation={TEXTS.cancelExplain}
            error={cancel.isError ? TEXTS.cancelFailed : undefined}
            cancelLabel={TEXTS.keep}
            confirmLabel={TEXTS.confirmCancel}
            busyLabel={TEXTS.cancelling}
            busy={cancel.isPending}
            onConfirm={() =>
              cancel.mutate(gift.id, {
                onSuccess: () => {
                  setConfirmingCancel(false);
                  onDone(TEXTS.cancelledNotice);
                },
              })
            }
          />
        </>
      )}
    </li>
  );
}

/** Why the card page did not open: the server's reason for a gift that cannot have one, else try again. */
function cardPageError(error: unknown): string {
  return (isApiError(error) && error.status < 500 && formError(error)) || TEXTS.cardPageFailed;
}

function ChangeAmountForm({ gift, onClose, onChanged }: { gift: MonthlyGift; onClose: () => void; onChanged: () => void }) {
  const form = useForm({ defaultValues: { amount: String(gift.amount) }, reValidateMode: 'onSubmit' });
  const change = useChangeMonthlyGift();

  function save({ amount }: { amount: string }) {
    change.mutate(
      { id: gift.id, amount: Number(amount) },
      {
        onSuccess: onChanged,
        onError: (error) => {
          const messages = fieldErrors(error).amount;
          if (messages?.length) form.setError('amount', { type: 'server', message: messages.join(' ') });
          else form.setError('root', { type: 'server', message: isApiError(error) ? TEXTS.changeFailed : TEXTS.changeFailed });
        },
      },
    );
  }

  return (
    <Form form={form} onSubmit={save} noValidate className="mt-3 flex flex-col gap-3">
      <FormTextField
        name="amount"
        label={TEXTS.newAmount}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        options={{ validate: (text: string) => (text.trim() !== '' && isValidAmount(Number(text))) || MESSAGES.invalidDonationAmount }}
      />
      <FormMessage message={form.formState.errors.root?.message} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="px-4" disabled={change.isPending} aria-busy={change.isPending || undefined}>
          {change.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
        <Button variant="secondary" className="px-4" onClick={onClose}>
          {TEXTS.close}
        </Button>
      </div>
      {change.isPending && <Spinner label={TEXTS.saving} />}
    </Form>
  );
}
