import type { ReceiptList } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { uiTexts } from '@/components/ui/texts';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderPage, storeTestToken } from '@/testing/render-page';

import { accountTexts } from '../texts';

import { Receipts } from './receipts';

const { t } = accountTexts;

afterEach(() => vi.unstubAllGlobals());

const list: ReceiptList = {
  receipts: [
    {
      number: 12,
      donation_id: 40,
      amount: 25.5,
      date: '2026-03-14',
      issued_at: '2026-03-14T10:00:00.000Z',
      voided_at: null,
      void_reason: null,
      tribute: 'In memory of Joan Clarke',
    },
    {
      number: 7,
      donation_id: 31,
      amount: 1200,
      date: '2025-11-02',
      issued_at: '2025-11-02T10:00:00.000Z',
      voided_at: '2025-11-20T09:00:00.000Z',
      void_reason: 'Refunded',
    },
  ],
  statement_years: [2026, 2025],
  next: null,
};

function renderReceipts(routes: Parameters<typeof mockApi>[0]) {
  storeTestToken();
  const api = mockApi({ 'GET /auth/users/me/': { status: 200, body: makeUser() }, ...routes });
  renderPage(<Receipts />, { route: '/account' });
  return api;
}

describe('receipts on the account page', () => {
  it('lists each receipt with number, date, amount, tribute and void mark, and the statement years', async () => {
    renderReceipts({ 'GET /api/donations/receipts/': { body: list } });
    const first = await screen.findByRole('listitem', { name: t('receiptTitle', { number: 12 }) });
    expect(within(first).getByText('2026-03-14')).toBeInTheDocument();
    expect(within(first).getByText('$25.50')).toBeInTheDocument();
    expect(within(first).queryByText(t('void'))).not.toBeInTheDocument();
    // A gift in memory of someone says so on its receipt.
    expect(within(first).getByText('In memory of Joan Clarke')).toBeInTheDocument();
    const voided = screen.getByRole('listitem', { name: new RegExp(t('receiptTitle', { number: 7 })) });
    expect(within(voided).getByText(t('void'))).toBeInTheDocument();
    expect(within(voided).getByText(t('voided', { reason: 'Refunded' }))).toBeInTheDocument();
    expect(within(voided).getByText('$1,200.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('statementLabel', { year: 2026 }) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('statementLabel', { year: 2025 }) })).toBeInTheDocument();
  });

  it('downloads a receipt as a PDF blob through the API client', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = renderReceipts({
      'GET /api/donations/receipts/': { body: list },
      'GET /api/donations/40/receipt.pdf': { body: 'pdf' },
    });
    await user.click(await screen.findByRole('button', { name: t('downloadReceipt', { number: 12 }) }));
    await waitFor(() => expect(api.callsTo('GET', '/api/donations/40/receipt.pdf')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/donations/40/receipt.pdf')[0]!.headers.Authorization).toMatch(/^Token /);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  });

  it('shows a replacement receipt after a partial refund, and downloads the void one it replaced by its number', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }));
    const partly: ReceiptList = {
      receipts: [
        { ...list.receipts[0]!, number: 15, donation_id: 50, amount: 25, replaces_number: 14 },
        {
          ...list.receipts[0]!,
          number: 14,
          donation_id: 50,
          amount: 40,
          voided_at: '2026-03-20T09:00:00.000Z',
          void_reason: 'Partly refunded: replaced by receipt No. 15',
          replaces_number: null,
        },
      ],
      statement_years: [2026],
      next: null,
    };
    const api = renderReceipts({
      'GET /api/donations/receipts/': { body: partly },
      'GET /api/donations/50/receipt.pdf': { body: 'pdf' },
    });
    const replacement = await screen.findByRole('listitem', { name: t('receiptTitle', { number: 15 }) });
    expect(within(replacement).getByText(t('replaces', { number: 14 }))).toBeInTheDocument();
    expect(within(replacement).getByText('$25.00')).toBeInTheDocument();
    const voided = screen.getByRole('listitem', { name: new RegExp(t('receiptTitle', { number: 14 })) });
    expect(within(voided).getByText(t('voided', { reason: 'Partly refunded: replaced by receipt No. 15' }))).toBeInTheDocument();
    await user.click(within(voided).getByRole('button', { name: t('downloadReceipt', { number: 14 }) }));
    await waitFor(() => expect(api.callsTo('GET', '/api/donations/50/receipt.pdf')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/donations/50/receipt.pdf')[0]!.search).toBe('?number=14');
  });

  it('says so when a statement download fails, and keeps the button', async () => {
    const user = userEvent.setup();
    renderReceipts({
      'GET /api/donations/receipts/': { body: list },
      'GET /api/donations/statement/2025.pdf': { status: 404, body: { detail: 'No confirmed gifts in 2025.' } },
    });
    await user.click(await screen.findByRole('button', { name: t('statementLabel', { year: 2025 }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${t('downloadFailed')} No confirmed gifts in 2025.`);
    expect(screen.getByRole('button', { name: t('statementLabel', { year: 2025 }) })).toBeEnabled();
  });

  it('tells a donor without received gifts where receipts will appear, and that a gift without a payment has none', async () => {
    renderReceipts({ 'GET /api/donations/receipts/': { body: { receipts: [], statement_years: [], next: null } } });
    expect(await screen.findByText(t('noReceipts'))).toBeInTheDocument();
    expect(screen.getByText(t('withoutPayment'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('loads further pages of receipts on request, keeping the statements of the first', async () => {
    const user = userEvent.setup();
    const api = renderReceipts({
      'GET /api/donations/receipts/': (request) =>
        request.search === '?after=page-2'
          ? { body: { receipts: [list.receipts[1]!], statement_years: [2026, 2025], next: null } }
          : { body: { receipts: [list.receipts[0]!], statement_years: [2026, 2025], next: 'page-2' } },
    });
    expect(await screen.findByRole('listitem', { name: t('receiptTitle', { number: 12 }) })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: new RegExp(t('receiptTitle', { number: 7 })) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('showMoreReceipts') }));
    expect(await screen.findByRole('listitem', { name: new RegExp(t('receiptTitle', { number: 7 })) })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: t('receiptTitle', { number: 12 }) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('showMoreReceipts') })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Statement / })).toHaveLength(2);
    expect(api.callsTo('GET', '/api/donations/receipts/').map((call) => call.search)).toEqual(['', '?after=page-2']);
  });

  it('offers to retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderReceipts({ 'GET /api/donations/receipts/': () => (fail ? { status: 500, body: { detail: 'boom' } } : { body: list }) });
    expect(await screen.findByText(t('receiptsLoadFailed'))).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: uiTexts.t('tryAgain') }));
    expect(await screen.findByRole('listitem', { name: t('receiptTitle', { number: 12 }) })).toBeInTheDocument();
  });
});
