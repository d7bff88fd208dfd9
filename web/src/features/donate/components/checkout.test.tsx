import { MESSAGES, coveredFeeCents, type CheckoutState } from '@onepair/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { uiTexts } from '@/components/ui/texts';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderPage, storeTestToken } from '@/testing/render-page';

import { donateTexts } from '../texts';

import { CheckoutForm } from './checkout-form';
import CheckoutReturnPage from './checkout-return-page';
import DonatePage from './donate-page';

afterEach(() => vi.unstubAllGlobals());

const STRIPE_CONFIG = {
  tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
  prescription_max_age_months: 24,
  payment_provider: 'stripe',
  payment_fee_percent: 2.9,
  payment_fee_fixed: 0.3,
};

const FEE = { percent: 2.9, fixedCents: 30 };

function renderForm(extra: Parameters<typeof mockApi>[0] = {}) {
  storeTestToken();
  const api = mockApi({ 'GET /auth/users/me/': { status: 200, body: makeUser() }, ...extra });
  const goTo = vi.fn();
  const view = renderPage(<CheckoutForm donatorId={700} fee={FEE} goTo={goTo} />, { route: paths.donate });
  return { api, goTo, ...view };
}

describe('the donation form with card payments', () => {
  it('shows the checkout form instead of the demonstration card step when the server uses Stripe', async () => {
    storeTestToken();
    mockApi({ 'GET /auth/users/me/': { status: 200, body: makeUser() }, 'GET /api/config/': { body: STRIPE_CONFIG } });
    renderPage(<DonatePage />, { route: paths.donate });
    expect(await screen.findByRole('button', { name: donateTexts.t('continueToPayment') })).toBeInTheDocument();
    expect(screen.queryByLabelText(donateTexts.t('cardNumber'))).not.toBeInTheDocument();
  });

  it('says no card is charged when the server takes no payment', async () => {
    storeTestToken();
    mockApi({
      'GET /auth/users/me/': { status: 200, body: makeUser() },
      'GET /api/config/': { body: { ...STRIPE_CONFIG, payment_provider: 'none' } },
    });
    renderPage(<DonatePage />, { route: paths.donate });
    expect(await screen.findByText(/no card is charged/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: donateTexts.t('continueToPayment') })).not.toBeInTheDocument();
  });

  it('shows the fee it adds as the amount changes and sends a monthly gift with the fee covered to the payment page', async () => {
    const user = userEvent.setup();
    const { api, goTo } = renderForm({
      'POST /api/payments/checkout/': {
        status: 201,
        body: { checkout_url: 'https://pay.example/cs_1', session_id: 'cs_1', donation_id: null, monthly_gift_id: 3, amount: 20, fee: 0.9 },
      },
    });
    expect(await screen.findByText(donateTexts.t('coverFeeHintNoAmount'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$20' }));
    const fee = coveredFeeCents(2000, FEE) / 100;
    expect(
      screen.getByText(donateTexts.t('coverFeeHint', { fee: `$${fee.toFixed(2)}`, total: `$${(20 + fee).toFixed(2)}` })),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(donateTexts.t('coverFee')));
    await user.click(screen.getByLabelText(donateTexts.t('monthly')));
    await user.click(screen.getByRole('button', { name: donateTexts.t('continueToMonthlyPayment') }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(api.callsTo('POST', '/api/payments/checkout/')[0]!.body).toEqual({
      amount: 20,
      region: 1,
      donator: 700,
      monthly: true,
      cover_fee: true,
    });
  });

  it('keeps what was typed and says why when the payment cannot start', async () => {
    const user = userEvent.setup();
    const { goTo } = renderForm({
      'POST /api/payments/checkout/': { status: 502, body: { detail: 'The payment provider did not answer.' } },
    });
    await user.type(await screen.findByLabelText(donateTexts.t('customAmount')), '12.5');
    await user.click(screen.getByRole('button', { name: donateTexts.t('continueToPayment') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(donateTexts.t('checkoutFailed'));
    expect(screen.getByLabelText(donateTexts.t('customAmount'))).toHaveValue(12.5);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends nothing for an amount that is not a valid gift', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
    await user.type(await screen.findByLabelText(donateTexts.t('customAmount')), '0');
    await user.click(screen.getByRole('button', { name: donateTexts.t('continueToPayment') }));
    expect(await screen.findByText(MESSAGES.invalidDonationAmount)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payments/checkout/')).toEqual([]);
  });
});

describe('the page the payment provider sends the donor back to', () => {
  it('waits for the confirmation and then says the gift is confirmed', async () => {
    storeTestToken();
    let answers = 0;
    const state = (confirmed: boolean): CheckoutState => ({
      session_id: 'cs_9',
      monthly: false,
      status: confirmed ? 'confirmed' : 'pending',
      confirmed,
      payment_processing: false,
      amount: 25,
      fee: 0,
    });
    const api = mockApi({
      'GET /auth/users/me/': { status: 200, body: makeUser() },
      'GET /api/payments/checkout/cs_9/': () => ({ body: state((answers += 1) > 1) }),
    });
    renderPage(<CheckoutReturnPage />, { route: paths.donateThankYou, at: `${paths.donateThankYou}?session_id=cs_9` });
    expect(await screen.findByText(donateTexts.t('confirming'))).toBeInTheDocument();
    expect(await screen.findByText(donateTexts.t('confirmed', { amount: '$25.00' }), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/payments/checkout/cs_9/').length).toBe(2);
  });

  it('says a bank payment has started, not that it went through, while the debit is on its way', async () => {
    storeTestToken();
    mockApi({
      'GET /auth/users/me/': { status: 200, body: makeUser() },
      'GET /api/payments/checkout/cs_6/': {
        status: 200,
        body: { session_id: 'cs_6', monthly: false, status: 'pending', confirmed: false, payment_processing: true, amount: 40, fee: 0 },
      },
    });
    renderPage(<CheckoutReturnPage />, { route: paths.donateThankYou, at: `${paths.donateThankYou}?session_id=cs_6` });
    expect(await screen.findByText(donateTexts.t('bankPaymentStarted'))).toHaveAttribute('role', 'status');
    expect(screen.queryByText(donateTexts.t('confirming'))).not.toBeInTheDocument();
    expect(screen.queryByText(donateTexts.t('waiting'))).not.toBeInTheDocument();
  });

  it('says the first month of a monthly gift paid by bank debit has started', async () => {
    storeTestToken();
    mockApi({
      'GET /auth/users/me/': { status: 200, body: makeUser() },
      'GET /api/payments/checkout/cs_5/': {
        status: 200,
        body: { session_id: 'cs_5', monthly: true, status: 'pending', confirmed: false, payment_processing: true, amount: 12, fee: 0 },
      },
    });
    renderPage(<CheckoutReturnPage />, { route: paths.donateThankYou, at: `${paths.donateThankYou}?session_id=cs_5` });
    expect(await screen.findByText(donateTexts.t('bankPaymentStartedMonthly'))).toHaveAttribute('role', 'status');
    expect(screen.queryByText(donateTexts.t('confirming'))).not.toBeInTheDocument();
  });

  it('offers to try again when the state cannot be read', async () => {
    storeTestToken();
    mockApi({ 'GET /auth/users/me/': { status: 200, body: makeUser() }, 'GET /api/payments/checkout/cs_8/': { status: 500, body: {} } });
    renderPage(<CheckoutReturnPage />, { route: paths.donateThankYou, at: `${paths.donateThankYou}?session_id=cs_8` });
    expect(await screen.findByText(donateTexts.t('stateFailed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: uiTexts.t('tryAgain') })).toBeInTheDocument();
  });

  it('says no gift was recorded, and stops asking, once the server no longer knows the payment', async () => {
    storeTestToken();
    let answers = 0;
    // Pending at first; then the bank debit failed (or the checkout expired) and the gift was removed.
    const api = mockApi({
      'GET /auth/users/me/': { status: 200, body: makeUser() },
      'GET /api/payments/checkout/cs_7/': () =>
        (answers += 1) > 1
          ? { status: 404, body: { detail: MESSAGES.notFound } }
          : {
              body: {
                session_id: 'cs_7',
                monthly: false,
                status: 'pending',
                confirmed: false,
                payment_processing: false,
                amount: 30,
                fee: 0,
              },
            },
    });
    renderPage(<CheckoutReturnPage />, { route: paths.donateThankYou, at: `${paths.donateThankYou}?session_id=cs_7` });
    expect(await screen.findByText(donateTexts.t('notRecorded'), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: donateTexts.t('backToForm') })).toHaveAttribute('href', paths.donate);
    expect(screen.queryByRole('button', { name: uiTexts.t('tryAgain') })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(api.callsTo('GET', '/api/payments/checkout/cs_7/').length).toBe(2);
  });
});
