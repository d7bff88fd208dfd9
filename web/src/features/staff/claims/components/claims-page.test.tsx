import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { claimTexts } from '@/components/claim/texts';

import type { StaffClaimRow } from '../../lib/types';

import { staffClaimsTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function claim(id: number, username: string, overrides: Partial<StaffClaimRow> = {}): StaffClaimRow {
  return {
    id,
    donatee: 100 + id,
    username,
    name: username,
    glasses: 3,
    glasses_name: 'Round Tortoise',
    status: 'claimed',
    carrier: null,
    tracking_number: null,
    claimed_at: '2026-01-05T10:00:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    reason: null,
    shipping_address: { name: username, address: `${id} Elm St`, city: 'Reno', state: 'NV', zip_code: '89501', phone_number: '555-1' },
    partner: null,
    ships_to_partner: false,
    support_waiting: false,
    support_messages: 0,
    ...overrides,
  };
}

function claimsApi(rows: StaffClaimRow[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /auth/users/me/': { body: staffUser() },
    'GET /api/staff/claims/': () => ({ body: { results: rows, next: null } }),
    ...extra,
  });
}

describe('the claims to ship', () => {
  it('lists claimed pairs with their shipping address', async () => {
    const api = claimsApi([claim(1, 'robin')]);
    renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: 'Claims to ship, oldest first' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /robin/ });
    expect(within(row).getByText(/1 Elm St/)).toBeInTheDocument();
    expect(within(row).getByText(/Reno, NV 89501/)).toBeInTheDocument();
    expect(String(api.fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/staff/claims/'))![0])).toBe(
      '/api/staff/claims/?status=claimed',
    );
  });

  it('says when nothing waits', async () => {
    claimsApi([]);
    renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    expect(await screen.findByText('No claims in this status.')).toBeInTheDocument();
  });

  it('marks several selected claims shipped, each with its own tracking number, after checking the fields', async () => {
    const api = claimsApi([claim(1, 'robin'), claim(2, 'sam')], {
      'POST /api/staff/claims/1/ship/': (call: ApiCall) => ({
        body: { ...claim(1, 'robin'), status: 'shipped', ...(call.body as object) },
      }),
      'POST /api/staff/claims/2/ship/': (call: ApiCall) => ({ body: { ...claim(2, 'sam'), status: 'shipped', ...(call.body as object) } }),
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('checkbox', { name: 'Select the claim of robin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the claim of sam' }));
    await user.click(screen.getByRole('button', { name: /Ship the selected claims \(2\)/ }));
    const panel = screen.getByRole('region', { name: 'Mark shipped (2)' });

    await user.click(within(panel).getByRole('button', { name: 'Mark 2 shipped' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    const robin = within(panel).getByRole('group', { name: /robin/ });
    expect(within(robin).getByLabelText('Carrier')).toHaveFocus();
    expect(within(robin).getByLabelText('Carrier')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(robin).getByLabelText('Carrier'), 'USPS');
    await user.type(within(robin).getByLabelText('Tracking number'), '9400 1');
    const sam = within(panel).getByRole('group', { name: /sam/ });
    await user.type(within(sam).getByLabelText('Carrier'), 'UPS');
    await user.type(within(sam).getByLabelText('Tracking number'), '1Z999');
    await user.click(within(panel).getByRole('button', { name: 'Mark 2 shipped' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/staff/claims/2/ship/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/staff/claims/1/ship/')[0]!.body).toEqual({ carrier: 'USPS', tracking_number: '9400 1' });
    expect(api.callsTo('POST', '/api/staff/claims/2/ship/')[0]!.body).toEqual({ carrier: 'UPS', tracking_number: '1Z999' });
  });

  it("keeps a claim the server refused in the panel with the server's message", async () => {
    claimsApi([claim(1, 'robin')], {
      'POST /api/staff/claims/1/ship/': { status: 409, body: { detail: 'This claim was cancelled.' } },
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Ship the claim of robin' }));
    await user.type(screen.getByLabelText('Carrier'), 'USPS');
    await user.type(screen.getByLabelText('Tracking number'), '123');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('This claim was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mark shipped (1)' })).toBeInTheDocument();
  });

  it('cancels a claim with a reason, which it asks for first', async () => {
    const api = claimsApi([claim(1, 'robin')], {
      'POST /api/staff/claims/1/cancel/': (call: ApiCall) => ({
        body: { ...claim(1, 'robin'), status: 'cancelled', ...(call.body as object) },
      }),
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Cancel the claim of robin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the claim of robin' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the claim' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/staff/claims/1/cancel/')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Address undeliverable');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the claim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/staff/claims/1/cancel/')[0]!.body).toEqual({ reason: 'Address undeliverable' });
  });

  it('picks a frame in stock for a claim that named none; such a claim cannot be shipped yet', async () => {
    const frames = sampleGlasses();
    const api = claimsApi([claim(1, 'robin', { glasses: null, glasses_name: null })], {
      'GET /api/glasses/': { body: frames },
      'POST /api/staff/claims/1/assign/': (call: ApiCall) => ({
        body: { ...claim(1, 'robin'), glasses: (call.body as { glasses: number }).glasses },
      }),
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    expect(await screen.findByText('None named')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select the claim of robin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ship the claim of robin' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pick a frame for robin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick a frame for robin' });
    const frame = frames.find((item) => item.inventory > 0)!;
    await user.selectOptions(await within(dialog).findByLabelText('Frame'), String(frame.glasses_id));
    await user.click(within(dialog).getByRole('button', { name: 'Assign the frame' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/staff/claims/1/assign/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/staff/claims/1/assign/')[0]!.body).toEqual({ glasses: frame.glasses_id });
  });
});

describe("recipients' questions on the claims list", () => {
  const claimsUrls = (api: ReturnType<typeof claimsApi>) =>
    api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/staff/claims/'));

  it("marks the rows whose conversation waits for staff with 'Question waiting'", async () => {
    claimsApi([claim(1, 'robin', { support_waiting: true, support_messages: 1 }), claim(2, 'sam', { support_messages: 2 })]);
    renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    const robin = await screen.findByRole('row', { name: /robin/ }, { timeout: 5000 });
    expect(within(robin).getByText(staffClaimsTexts.t('questionWaiting'))).toBeInTheDocument();
    expect(within(robin).getByRole('button', { name: 'Answer robin (1)' })).toHaveTextContent('Answer (1)');
    const sam = screen.getByRole('row', { name: /sam/ });
    expect(within(sam).queryByText(staffClaimsTexts.t('questionWaiting'))).toBeNull();
    expect(within(sam).getByRole('button', { name: 'Messages with sam (2)' })).toBeInTheDocument();
  });

  it('lists the questions waiting on claims in every status from ?support=waiting, and says when there are none', async () => {
    const api = claimsApi([]);
    renderApp({ path: `${paths.staffClaims}?support=waiting`, token: TEST_TOKEN });
    expect(await screen.findByText(staffClaimsTexts.t('emptyWaiting'), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'All claims with a question waiting, oldest first' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: staffClaimsTexts.t('onlyWaiting') })).toBeChecked();
    expect(screen.getByLabelText(staffClaimsTexts.t('status'))).toHaveValue('all');
    expect(claimsUrls(api)).toEqual(['/api/staff/claims/?support=waiting']);
  });

  it('filters by the checkbox, keeping a status picked; all statuses otherwise', async () => {
    const api = claimsApi([claim(1, 'robin')]);
    const { user, router } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    const only = await screen.findByRole('checkbox', { name: staffClaimsTexts.t('onlyWaiting') }, { timeout: 5000 });
    await user.click(only);
    await waitFor(() => expect(claimsUrls(api)).toContain('/api/staff/claims/?support=waiting'));
    expect(router.state.location.search).toBe('?status=all&support=waiting');
    await user.selectOptions(screen.getByLabelText(staffClaimsTexts.t('status')), 'shipped');
    await waitFor(() => expect(claimsUrls(api)).toContain('/api/staff/claims/?status=shipped&support=waiting'));
    await user.click(screen.getByRole('checkbox', { name: staffClaimsTexts.t('onlyWaiting') }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped'));
  });

  it('opens the conversation, where staff answer; the list is read again and the marker goes', async () => {
    let answered = false;
    const api = claimsApi([], {
      'GET /api/staff/claims/': () => ({
        body: { results: [claim(1, 'robin', { support_waiting: !answered, support_messages: answered ? 2 : 1 })], next: null },
      }),
      'GET /api/staff/summary/': { body: { applications_waiting: 0, claims_to_ship: 1, support_waiting: 1 } },
      'GET /api/claims/1/messages/': () => ({
        body: [
          { id: 1, claim: 1, author: 'recipient', author_name: 'robin', body: 'Is it shipped yet?', created_at: '2026-02-01T09:00:00Z' },
          ...(answered
            ? [{ id: 2, claim: 1, author: 'staff', author_name: 'admin', body: 'Tomorrow.', created_at: '2026-02-01T10:00:00Z' }]
            : []),
        ],
      }),
      'POST /api/claims/1/messages/': (call: ApiCall) => {
        answered = true;
        return {
          status: 201,
          body: {
            id: 2,
            claim: 1,
            author: 'staff',
            author_name: 'admin',
            body: (call.body as { body: string }).body,
            created_at: '2026-02-01T10:00:00Z',
          },
        };
      },
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Answer robin (1)' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: claimTexts.t('staffDialogTitle', { username: 'robin' }) });
    expect(await within(dialog).findByText('Is it shipped yet?')).toBeInTheDocument();
    expect(within(dialog).getByText('robin (recipient)')).toBeInTheDocument();
    const before = claimsUrls(api).length;
    await user.type(within(dialog).getByLabelText(claimTexts.t('messageLabel')), 'Tomorrow.');
    await user.click(within(dialog).getByRole('button', { name: claimTexts.t('send') }));
    expect(await within(dialog).findByText(claimTexts.t('staffSent'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/claims/1/messages/')[0]!.body).toEqual({ body: 'Tomorrow.' });
    await waitFor(() => expect(claimsUrls(api).length).toBeGreaterThan(before));
    await user.click(within(dialog).getByRole('button', { name: claimTexts.t('close') }));
    const row = await screen.findByRole('row', { name: /robin/ });
    await waitFor(() => expect(within(row).queryByText(staffClaimsTexts.t('questionWaiting'))).toBeNull());
    expect(within(row).getByRole('button', { name: 'Messages with robin (2)' })).toBeInTheDocument();
  });
});
