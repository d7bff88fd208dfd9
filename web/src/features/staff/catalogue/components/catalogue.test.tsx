import { LOW_STOCK_THRESHOLD, type StaffGlasses, type StockMovement } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffCatalogueTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function item(id: number, overrides: Partial<StaffGlasses> = {}): StaffGlasses {
  return {
    glasses_id: id,
    name: `Frame ${id}`,
    description: '',
    size: 50,
    color: 'Black',
    prescription_range_upper: 2,
    prescription_range_lower: -2,
    image: '',
    inventory: 20,
    low_stock: false,
    retired_at: null,
    ...overrides,
  };
}

function movement(id: number, overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id,
    glasses: 7,
    change: 20,
    kind: 'received',
    reason: 'Stock of the new item',
    by: 1,
    by_username: 'admin',
    donor_name: null,
    at: '2026-01-07T10:00:00.000Z',
    ...overrides,
  };
}

describe('the staff catalogue list', () => {
  it('shows each item with its stock, the low-stock flag in words for screen readers, and retired items marked', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/glasses/': {
        body: { results: [item(1, { inventory: 3, low_stock: true }), item(2, { retired_at: '2026-01-01T00:00:00.000Z' })], next: null },
      },
    });
    const { user } = renderApp({ path: paths.staffCatalogue, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: staffCatalogueTexts.t('caption') }, { timeout: 15_000 });
    const low = await within(table).findByRole('row', { name: /Frame 1/ });
    expect(within(low).getByText(staffCatalogueTexts.t('lowStock')).textContent).toBe(
      `${staffCatalogueTexts.t('lowStock')}${staffCatalogueTexts.t('lowStockExplained', { threshold: LOW_STOCK_THRESHOLD })}`,
    );
    const retired = within(table).getByRole('row', { name: /Frame 2/ });
    expect(within(retired).getByText(staffCatalogueTexts.t('retired'))).toBeInTheDocument();
    expect(within(retired).queryByText(staffCatalogueTexts.t('lowStock'))).toBeNull();

    await user.selectOptions(screen.getByLabelText(staffCatalogueTexts.t('show')), 'retired');
    await waitFor(() => expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/glasses/?state=retired'));
    await user.click(screen.getByLabelText(staffCatalogueTexts.t('lowStockOnly', { threshold: LOW_STOCK_THRESHOLD })));
    await waitFor(() => expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/glasses/?state=retired&low_stock=true'));
  });

  it('sorts by stock from the column header', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/glasses/': {
        body: { results: [item(1, { inventory: 30 }), item(2, { inventory: 5 }), item(3, { inventory: 12 })], next: null },
      },
    });
    const { user } = renderApp({ path: paths.staffCatalogue, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: staffCatalogueTexts.t('caption') }, { timeout: 15_000 });
    await within(table).findByRole('row', { name: /Frame 1/ });
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await user.click(within(table).getByRole('button', { name: /Stock/ }));
    const order = names();
    expect([order, [...order].reverse()]).toContainEqual(['Frame 2', 'Frame 3', 'Frame 1']);
  });
});

