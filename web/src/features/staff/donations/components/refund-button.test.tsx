import type { StaffDonationRow } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffDonationsTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, status: StaffDonationRow['status']): StaffDonationRow => ({
  donation_id: id,
  amount: 30,
  refunded_amount: 0,
  date: '2026-01-10',
  region: 1,
  status,
  method: 'card',
  reference: '',
  created_at: '2026-01-10T12:00:00.000Z',
  donor: { id: 7, donator_id: 3, username: 'casey', name: 'casey', email: 'casey@example.org' },
});

function renderLedger(refund: MockHandler, refundedBefore = 0) {
  let rows = [{ ...row(5, 'confirmed'), refunded_amount: refundedBefore }, row(4, 'pending'), row(3, 'refunded')];
  const api = mockApi({
    'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
    'GET /api/staff/donations/': () => ({ body: { results: rows, next: null } }),
    'GET /api/staff/donations/totals/': {
      body: {
        count: 3,
        total: 90,
        by_status: {
          confirmed: { count: 1, total: 30 },
          pending: { count: 1, total: 30 },
          refunded: { count: 1, total: 30 },
          voided: { count: 0, total: 0 },
        },
      },
    },
    'POST /api/staff/donations/5/refund/': async (call) => {
      const reply = typeof refund === 'function' ? await refund(call) : refund;
      if ((reply.status ?? 200) === 200) rows = [row(5, 'refunded'), ...rows.slice(1)];
      return reply;
    },
  });
  renderApp({ path: paths.staffDonations, token: TEST_TOKEN });
  return api;
}

describe('refunding from the donations ledger', () => {
  it('offers Refund on confirmed donations only, asks first, and shows the donation refunded', async () => {
    const user = userEvent.setup();
    const api = renderLedger({ body: { donation_id: 5, status: 'refunded', amount: 30, refunded: 30 } });
    // The console's pages load lazily: the first visit waits for its chunk.
    const button = await screen.findByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 5 }) }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 4 }) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 3 }) })).not.toBeInTheDocument();

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: staffDonationsTexts.t('refundTitle') });
    expect(dialog).toHaveTextContent('$30.00 from casey');
    await user.click(within(dialog).getByRole('button', { name: staffDonationsTexts.t('refundKeep') }));
    expect(api.callsTo('POST', '/api/staff/donations/5/refund/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 5 }) }));
    await user.click(
      within(screen.getByRole('dialog', { name: staffDonationsTexts.t('refundTitle') })).getByRole('button', {
        name: staffDonationsTexts.t('refundConfirm'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/staff/donations/5/refund/')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 5 }) })).not.toBeInTheDocument(),
    );
  });

  it('asks about the amount still kept once part of the donation was refunded', async () => {
    const user = userEvent.setup();
    renderLedger({ body: { donation_id: 5, status: 'refunded', amount: 30, refunded: 17.5 } }, 12.5);
    await user.click(await screen.findByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 5 }) }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: staffDonationsTexts.t('refundTitle') });
    expect(dialog).toHaveTextContent('$17.50 from casey');
    expect(dialog).not.toHaveTextContent('$30.00');
  });

  it("keeps the dialog open with the server's reason when the refund fails", async () => {
    const user = userEvent.setup();
    renderLedger({ status: 502, body: { detail: 'The payment provider did not answer. Nothing was changed; try again in a moment.' } });
    await user.click(await screen.findByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 5 }) }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: staffDonationsTexts.t('refundTitle') });
    await user.click(within(dialog).getByRole('button', { name: staffDonationsTexts.t('refundConfirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    expect(screen.getByRole('button', { name: staffDonationsTexts.t('refundLabel', { id: 5 }) })).toBeInTheDocument();
  });
});
