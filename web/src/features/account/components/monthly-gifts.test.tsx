import type { MonthlyGift } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderPage, storeTestToken } from '@/testing/render-page';

import { accountTexts } from '../texts';

import { MonthlyGifts } from './monthly-gifts';

const { t } = accountTexts;

afterEach(() => vi.unstubAllGlobals());

const gift: MonthlyGift = {
  id: 4,
  amount: 20,
  fee: 0.9,
  region: 2,
  status: 'active',
  months_paid: 3,
  created_at: '2026-01-05T10:00:00.000Z',
  cancelled_at: null,
  payment_failed_at: null,
  tribute: null,
};

function renderGifts(routes: Parameters<typeof mockApi>[0]) {
  storeTestToken();
  const api = mockApi({ 'GET /auth/users/me/': { status: 200, body: makeUser() }, ...routes });
  renderPage(<MonthlyGifts />, { route: '/account' });
  return api;
}

describe('monthly gifts on the account page', () => {
  it('shows nothing to a donor without one', async () => {
    const api = renderGifts({ 'GET /api/payments/monthly-gifts/': { body: [] } });
    await waitFor(() => expect(api.callsTo('GET', '/api/payments/monthly-gifts/')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: t('giftsTitle') })).not.toBeInTheDocument();
  });

  it('names the tribute of a gift given in memory of someone', async () => {
    renderGifts({ 'GET /api/payments/monthly-gifts/': { body: [{ ...gift, tribute: 'In memory of Joan Clarke' }] } });
    expect(await screen.findByText('In memory of Joan Clarke')).toBeInTheDocument();
  });

  it('lists a gift and changes its amount', async () => {
    const user = userEvent.setup();
    let current = gift;
    const api = renderGifts({
      'GET /api/payments/monthly-gifts/': () => ({ body: [current] }),
      'PATCH /api/payments/monthly-gifts/4/': (call) => {
        current = { ...gift, amount: (call.body as { amount: number }).amount };
        return { body: current };
      },
    });
    expect(await screen.findByText(t('perMonth', { amount: '$20.00' }))).toBeInTheDocument();
    expect(screen.getByText(t('fee', { fee: '$0.90' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('changeAmount') }));
    const field = screen.getByLabelText(t('newAmount'));
    await user.clear(field);
    await user.type(field, '35');
    await user.click(screen.getByRole('button', { name: t('saveAmount') }));
    expect(await screen.findByText(t('amountChanged'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/payments/monthly-gifts/4/')[0]!.body).toEqual({ amount: 35 });
    expect(await screen.findByText(t('perMonth', { amount: '$35.00' }))).toBeInTheDocument();
  });

  it('cancels a gift only after the donor confirms', async () => {
    const user = userEvent.setup();
    let current = gift;
    const api = renderGifts({
      'GET /api/payments/monthly-gifts/': () => ({ body: [current] }),
      'POST /api/payments/monthly-gifts/4/cancel/': () => {
        current = { ...gift, status: 'cancelled', cancelled_at: '2026-02-01T10:00:00.000Z' };
        return { body: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: t('cancelGift') }));
    const dialog = screen.getByRole('dialog', { name: t('cancelGiftTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('keepGiving') }));
    expect(api.callsTo('POST', '/api/payments/monthly-gifts/4/cancel/')).toEqual([]);
    await user.click(screen.getByRole('button', { name: t('cancelGift') }));
    await user.click(
      within(screen.getByRole('dialog', { name: t('cancelGiftTitle') })).getByRole('button', { name: t('confirmCancelGift') }),
    );
    expect(await screen.findByText(t('giftCancelledNotice'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payments/monthly-gifts/4/cancel/')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('monthly-gift-status')).toHaveTextContent(/Cancelled on/));
    expect(screen.queryByRole('button', { name: t('changeAmount') })).not.toBeInTheDocument();
  });

  it('says plainly when the last charge failed, and opens the card page at the payment provider', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const failedAt = '2026-03-05T10:00:00.000Z';
    const api = renderGifts({
      'GET /api/payments/monthly-gifts/': { body: [{ ...gift, status: 'past_due', payment_failed_at: failedAt }] },
      'POST /api/payments/monthly-gifts/4/card/': { body: { url: 'https://billing.example/session/abc' } },
    });
    expect(await screen.findByTestId('monthly-gift-failed')).toHaveTextContent(
      t('pastDueExplain', { date: new Date(failedAt).toLocaleDateString('en-US') }),
    );
    expect(screen.getByTestId('monthly-gift-status')).toHaveTextContent('Payment failed');
    // The gift still runs: its amount can change and it can be cancelled.
    expect(screen.getByRole('button', { name: t('changeAmount') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('updateCard') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/session/abc'));
    expect(api.callsTo('POST', '/api/payments/monthly-gifts/4/card/')).toHaveLength(1);
  });

  it("says why the card page did not open: the server's reason, or to try again", async () => {
    const user = userEvent.setup();
    let reply = { status: 409, body: { detail: 'This monthly gift has no card on file with the payment provider.' } };
    renderGifts({
      'GET /api/payments/monthly-gifts/': { body: [gift] },
      'POST /api/payments/monthly-gifts/4/card/': () => reply,
    });
    await user.click(await screen.findByRole('button', { name: t('updateCard') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This monthly gift has no card on file with the payment provider.');
    reply = { status: 502, body: { detail: 'The payment provider did not answer.' } };
    await user.click(screen.getByRole('button', { name: t('updateCard') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t('cardPageFailed')));
  });
});