describe('adding an item', () => {
  it('sends the fields and the image as a form, then opens the new item', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'POST /api/staff/glasses/': { status: 201, body: item(7, { name: 'Round Teal' }) },
      'GET /api/staff/glasses/7/': { body: item(7, { name: 'Round Teal' }) },
      'GET /api/staff/glasses/7/stock/': { body: { results: [movement(1)], next: null } },
    });
    const { user, location } = renderApp({ path: paths.staffCatalogueNew, token: TEST_TOKEN });
    await user.type(await screen.findByLabelText(staffCatalogueTexts.t('fieldName'), {}, { timeout: 15_000 }), 'Round Teal');
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('fieldInitialStock')), '20');
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'teal.svg', { type: 'image/svg+xml' });
    await user.upload(screen.getByLabelText(staffCatalogueTexts.t('fieldImage')), file);
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('create') }));
    await waitFor(() => expect(location()).toBe(paths.staffCatalogueItem(7)));
    const sent = api.callsTo('POST', '/api/staff/glasses/')[0]!.body as FormData;
    expect(sent.get('name')).toBe('Round Teal');
    expect(sent.get('initial_stock')).toBe('20');
    expect((sent.get('image') as File).name).toBe('teal.svg');
    expect(sent.has('size')).toBe(false);
  });

  it("shows the server's refusal of the image under the image field and keeps the input", async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'POST /api/staff/glasses/': { status: 400, body: { image: ['Upload a valid image: a PNG, JPEG, WebP or SVG file.'] } },
    });
    const { user } = renderApp({ path: paths.staffCatalogueNew, token: TEST_TOKEN });
    await user.type(await screen.findByLabelText(staffCatalogueTexts.t('fieldName'), {}, { timeout: 15_000 }), 'Not a picture');
    await user.upload(screen.getByLabelText(staffCatalogueTexts.t('fieldImage')), new File(['hello'], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('create') }));
    expect(await screen.findByText('Upload a valid image: a PNG, JPEG, WebP or SVG file.')).toBeInTheDocument();
    expect(screen.getByLabelText(staffCatalogueTexts.t('fieldImage'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(staffCatalogueTexts.t('fieldName'))).toHaveValue('Not a picture');
  });

  it('refuses an empty name before sending anything', async () => {
    const api = mockApi({ 'GET /auth/users/me/': { body: staffUser() } });
    const { user } = renderApp({ path: paths.staffCatalogueNew, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: staffCatalogueTexts.t('create') }, { timeout: 15_000 }));
    expect(await screen.findByText(staffCatalogueTexts.t('nameRequired'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/glasses/')).toHaveLength(0);
  });
});

