import type { StaffDashboard } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { uiTexts } from '@/components/ui/texts';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffTexts } from '../../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

const DASHBOARD: StaffDashboard = {
  donations_this_month: { since: '2026-11-01', count: 3, total: 125.5 },
  low_stock: [{ glasses_id: 4, name: 'Round Tortoise', inventory: 0 }],
  recent_audit: [
    {
      id: 9,
      actor: 1,
      actor_username: 'admin',
      action: 'stock.received',
      target_type: 'glasses',
      target_id: '4',
      before: { inventory: 0 },
      after: { inventory: 20 },
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  unmet_need: {
    people: 3,
    without_figures: 1,
    bands: [{ sphere_weakest: -4.25, sphere_strongest: -6, cylinder_least: 0, cylinder_most: 1, people: 2 }],
  },
  failing_monthly_gifts: {
    count: 2,
    gifts: [
      { id: 5, amount: 12, failed_at: '2026-11-21T09:00:00.000Z', donor: { id: 7, username: 'rosa_p', name: 'Rosa Parkes' } },
      { id: 6, amount: 4, failed_at: '2026-11-22T09:00:00.000Z', donor: null },
    ],
  },
  applications_by_partner: [
    { partner_id: 3, name: 'Valley Clinic', kind: 'clinic', status: 'approved', total: 5, waiting: 2, approved: 2, not_approved: 1 },
  ],
};

describe('the dashboard figures', () => {
  it("shows this month's donations, the items running low and the latest changes, each leading to its list", async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': { body: { applications_waiting: 0, claims_to_ship: 0, support_waiting: 0 } },
      'GET /api/staff/dashboard/': { body: DASHBOARD },
      'GET /api/staff/audit/': { body: { results: [], next: null } },
    });
    const { user, location } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    expect(await screen.findByTestId('donations-this-month-total', {}, { timeout: 15_000 })).toHaveTextContent('$125.50');
    expect(screen.getByTestId('donations-this-month-count')).toHaveTextContent('3 confirmed donations since 2026-11-01');
    const month = screen.getByRole('region', { name: staffTexts.t('donationsThisMonth') });
    expect(within(month).getByRole('link')).toHaveAttribute('href', '/staff/donations?from=2026-11-01&status=confirmed');
    const low = screen.getByRole('region', { name: staffTexts.t('lowStock') });
    expect(within(low).getByText('Round Tortoise')).toBeInTheDocument();
    expect(within(low).getByText('0 left')).toBeInTheDocument();
    expect(within(low).getByRole('link')).toHaveAttribute('href', '/staff/catalogue');
    const need = screen.getByRole('region', { name: staffTexts.t('unmetNeed') });
    expect(within(need).getByTestId('unmet-need-count')).toHaveTextContent(staffTexts.t('unmetCount', { people: 3 }));
    expect(within(need).getByRole('listitem')).toHaveTextContent('Power −4.25 to −6.00, cylinder up to 1.002 people');
    expect(within(need).getByText(staffTexts.t('withoutFigures', { people: 1 }))).toBeInTheDocument();
    const failing = screen.getByRole('region', { name: staffTexts.t('failingGifts') });
    expect(within(failing).getByTestId('failing-gifts-count')).toHaveTextContent(staffTexts.t('failingCount', { count: 2 }));
    expect(within(failing).getByRole('link', { name: 'Rosa Parkes (rosa_p)' })).toHaveAttribute('href', '/staff/people/7');
    expect(within(failing).getByText(/^\$12\.00 a month, failing since/)).toBeInTheDocument();
    expect(within(failing).getByText(staffTexts.t('erasedDonor'))).toBeInTheDocument();
    const byPartner = screen.getByRole('region', { name: staffTexts.t('byPartner') });
    expect(within(byPartner).getByRole('listitem')).toHaveTextContent('Valley Clinic5 in all: 2 waiting, 2 approved, 1 not approved');
    expect(within(byPartner).getByRole('link')).toHaveAttribute('href', paths.staffPartners);
    const changes = screen.getByRole('region', { name: staffTexts.t('recentChanges') });
    expect(within(changes).getByText('stock.received')).toBeInTheDocument();
    await user.click(within(changes).getByRole('link', { name: staffTexts.t('auditLink') }));
    await waitFor(() => expect(location()).toBe(paths.staffAudit));
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    let fail = true;
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': { body: { applications_waiting: 0, claims_to_ship: 0, support_waiting: 0 } },
      'GET /api/staff/dashboard/': () => (fail ? { status: 500, body: { detail: 'Server error.' } } : { body: DASHBOARD }),
    });
    const { user } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    await screen.findByText(staffTexts.t('figuresFailed'), {}, { timeout: 15_000 });
    const alert = screen.getByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: uiTexts.t('tryAgain') }));
    expect(await screen.findByTestId('donations-this-month-total')).toHaveTextContent('$125.50');
  });
});
