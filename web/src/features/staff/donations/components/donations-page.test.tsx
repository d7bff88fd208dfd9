import { LEDGER_MESSAGES, type StaffDonationRow, type StaffDonationTotals } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

import { tableTexts } from '@/components/table/texts';
import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { money } from '../../lib/format';
import { staffTexts } from '../../texts';
import { staffDonationsTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function donation(id: number, overrides: Partial<StaffDonationRow> = {}): StaffDonationRow {
  return {
    donation_id: id,
    amount: 25,
    refunded_amount: 0,
    date: '2026-01-10',
    region: 1,
    status: 'confirmed',
    method: 'card',
    reference: '',
    created_at: '2026-01-10T12:00:00.000Z',
    donor: { id: 7, donator_id: 3, username: 'casey', name: 'casey', email: 'casey@example.org' },
    ...overrides,
  };
}

const ROWS = [
  donation(3, { amount: 5, date: '2026-01-12', status: 'pending' }),
  donation(2, { amount: 120.5, date: '2026-01-11', region: 4, donor: null }),
  donation(1, { amount: 40, status: 'refunded' }),
];

const TOTALS: StaffDonationTotals = {
  count: 3,
  total: 165.5,
  by_status: {
    confirmed: { count: 1, total: 120.5 },
    pending: { count: 1, total: 5 },
    refunded: { count: 1, total: 40 },
    voided: { count: 0, total: 0 },
  },
};

function renderLedger(routes: Record<string, MockHandler> = {}, path: string = paths.staffDonations) {
  const api = mockApi({
    'GET /auth/users/me/': { body: staffUser() },
    'GET /api/staff/donations/': { body: { results: ROWS, next: null } },
    'GET /api/staff/donations/totals/': { body: TOTALS },
    ...routes,
  });
  return { api, ...renderApp({ path, token: TEST_TOKEN }) };
}

const urls = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));

/** The filter form's fields (the column menu has checkboxes with the same names). */
const filters = () => within(screen.getByRole('form', { name: staffDonationsTexts.t('filtersLabel') }));

async function table() {
  return screen.findByRole('table', { name: staffDonationsTexts.t('tableCaption') }, { timeout: 5000 });
}

