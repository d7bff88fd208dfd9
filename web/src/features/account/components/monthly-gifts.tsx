import type { MonthlyGift } from '@onepair/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { DonationAmountField } from '@/components/donor/donation-amount-field';
import { Form, FormSubmitButton } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { useRegionName } from '@/components/donor/region-name';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { isApiError } from '@/lib/api-client';
import { fieldErrors, formError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/format-number';

import { useCancelMonthlyGift, useChangeMonthlyGift, useMonthlyGifts, useUpdateCard } from '../api/monthly-gifts';
import { accountTexts, formatDate, type AccountKey } from '../texts';

/**
 * The donor's monthly gifts, each with its amount, region and months given, to change (from the
 * next month on), to give a new card at the payment provider (said plainly when the last charge
 * failed), or to cancel. Shown only to a donor who has one.
 */
export function MonthlyGifts() {
  const t = useTexts(accountTexts);
  const gifts = useMonthlyGifts();
  const [notice, setNotice] = useState<Notice | undefined>();

  if (gifts.isPending) return null;
  if (gifts.isError) {
    return (
      <Panel title={t('giftsTitle')}>
        <LoadError className="mt-3" message={t('giftsLoadFailed')} onRetry={() => void gifts.refetch()} retrying={gifts.isFetching} />
      </Panel>
    );
  }
  if (gifts.data.length === 0) return null;

  return (
    <Panel title={t('giftsTitle')}>
      <div className="mt-3">
        <FormMessage message={notice && t(notice)} tone="success" />
      </div>
      <ul className="mt-3 flex flex-col gap-4">
        {gifts.data.map((gift) => (
          <GiftItem key={gift.id} gift={gift} onDone={setNotice} />
        ))}
      </ul>
    </Panel>
  );
}

const STATUS_KEYS: Record<MonthlyGift['status'], AccountKey> = {
  active: 'giftActive',
  pending: 'giftPending',
  past_due: 'giftPastDue',
  cancelled: 'giftCancelled',
};

/** What the list says once a gift changed: kept as the text's key, so it follows the page's language. */
type Notice = 'amountChanged' | 'giftCancelledNotice';

function GiftItem({ gift, onDone }: { gift: MonthlyGift; onDone: (notice: Notice) => void }) {
  const t = useTexts(accountTexts);
  const regionName = useRegionName();
  const message = useContractMessage();
  const [changing, setChanging] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useCancelMonthlyGift();
  const updateCard = useUpdateCard();
  const titleId = `monthly-gift-${gift.id}`;
  /** Why the card page did not open: the server's reason for a gift that cannot have one, else try again. */
  const cardPageError = (error: unknown): string => {
    const reason = isApiError(error) && error.status < 500 && formError(error);
    return reason ? message(reason) : t('cardPageFailed');
  };
  // A gift charged each month: active, or past due while the provider tries the card again.
  const running = gift.status === 'active' || gift.status === 'past_due';

  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4">
      <p id={titleId} className="text-lg font-bold text-slate-900">
        {t('perMonth', { amount: formatMoney(gift.amount) })}
      </p>
      {gift.fee > 0 && <p className="text-sm text-slate-700">{t('fee', { fee: formatMoney(gift.fee) })}</p>}
      {gift.tribute && <p className="text-sm text-slate-800">{gift.tribute}</p>}
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-600">{t('region')}</dt>
          <dd className="text-slate-900">{regionName(gift.region)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('status')}</dt>
          <dd className="text-slate-900" data-testid="monthly-gift-status">
            {gift.status === 'cancelled' && gift.cancelled_at
              ? t('cancelledOn', { date: formatDate(new Date(gift.cancelled_at)) })
              : t(STATUS_KEYS[gift.status])}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('monthsPaid')}</dt>
          <dd className="text-slate-900">{gift.months_paid}</dd>
        </div>
      </dl>
      {gift.status === 'past_due' && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900" data-testid="monthly-gift-failed">
          {t('pastDueExplain', { date: gift.payment_failed_at ? formatDate(new Date(gift.payment_failed_at)) : '—' })}
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
                onDone('amountChanged');
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
                {updateCard.isPending ? t('openingCardPage') : t('updateCard')}
              </Button>
              <Button variant="secondary" className="px-4" onClick={() => setChanging(true)}>
                {t('changeAmount')}
              </Button>
              <Button variant="secondary" className="px-4" onClick={() => setConfirmingCancel(true)}>
                {t('cancelGift')}
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
            title={t('cancelGiftTitle')}
            explanation={t('cancelGiftExplain')}
            error={cancel.isError ? t('cancelGiftFailed') : undefined}
            cancelLabel={t('keepGiving')}
            confirmLabel={t('confirmCancelGift')}
            busyLabel={t('cancellingGift')}
            busy={cancel.isPending}
            onConfirm={() =>
              cancel.mutate(gift.id, {
                onSuccess: () => {
                  setConfirmingCancel(false);
                  onDone('giftCancelledNotice');
                },
              })
            }
          />
        </>
      )}
    </li>
  );
}

function ChangeAmountForm({ gift, onClose, onChanged }: { gift: MonthlyGift; onClose: () => void; onChanged: () => void }) {
  const t = useTexts(accountTexts);
  const message = useContractMessage();
  const form = useForm({ defaultValues: { amount: String(gift.amount) }, reValidateMode: 'onSubmit' });
  const change = useChangeMonthlyGift();

  function save({ amount }: { amount: string }) {
    change.mutate(
      { id: gift.id, amount: Number(amount) },
      {
        onSuccess: onChanged,
        onError: (error) => {
          const messages = fieldErrors(error).amount;
          if (messages?.length) form.setError('amount', { type: 'server', message: messages.map(message).join(' ') });
          else form.setError('root', { type: 'server', message: t('changeFailed') });
        },
      },
    );
  }

  return (
    <Form form={form} onSubmit={save} noValidate className="mt-3 flex flex-col gap-3">
      <DonationAmountField label={t('newAmount')} />
      <FormMessage message={form.formState.errors.root?.message} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <FormSubmitButton className="px-4" busy={change.isPending} busyLabel={t('savingAmount')}>
          {t('saveAmount')}
        </FormSubmitButton>
        <Button variant="secondary" className="px-4" onClick={onClose}>
          {t('keepAmount')}
        </Button>
      </div>
      {change.isPending && <Spinner label={t('savingAmount')} />}
    </Form>
  );
}
