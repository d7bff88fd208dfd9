import type { StaffGift } from '@onepair/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffDonationsTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const casey = {
  id: 7,
  username: 'casey',
  name: 'Casey Jones',
  email: 'casey@example.org',
  is_staff: false,
  is_active: true,
  date_joined: '2026-01-01',
};

const recorded: StaffGift = {
  donation_id: 42,
  amount: 75,
  refunded_amount: 0,
  date: '2026-01-05',
  region: 3,
  status: 'confirmed',
  method: 'check',
  reference: 'Check 1001',
  note: '',
  created_at: '2026-01-06T10:00:00.000Z',
  donor: { id: 7, donator_id: 3, username: 'casey', name: 'Casey Jones', email: 'casey@example.org' },
  donor_without_login: false,
  tribute: null,
  receipt: { number: 12, voided_at: null },
};

function renderForm(record: MockHandler) {
  const api = mockApi({
    'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
    'GET /api/staff/users/': (call) => ({ body: { results: call.search.includes('q=cas') ? [casey] : [], next: null } }),
    'POST /api/staff/donations/': record,
    'GET /api/staff/donations/42/': { body: recorded },
  });
  return { api, ...renderApp({ path: paths.staffDonationsNew, token: TEST_TOKEN }) };
}

describe('recording a gift received outside the site', () => {
  it('finds the donor, sends the gift and opens its page, which says the receipt is on its way', async () => {
    const { api, user, location } = renderForm({ status: 201, body: recorded });
    await screen.findByRole('heading', { name: staffDonationsTexts.t('recordGift') }, { timeout: 10_000 });
    await user.type(screen.getByLabelText(staffDonationsTexts.t('donorSearch')), 'nobody{Enter}');
    await screen.findByText(staffDonationsTexts.t('donorNoMatches'));
    await user.clear(screen.getByLabelText(staffDonationsTexts.t('donorSearch')));
    await user.type(screen.getByLabelText(staffDonationsTexts.t('donorSearch')), 'cas');
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('donorSearchButton') }));
    await user.click(await screen.findByRole('radio', { name: /Casey Jones \(casey\)/ }));
    await user.type(screen.getByLabelText(/Amount/), '75');
    await user.clear(screen.getByLabelText(/Date received/));
    await user.type(screen.getByLabelText(/Date received/), '2026-01-05');
    await user.selectOptions(screen.getByLabelText(staffDonationsTexts.t('region')), '3');
    await user.selectOptions(screen.getByLabelText(staffDonationsTexts.t('howItCame')), 'check');
    await user.type(screen.getByLabelText(/Check number or reference/), 'Check 1001');
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('recordButton') }));

    await waitFor(() => expect(location()).toBe(paths.staffDonation(42)));
    expect(api.callsTo('POST', '/api/staff/donations/')[0]!.body).toEqual({
      donor: 7,
      amount: 75,
      date: '2026-01-05',
      region: 3,
      method: 'check',
      reference: 'Check 1001',
      note: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(staffDonationsTexts.t('giftRecordedWithReceipt', { receipt: 12 }));
    expect(screen.getByRole('heading', { name: staffDonationsTexts.t('giftTitle', { id: 42 }) })).toBeInTheDocument();
  });

  it('asks for a donor before sending, and keeps what was typed when the server refuses a field', async () => {
    const { api, user } = renderForm({
      status: 400,
      body: { donor_email: ['Enter a valid email address.'], amount: ['Ensure this value is less than or equal to 1000000.'] },
    });
    await screen.findByRole('heading', { name: staffDonationsTexts.t('recordGift') }, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/Amount/), '2000000');
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('recordButton') }));
    expect(await screen.findByText(staffDonationsTexts.t('donorRequired'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/donations/')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: staffDonationsTexts.t('newDonor') }));
    await user.type(screen.getByLabelText(new RegExp(staffDonationsTexts.t('donorName'))), 'Grace Hopper');
    await user.type(screen.getByLabelText(new RegExp(staffDonationsTexts.t('donorEmail'))), 'grace@nowhere');
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('recordButton') }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Ensure this value is less than or equal to 1000000.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/donations/')[0]!.body).toMatchObject({
      donor_name: 'Grace Hopper',
      donor_email: 'grace@nowhere',
    });
    expect(screen.getByLabelText(new RegExp(staffDonationsTexts.t('donorName')))).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('2000000');
    expect(screen.getByLabelText(new RegExp(staffDonationsTexts.t('donorEmail')))).toHaveAttribute('aria-invalid', 'true');
  });
});