describe('the donations ledger', () => {
  it('lists donations with donor, region and status, an erased donor as such, and the totals of the filter', async () => {
    renderLedger();
    const ledger = await table();
    const [first] = await within(ledger).findAllByRole('row', { name: /casey/ });
    expect(within(first!).getByText('Pending')).toBeInTheDocument();
    expect(within(ledger).getByText(staffDonationsTexts.t('erasedDonor'))).toBeInTheDocument();
    expect(within(ledger).getByText('Southeast')).toBeInTheDocument();
    expect(within(ledger).getByText('Refunded')).toBeInTheDocument();
    expect(await screen.findByText(staffDonationsTexts.t('totalsInAll', { count: 3, total: money(165.5) }))).toHaveTextContent(
      '3 donations, $165.50 in all',
    );
    const byStatus = screen.getByRole('list', { name: staffDonationsTexts.t('totalsByStatus') });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Received (confirmed): $120.50 from 1 donation',
      'Pending, not received yet: $5.00 from 1 donation',
      'Refunded, given back: $40.00 from 1 donation',
      'Void, recorded by mistake: $0.00 from 0 donations',
    ]);
  });

  it('sends the filter to the list and the totals, and keeps it in the address', async () => {
    const { api, user, router } = renderLedger();
    await table();
    await user.selectOptions(filters().getByLabelText(staffDonationsTexts.t('region')), 'West');
    await user.selectOptions(filters().getByLabelText(staffDonationsTexts.t('status')), 'Refunded');
    await user.type(filters().getByLabelText(staffDonationsTexts.t('donor')), 'casey');
    await user.type(filters().getByLabelText(staffDonationsTexts.t('from')), '2026-01-01');
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('applyFilters') }));
    const query = 'from=2026-01-01&region=1&donor=casey&status=refunded';
    await waitFor(() => expect(urls(api, '/api/staff/donations/?')).toContain(`/api/staff/donations/?${query}`));
    await waitFor(() => expect(urls(api, '/api/staff/donations/totals/')).toContain(`/api/staff/donations/totals/?${query}`));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${paths.staffDonations}?${query}`);
    // Filtered by a status, the totals show that status alone.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: staffDonationsTexts.t('totalsByStatus') }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Refunded, given back: $40.00 from 1 donation']),
    );
  });

  it('refuses an end date before the start date, naming the field, without asking the server', async () => {
    const { api, user } = renderLedger();
    await table();
    const before = api.fetchMock.mock.calls.length;
    await user.type(filters().getByLabelText(staffDonationsTexts.t('from')), '2026-02-01');
    await user.type(filters().getByLabelText(staffDonationsTexts.t('to')), '2026-01-01');
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('applyFilters') }));
    expect(await screen.findByText(LEDGER_MESSAGES.toBeforeFrom)).toBeInTheDocument();
    expect(filters().getByLabelText(staffDonationsTexts.t('to'))).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock.mock.calls.length).toBe(before);
  });

  it('shows the server’s words for a filter it refuses', async () => {
    renderLedger(
      {
        'GET /api/staff/donations/': { status: 400, body: { region: [LEDGER_MESSAGES.unknownRegion] } },
        'GET /api/staff/donations/totals/': { status: 400, body: { region: [LEDGER_MESSAGES.unknownRegion] } },
      },
      `${paths.staffDonations}?region=9`,
    );
    expect(await screen.findByText(new RegExp(LEDGER_MESSAGES.unknownRegion), {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows under its amount the part of a confirmed donation that was refunded, and what it still counts', async () => {
    const partly = donation(9, { amount: 40, refunded_amount: 15 });
    const whole = donation(8, { amount: 30, refunded_amount: 30, status: 'refunded' });
    renderLedger({ 'GET /api/staff/donations/': { body: { results: [partly, whole, donation(7)], next: null } } });
    const ledger = await table();
    const rows = (await within(ledger).findAllByRole('row', { name: /casey/ })).map((row) => within(row).getAllByRole('cell')[1]!);
    expect(rows[0]).toHaveTextContent('$40.00' + staffTexts.t('partlyRefunded', { refunded: '$15.00', kept: '$25.00' }));
    // Refunded whole: the status says it; an untouched donation shows its amount alone.
    expect(rows[1]).toHaveTextContent(/^\$30\.00$/);
    expect(rows[2]).toHaveTextContent(/^\$25\.00$/);
  });

  it('sorts the loaded rows by a column and hides the columns staff turn off', async () => {
    const { user } = renderLedger();
    const ledger = await table();
    await within(ledger).findAllByRole('row', { name: /casey/ });
    await user.click(within(ledger).getByRole('button', { name: /Amount/ }));
    const header = within(ledger).getByRole('columnheader', { name: /Amount/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const bodyRows = within(ledger).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['$120.50', '$40.00', '$5.00']);
    expect(screen.getByText(staffDonationsTexts.t('sortedNote'))).toBeInTheDocument();

    await user.click(screen.getByText(tableTexts.t('columns'), { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Donor' }));
    expect(within(ledger).queryByRole('columnheader', { name: /Donor/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Recorded' }));
    expect(within(ledger).getByRole('columnheader', { name: /Recorded/ })).toBeInTheDocument();
  });

  it('downloads the CSV of the current filter through the client, with the token', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ledger');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; the page's own calls are watched instead, and put back after.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => void Object.assign(URL, original));
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    onTestFinished(() => click.mockRestore());
    const { api, user } = renderLedger(
      { 'GET /api/staff/donations/export.csv': { body: 'donation_id,date' } },
      `${paths.staffDonations}?region=2&from=2026-01-01`,
    );
    await table();
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('downloadCsv') }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe('blob:ledger');
    expect(clicked[0]!.download).toMatch(/^onepair-donations-2026-01-01-to-now-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(urls(api, '/api/staff/donations/export.csv')).toEqual(['/api/staff/donations/export.csv?from=2026-01-01&region=2']);
    expect(api.callsTo('GET', '/api/staff/donations/export.csv')[0]!.headers.Authorization).toBe(`Token ${TEST_TOKEN}`);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:ledger'));
  });

  it('says when the download fails', async () => {
    const { user } = renderLedger({ 'GET /api/staff/donations/export.csv': { status: 500, body: { detail: 'A server error occurred.' } } });
    await table();
    await user.click(screen.getByRole('button', { name: staffDonationsTexts.t('downloadCsv') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffDonationsTexts.t('downloadFailed'));
  });
});
