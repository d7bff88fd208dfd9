import type { StaffPerson, StaffPersonRow } from '@onepair/contract';
import { PEOPLE_MESSAGES } from '@onepair/contract';
import { screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffTexts } from '../../texts';
import { staffPeopleTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function row(id: number, overrides: Partial<StaffPersonRow> = {}): StaffPersonRow {
  return {
    id,
    username: `robin${id}`,
    name: `robin${id}`,
    email: `robin${id}@example.org`,
    is_staff: false,
    is_active: true,
    date_joined: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function person(overrides: Partial<StaffPerson> = {}): StaffPerson {
  return {
    ...row(42),
    shipping_address: { address: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701', phone_number: '555-0100' },
    donations: {
      recent: [{ donation_id: 5, amount: 25, refunded_amount: 0, date: '2026-01-03', region: 1, status: 'confirmed', method: 'card' }],
      count: 1,
      confirmed_total: 25,
    },
    application: { donatee_id: 9, status: 'approved', submitted_at: '2026-01-02T10:00:00.000Z', decided_at: null, decision_message: null },
    claim: null,
    ...overrides,
  };
}

describe('people', () => {
  it('searches by the words typed and links each user to their page', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/users/': { body: { results: [row(42, { is_active: false })], next: null } },
    });
    const { user } = renderApp({ path: paths.staffPeople, token: TEST_TOKEN });
    await screen.findByRole('table', {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText(staffPeopleTexts.t('search')), 'rob');
    await user.click(screen.getByRole('button', { name: staffPeopleTexts.t('submit') }));
    await vi.waitFor(() => expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/users/?q=rob'));
    const table = screen.getByRole('table', { name: staffPeopleTexts.t('captionMatching', { q: 'rob' }) });
    const link = await within(table).findByRole('link', { name: 'robin42' });
    expect(link).toHaveAttribute('href', paths.staffPerson(42));
    expect(within(table).getByText(staffPeopleTexts.t('deactivated'))).toBeInTheDocument();
  });

  it("shows a person's records and deactivates them after asking", async () => {
    let current = person();
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/users/42/': () => ({ body: current }),
      'POST /api/staff/users/42/deactivate/': () => {
        current = person({ is_active: false });
        return { body: current };
      },
    });
    const { user } = renderApp({ path: paths.staffPerson(42), token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'robin42' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('1 donation, $25.00 confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the application' })).toHaveAttribute('href', paths.staffApplication(9));
    expect(screen.getByText(staffPeopleTexts.t('noClaim'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('POST', '/api/staff/users/42/deactivate/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate now' }));
    expect(await screen.findByText(staffPeopleTexts.t('doneDeactivate'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/users/42/deactivate/')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('shows under the amount of a donation refunded in part what went back and what it still counts, as the ledger does', async () => {
    const recent: StaffPerson['donations']['recent'] = [
      { donation_id: 7, amount: 40, refunded_amount: 15, date: '2026-01-05', region: 1, status: 'confirmed', method: 'card' },
      { donation_id: 6, amount: 30, refunded_amount: 30, date: '2026-01-04', region: 1, status: 'refunded', method: 'card' },
      { donation_id: 5, amount: 25, refunded_amount: 0, date: '2026-01-03', region: 1, status: 'confirmed', method: 'card' },
    ];
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/users/42/': { body: person({ donations: { recent, count: 3, confirmed_total: 50 } }) },
    });
    renderApp({ path: paths.staffPerson(42), token: TEST_TOKEN });
    const section = within(await screen.findByRole('region', { name: staffPeopleTexts.t('donations') }, { timeout: 15_000 }));
    const items = section.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('$40.00' + staffTexts.t('partlyRefunded', { refunded: '$15.00', kept: '$25.00' }));
    // Refunded whole: the status says it; an untouched donation shows its amount alone.
    expect(items[1]).toHaveTextContent('$30.00refunded');
    expect(items[1]).not.toHaveTextContent('kept');
    expect(items[2]).not.toHaveTextContent('kept');
    expect(section.getByText('3 donations, $50.00 confirmed')).toBeInTheDocument();
  });

  it('says why the server refused', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/users/42/': { body: person({ is_staff: true }) },
      'POST /api/staff/users/42/revoke-staff/': { status: 400, body: { detail: PEOPLE_MESSAGES.lastStaff } },
    });
    const { user } = renderApp({ path: paths.staffPerson(42), token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Remove staff access' }, { timeout: 15_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove staff access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PEOPLE_MESSAGES.lastStaff);
  });

  it('offers no change on the staff user themselves', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/users/7/': { body: person({ ...row(7), is_staff: true }) } });
    renderApp({ path: paths.staffPerson(7), token: TEST_TOKEN });
    expect(await screen.findByText(staffPeopleTexts.t('yourself'), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('says when there is no such user', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/users/99/': { status: 404, body: { detail: 'Not found.' } } });
    renderApp({ path: paths.staffPerson(99), token: TEST_TOKEN });
    expect(await screen.findByText(staffPeopleTexts.t('missing'), {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
