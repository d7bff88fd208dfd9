import type { AuditEntry } from '@onepair/contract';
import { render, screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { AuditChange, readable } from './audit-change';
import { staffAuditTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: 1,
    actor_username: 'admin',
    action: 'claim.ship',
    target_type: 'claim',
    target_id: '12',
    before: { status: 'claimed', carrier: null, reason: null },
    after: { status: 'shipped', carrier: 'UPS', reason: null },
    at: '2026-01-07T10:00:00.000Z',
    ...overrides,
  };
}

describe('the audit log', () => {
  it('lists entries with what changed, and loads the next page', async () => {
    let pages = 0;
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/audit/': () =>
        pages++ === 0
          ? { body: { results: [entry(2)], next: 'c1' } }
          : { body: { results: [entry(1, { action: 'stock.received', target_type: 'glasses', target_id: '4' })], next: null } },
    });
    const { user } = renderApp({ path: paths.staffAudit, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: staffAuditTexts.t('caption') }, { timeout: 15_000 });
    const row = await within(table).findByRole('row', { name: /claim\.ship/ });
    expect(within(row).getByText('Claim 12')).toBeInTheDocument();
    expect(within(row).getByText('shipped')).toBeInTheDocument();
    expect(within(row).getByText('claimed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Catalogue item 4')).toBeInTheDocument();
    expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/audit/?after=c1');
  });

  it('sends the filters, keeps them in the address, and refuses a range that ends before it starts', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/audit/': { body: { results: [], next: null } },
    });
    const { user } = renderApp({ path: paths.staffAudit, token: TEST_TOKEN });
    await screen.findByText(staffAuditTexts.t('empty'), {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText(staffAuditTexts.t('actor')), 'robin');
    await user.selectOptions(screen.getByLabelText(staffAuditTexts.t('targetType')), 'user');
    await user.type(screen.getByLabelText(staffAuditTexts.t('from')), '2026-02-01');
    await user.type(screen.getByLabelText(staffAuditTexts.t('to')), '2026-01-01');
    await user.click(screen.getByRole('button', { name: staffAuditTexts.t('apply') }));
    expect(await screen.findByText(staffAuditTexts.t('fromAfterTo'))).toBeInTheDocument();
    expect(screen.getByLabelText(staffAuditTexts.t('to'))).toHaveFocus();
    expect(screen.getByLabelText(staffAuditTexts.t('actor'))).toHaveValue('robin');
    await user.clear(screen.getByLabelText(staffAuditTexts.t('to')));
    await user.click(screen.getByRole('button', { name: staffAuditTexts.t('apply') }));
    await vi.waitFor(() =>
      expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/audit/?actor_username=robin&target_type=user&from=2026-02-01'),
    );
  });

  it('hides a column from the Columns chooser', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/audit/': { body: { results: [entry(1)], next: null } } });
    const { user } = renderApp({ path: paths.staffAudit, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: staffAuditTexts.t('caption') }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: /Who/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Who' }));
    expect(within(table).queryByRole('columnheader', { name: /Who/ })).not.toBeInTheDocument();
  });
});

describe('AuditChange', () => {
  it('shows changed fields with before and after, and the unchanged ones folded away', () => {
    render(<AuditChange before={{ inventory: 1, name: 'Round' }} after={{ inventory: 21, name: 'Round' }} />);
    expect(screen.getByText('inventory')).toBeInTheDocument();
    expect(screen.getByText('1').closest('del')).not.toBeNull();
    expect(screen.getByText('21').closest('ins')).not.toBeNull();
    expect(screen.getByText('Unchanged fields (1)')).toBeInTheDocument();
  });

  it('says when a record was created or removed', () => {
    const { rerender } = render(<AuditChange before={null} after={{ username: 'new' }} />);
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText('new')).toBeInTheDocument();
    rerender(<AuditChange before={{ username: 'gone' }} after={null} />);
    expect(screen.getByText('Removed')).toBeInTheDocument();
  });

  it('writes values as people read them', () => {
    expect(readable(null)).toBe('—');
    expect(readable(true)).toBe('yes');
    expect(readable({ a: 1 })).toBe('{"a":1}');
  });
});