describe('an item page', () => {
  it('shows the ledger and receives units with a note, announcing the new stock', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/glasses/7/': { body: item(7, { inventory: 20 }) },
      'GET /api/staff/glasses/7/stock/': {
        body: {
          results: [
            movement(4, { change: 1, kind: 'returned', reason: 'Claim cancelled', by: null, by_username: null }),
            movement(2, { change: -1, kind: 'claimed', reason: 'Claimed for a recipient', by: null, by_username: '[erased]' }),
            movement(1),
          ],
          next: null,
        },
      },
      'POST /api/staff/glasses/7/stock/': {
        status: 201,
        body: { movement: movement(3, { change: 5, reason: 'Lions Club drive' }), inventory: 24 },
      },
    });
    const { user } = renderApp({ path: paths.staffCatalogueItem(7), token: TEST_TOKEN });
    const ledger = await screen.findByRole('table', { name: staffCatalogueTexts.t('ledgerCaption') }, { timeout: 15_000 });
    await within(ledger).findByText('Claimed for a recipient');
    const rows = within(ledger).getAllByRole('row');
    // Who made each movement, by username as the audit log names them: nobody, someone erased, staff.
    expect(rows[1]).toHaveTextContent(staffCatalogueTexts.t('nobody'));
    expect(rows[2]).toHaveTextContent('−1');
    expect(rows[2]).toHaveTextContent('Claimed');
    expect(rows[2]).toHaveTextContent('[erased]');
    expect(rows[3]).toHaveTextContent('+20');
    expect(rows[3]).toHaveTextContent('admin');

    await user.type(screen.getByLabelText(staffCatalogueTexts.t('receiveAmount')), '5');
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('note')), 'Lions Club drive');
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('record') }));
    expect(await screen.findByText(staffCatalogueTexts.t('recorded', { change: '+5', inventory: 24 }))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/glasses/7/stock/')[0]!.body).toEqual({
      change: 5,
      reason: 'Lions Club drive',
      kind: 'received',
    });
  });

  it('receives frames given by a donor with their name and address, and shows the server’s refusal under the address', async () => {
    let reply: { status: number; body: unknown } = { status: 400, body: { donor_email: ['Enter a valid email address.'] } };
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/glasses/7/': { body: item(7, { inventory: 2 }) },
      'GET /api/staff/glasses/7/stock/': {
        body: { results: [movement(9, { change: 4, kind: 'donated', reason: 'Church drive', donor_name: 'Ada Lovelace' })], next: null },
      },
      'POST /api/staff/glasses/7/stock/': () => reply,
    });
    const { user } = renderApp({ path: paths.staffCatalogueItem(7), token: TEST_TOKEN });
    const ledger = await screen.findByRole('table', { name: staffCatalogueTexts.t('ledgerCaption') }, { timeout: 15_000 });
    expect(
      await within(ledger).findByText(staffCatalogueTexts.t('reasonGivenBy', { reason: 'Church drive', donor: 'Ada Lovelace' })),
    ).toBeInTheDocument();
    expect(within(ledger).getByText('Donated')).toBeInTheDocument();

    await user.click(screen.getByLabelText(staffCatalogueTexts.t('modeDonate')));
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('receiveAmount')), '6');
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('record') }));
    // Nothing is sent without the donor.
    expect(await screen.findByText(staffCatalogueTexts.t('donorNameRequired'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/glasses/7/stock/')).toEqual([]);

    await user.type(screen.getByLabelText(staffCatalogueTexts.t('donorName')), 'Grace Hopper');
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('donorEmail')), 'grace@navy');
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('note')), 'Optician closing');
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('record') }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(staffCatalogueTexts.t('donorEmail'))).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/staff/glasses/7/stock/')[0]!.body).toEqual({
      change: 6,
      reason: 'Optician closing',
      kind: 'donated',
      donor_name: 'Grace Hopper',
      donor_email: 'grace@navy',
    });

    reply = { status: 201, body: { movement: movement(10, { change: 6, kind: 'donated', donor_name: 'Grace Hopper' }), inventory: 8 } };
    await user.clear(screen.getByLabelText(staffCatalogueTexts.t('donorEmail')));
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('donorEmail')), 'grace@navy.example');
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('record') }));
    expect(await screen.findByText(staffCatalogueTexts.t('recorded', { change: '+6', inventory: 8 }))).toBeInTheDocument();
  });

  it('adjusts by a negative number with a reason, and shows a refusal under the amount', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/glasses/7/': { body: item(7, { inventory: 1 }) },
      'GET /api/staff/glasses/7/stock/': { body: { results: [], next: null } },
      'POST /api/staff/glasses/7/stock/': { status: 400, body: { change: ['Stock cannot go below zero.'] } },
    });
    const { user } = renderApp({ path: paths.staffCatalogueItem(7), token: TEST_TOKEN });
    await user.click(await screen.findByLabelText(staffCatalogueTexts.t('modeAdjust'), {}, { timeout: 15_000 }));
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('adjustAmount')), '-3');
    await user.type(screen.getByLabelText(staffCatalogueTexts.t('reason')), 'Broken in storage');
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('record') }));
    expect(await screen.findByText('Stock cannot go below zero.')).toBeInTheDocument();
    expect(screen.getByLabelText(staffCatalogueTexts.t('adjustAmount'))).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/staff/glasses/7/stock/')[0]!.body).toEqual({
      change: -3,
      reason: 'Broken in storage',
      kind: 'adjusted',
    });
  });

  it('retires the item only after the confirmation', async () => {
    let retired = false;
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/glasses/7/': () => ({ body: item(7, { retired_at: retired ? '2026-01-02T00:00:00.000Z' : null }) }),
      'GET /api/staff/glasses/7/stock/': { body: { results: [], next: null } },
      'POST /api/staff/glasses/7/retire/': () => {
        retired = true;
        return { body: item(7, { retired_at: '2026-01-02T00:00:00.000Z' }) };
      },
    });
    const { user } = renderApp({ path: paths.staffCatalogueItem(7), token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: staffCatalogueTexts.t('retire') }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: staffCatalogueTexts.t('retireTitle') });
    await user.click(within(dialog).getByRole('button', { name: staffCatalogueTexts.t('keep') }));
    expect(api.callsTo('POST', '/api/staff/glasses/7/retire/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: staffCatalogueTexts.t('retire') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: staffCatalogueTexts.t('retireConfirm') }));
    expect(await screen.findByRole('button', { name: staffCatalogueTexts.t('unretire') })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/glasses/7/retire/')).toHaveLength(1);
  });
});
