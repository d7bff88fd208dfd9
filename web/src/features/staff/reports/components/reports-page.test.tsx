import type { FunderReport } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffReportsTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const report: FunderReport = {
  from: '2026-01-01',
  to: '2026-03-31',
  money: {
    rows: [{ month: '2026-01', method: 'check', region: 1, region_name: 'West', gifts: 2, amount: 150.25 }],
    gifts: 2,
    amount: 150.25,
  },
  pairs: {
    rows: [
      { dimension: 'month', value: '2026-01', shipped: 'withheld', delivered: 3 },
      { dimension: 'state', value: 'WA', shipped: 'fewer than 3', delivered: 0 },
      { dimension: 'income', value: 'Under 100%', shipped: 4, delivered: 3 },
    ],
    shipped: 5,
    delivered: 3,
  },
  waits: { application_to_approval: { median_days: 12, people: 7 }, approval_to_delivery: { median_days: null, people: 'fewer than 3' } },
  guideline_year: 2025,
};

describe('the report for funders', () => {
  it('asks for the chosen dates and shows money, pairs with hidden counts, and the waits', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
      'GET /api/staff/reports/': { body: report },
    });
    renderApp({ path: `${paths.staffReports}?from=2026-01-01&to=2026-03-31`, token: TEST_TOKEN });
    await screen.findByText(staffReportsTexts.t('covers', { from: '2026-01-01', to: '2026-03-31' }), undefined, { timeout: 10_000 });
    expect(api.callsTo('GET', '/api/staff/reports/')[0]!.search).toBe('?from=2026-01-01&to=2026-03-31');

    const money = screen.getByRole('region', { name: staffReportsTexts.t('moneyTitle') });
    expect(money).toHaveTextContent(staffReportsTexts.t('moneyTotal', { gifts: 2, amount: '$150.25' }));
    expect(within(money).getByRole('row', { name: /2026-01 Check West 2 \$150\.25/ })).toBeInTheDocument();

    const pairs = screen.getByRole('region', { name: staffReportsTexts.t('pairsTitle') });
    expect(within(pairs).getByRole('table', { name: staffReportsTexts.t('byState') })).toHaveTextContent('WAfewer than 30');
    expect(within(pairs).getByRole('table', { name: staffReportsTexts.t('byMonth') })).toHaveTextContent('withheld');

    const waits = screen.getByRole('region', { name: staffReportsTexts.t('waitsTitle') });
    expect(waits).toHaveTextContent('12 days (median)');
    expect(waits).toHaveTextContent(staffReportsTexts.t('medianHidden'));
  });

  it('says when the report cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
      'GET /api/staff/reports/': () => (++calls === 1 ? { status: 500, body: { detail: 'A server error occurred.' } } : { body: report }),
    });
    const { user } = renderApp({ path: paths.staffReports, token: TEST_TOKEN });
    await screen.findByText(staffReportsTexts.t('loadFailed'), undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: staffReportsTexts.t('moneyTitle') })).toBeInTheDocument());
  });
});
