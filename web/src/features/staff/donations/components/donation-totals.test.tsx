import type { StaffDonationTotals } from '@onepair/contract';
import { render, screen, within } from '@testing-library/react';

import { staffDonationsTexts } from '../texts';

import { DonationTotals } from './donation-totals';

const TOTALS: StaffDonationTotals = {
  count: 16,
  total: 1379,
  by_status: {
    confirmed: { count: 12, total: 1234 },
    pending: { count: 1, total: 50 },
    refunded: { count: 1, total: 20 },
    voided: { count: 2, total: 75 },
  },
};

const lines = () =>
  within(screen.getByRole('list', { name: staffDonationsTexts.t('totalsByStatus') }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the ledger’s totals', () => {
  it('shows the money received first, then pending, refunded and void, each with its count, then the total of every status', () => {
    render(<DonationTotals totals={TOTALS} />);
    expect(lines()).toEqual([
      'Received (confirmed): $1,234.00 from 12 donations',
      'Pending, not received yet: $50.00 from 1 donation',
      'Refunded, given back: $20.00 from 1 donation',
      'Void, recorded by mistake: $75.00 from 2 donations',
    ]);
    expect(screen.getByTestId('donation-totals')).toHaveTextContent('16 donations, $1,379.00 in all');
    // The received figure is the one that stands out.
    expect(screen.getByTestId('donation-totals-confirmed')).toHaveClass('text-lg', 'font-semibold');
  });

  it('keeps every status, zeros included, when there is nothing to add up', () => {
    const zero = { count: 0, total: 0 };
    render(<DonationTotals totals={{ count: 0, total: 0, by_status: { confirmed: zero, pending: zero, refunded: zero, voided: zero } }} />);
    expect(lines()).toEqual([
      'Received (confirmed): $0.00 from 0 donations',
      'Pending, not received yet: $0.00 from 0 donations',
      'Refunded, given back: $0.00 from 0 donations',
      'Void, recorded by mistake: $0.00 from 0 donations',
    ]);
    expect(screen.getByTestId('donation-totals')).toHaveTextContent('0 donations, $0.00 in all');
  });

  it('with a status filter, shows that status alone, so pending or refunded money is never read as received', () => {
    const pending: StaffDonationTotals = {
      count: 1,
      total: 50,
      by_status: {
        confirmed: { count: 0, total: 0 },
        pending: { count: 1, total: 50 },
        refunded: { count: 0, total: 0 },
        voided: { count: 0, total: 0 },
      },
    };
    const { unmount } = render(<DonationTotals totals={pending} status="pending" />);
    expect(lines()).toEqual(['Pending, not received yet: $50.00 from 1 donation']);
    expect(screen.queryByText(/Received/)).not.toBeInTheDocument();
    expect(screen.getByTestId('donation-totals')).toHaveTextContent('1 donation, $50.00 in all');
    unmount();

    const confirmed: StaffDonationTotals = { ...TOTALS, count: 12, total: 1234, by_status: { ...TOTALS.by_status } };
    render(<DonationTotals totals={confirmed} status="confirmed" />);
    expect(lines()).toEqual(['Received (confirmed): $1,234.00 from 12 donations']);
  });
});
