import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formatMoney } from '@/lib/format-number';
import { FormContainer } from '@/components/ui/form-container';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { uiTexts } from '@/components/ui/texts';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/session';

import { CONFIRM_POLL_LIMIT, checkoutQueryKey, useCheckoutState } from '../api/checkout';
import { invalidateAfterDonation } from '../api/create-donation';
import { donateTexts } from '../texts';

/**
 * /donate/thank-you?session_id=…: where the payment provider sends the donor back. The payment is
 * confirmed by the provider's notice to the server, which may come a moment later, so the page
 * asks until it is confirmed and says so. A bank debit is confirmed only days later: the page says
 * it has started, and asks for the usual while still, so an early answer (settled or failed) shows.
 */
export default function CheckoutReturnPage() {
  const t = useTexts(donateTexts);
  const ui = useTexts(uiTexts);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const state = useCheckoutState(sessionId);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const refreshed = useRef(false);
  const confirmed = state.data?.confirmed === true;

  // Once confirmed, the account's totals and the map's figures change: read them again.
  useEffect(() => {
    if (!confirmed || refreshed.current) return;
    refreshed.current = true;
    const donatorId = user?.account?.donator?.donator_id;
    if (donatorId) void invalidateAfterDonation(queryClient, donatorId);
  }, [confirmed, queryClient, user]);

  return (
    <FormContainer className="min-h-[60vh]">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('confirmingTitle')}</h1>
      <div className="flex flex-col gap-4">{body()}</div>
    </FormContainer>
  );

  function body() {
    if (!sessionId) return <p className="text-slate-700">{t('missingSession')}</p>;
    // The server removes the pending gift of a checkout that expired unpaid or whose bank debit
    // failed, and then knows no such payment: asking again would not change that.
    if (isApiError(state.error) && state.error.status === 404) {
      return (
        <>
          <p role="status" className="text-slate-700">
            {t('notRecorded')}
          </p>
          <Link to={paths.donate} className="font-semibold text-blue-700 underline">
            {t('backToForm')}
          </Link>
        </>
      );
    }
    if (state.isError) {
      return <LoadError message={t('stateFailed')} onRetry={() => void state.refetch()} retrying={state.isFetching} />;
    }
    const data = state.data;
    if (data?.confirmed) {
      const amount = formatMoney(data.amount);
      return (
        <>
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
            {data.monthly ? t('confirmedMonthly', { amount }) : t('confirmed', { amount })}
          </p>
          <Link to={paths.account} className="font-semibold text-blue-700 underline">
            {t('continueToAccount')}
          </Link>
        </>
      );
    }
    if (data?.status === 'refunded') return <p role="status">{t('refunded')}</p>;
    // A bank debit takes days: "went through" would not be true yet, and the donor need not wait here.
    if (data?.payment_processing) {
      return (
        <p role="status" className="text-slate-700">
          {data.monthly ? t('bankPaymentStartedMonthly') : t('bankPaymentStarted')}
        </p>
      );
    }
    // Reading dataUpdatedAt renders the page again after every answer, even an unchanged one.
    const answers = state.dataUpdatedAt ? (queryClient.getQueryState(checkoutQueryKey(sessionId))?.dataUpdateCount ?? 0) : 0;
    const gaveUp = answers >= CONFIRM_POLL_LIMIT;
    return (
      <>
        <p className="text-slate-700">{t('confirming')}</p>
        {gaveUp ? (
          <>
            <p role="status" className="text-slate-700">
              {t('confirmingSlow')}
            </p>
            <Button
              variant="secondary"
              onClick={() => void state.refetch()}
              disabled={state.isFetching}
              aria-busy={state.isFetching || undefined}
            >
              {state.isFetching ? ui('tryingAgain') : ui('tryAgain')}
            </Button>
          </>
        ) : (
          <Spinner label={t('waiting')} />
        )}
      </>
    );
  }
}
