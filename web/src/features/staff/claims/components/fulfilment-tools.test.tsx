import { fireEvent, screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import type { StaffClaimRow } from '../../lib/types';

import { staffClaimsTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function claim(id: number, username: string, name = username): StaffClaimRow {
  return {
    id,
    donatee: 100 + id,
    username,
    name,
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
    shipping_address: { name, address: `${id} Elm St`, city: 'Reno', state: 'NV', zip_code: '89501', phone_number: '555-1' },
    partner: null,
    ships_to_partner: false,
    support_waiting: false,
    support_messages: 0,
  };
}

function claimsApi(rows: StaffClaimRow[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /auth/users/me/': { body: staffUser() },
    'GET /api/staff/claims/': () => ({ body: { results: rows, next: null } }),
    ...extra,
  });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:slips');
  URL.revokeObjectURL = vi.fn();
});

describe('packing slips', () => {
  it('downloads the slips of the selected claims, and of one claim from its row, through the API client', async () => {
    const api = claimsApi([claim(1, 'rosa_p', 'Rosa Parkes'), claim(2, 'sam')], {
      'GET /api/staff/claims/packing-slips.pdf': { body: '%PDF-1.3' },
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    const button = await screen.findByRole('button', { name: staffClaimsTexts.t('packingSlips', { count: 0 }) });
    expect(button).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select the claim of Rosa Parkes (rosa_p)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the claim of sam' }));
    await user.click(screen.getByRole('button', { name: staffClaimsTexts.t('packingSlips', { count: 2 }) }));
    const calls = () => api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('packing-slips'));
    await vi.waitFor(() => expect(calls()).toEqual(['/api/staff/claims/packing-slips.pdf?ids=1,2']));
    expect(api.callsTo('GET', '/api/staff/claims/packing-slips.pdf')[0]!.headers.Authorization).toBe(`Token ${TEST_TOKEN}`);

    await user.click(screen.getByRole('button', { name: staffClaimsTexts.t('packingSlipFor', { person: 'sam' }) }));
    await vi.waitFor(() => expect(calls()).toContain('/api/staff/claims/packing-slips.pdf?ids=2'));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal", async () => {
    claimsApi([claim(1, 'robin')], {
      'GET /api/staff/claims/packing-slips.pdf': { status: 400, body: { ids: ['There is no claim 1.'] } },
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: staffClaimsTexts.t('packingSlipFor', { person: 'robin' }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffClaimsTexts.t('slipsFailed'));
  });
});

describe('ship many', () => {
  it('previews each pasted line, refuses to send while a line is wrong, then shows what happened per line', async () => {
    const api = claimsApi([claim(1, 'rosa_p', 'Rosa Parkes'), claim(2, 'sam')], {
      'POST /api/staff/claims/ship/': (call: ApiCall) => {
        const [first, second] = (call.body as { shipments: { claim_id: number }[] }).shipments;
        return {
          body: {
            results: [
              {
                claim_id: first!.claim_id,
                shipped: true,
                errors: null,
                claim: { ...claim(1, 'rosa_p', 'Rosa Parkes'), status: 'shipped' },
              },
              {
                claim_id: second!.claim_id,
                shipped: false,
                errors: { status: ['Only a claimed claim can do this; this one is shipped.'] },
                claim: null,
              },
            ],
          },
        };
      },
    });
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: staffClaimsTexts.t('shipMany') }));
    const dialog = await screen.findByRole('dialog', { name: staffClaimsTexts.t('shipManyTitle') });
    const lines = within(dialog).getByLabelText(staffClaimsTexts.t('linesLabel'));
    fireEvent.change(lines, { target: { value: '1, USPS, 9400A\n2,UPS\n' } });
    const preview = within(dialog).getByRole('list', { name: staffClaimsTexts.t('previewLabel') });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      staffClaimsTexts.t('linePreview', { line: 1, claimId: 1, person: 'Rosa Parkes (rosa_p)', tracking: 'USPS 9400A' }),
      staffClaimsTexts.t('lineError', { line: 2, error: staffClaimsTexts.t('lineShape') }),
    ]);
    expect(within(dialog).getByRole('button', { name: staffClaimsTexts.t('shipCount', { count: 1 }) })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(staffClaimsTexts.t('fixLines', { count: 1 }));

    fireEvent.change(lines, { target: { value: '1, USPS, 9400A\n2,UPS,1Z9\n' } });
    await user.click(within(dialog).getByRole('button', { name: staffClaimsTexts.t('shipCount', { count: 2 }) }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(staffClaimsTexts.t('shippedCount', { shipped: 1, total: 2 }));
    const results = within(dialog).getByRole('list', { name: staffClaimsTexts.t('resultsLabel') });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      staffClaimsTexts.t('lineShipped', { claimId: 1, person: 'Rosa Parkes (rosa_p)' }),
      staffClaimsTexts.t('lineRefused', { claimId: 2, why: 'Only a claimed claim can do this; this one is shipped.' }),
    ]);
    expect(api.callsTo('POST', '/api/staff/claims/ship/')[0]!.body).toEqual({
      shipments: [
        { claim_id: 1, carrier: 'USPS', tracking_number: '9400A' },
        { claim_id: 2, carrier: 'UPS', tracking_number: '1Z9' },
      ],
    });
  });

  it('reads the lines from a .csv file', async () => {
    claimsApi([claim(7, 'lee')]);
    const { user } = renderApp({ path: paths.staffClaims, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: staffClaimsTexts.t('shipMany') }));
    const dialog = await screen.findByRole('dialog', { name: staffClaimsTexts.t('shipManyTitle') });
    const file = new File(['claim_id,carrier,tracking_number\n7,DHL,JD1\n'], 'shipments.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText(/\.csv file/), file);
    expect(
      await within(dialog).findByText(staffClaimsTexts.t('linePreview', { line: 2, claimId: 7, person: 'lee', tracking: 'DHL JD1' })),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: staffClaimsTexts.t('shipCount', { count: 1 }) })).toBeEnabled();
  });
});
