import type { OutboxMessage } from '@onepair/contract';
import { screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { OUTBOX_TEXTS } from '../lib/texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function message(id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id,
    to: 'robin@example.org',
    subject: 'Your pair has shipped',
    body: 'Tracking number 9400 1',
    status: 'pending',
    attempts: 0,
    last_error: null,
    created_at: '2026-01-07T10:00:00.000Z',
    sent_at: null,
    ...overrides,
  };
}

describe('the outbox', () => {
  it('lists the messages with their status, the body behind the subject, and loads the next page', async () => {
    let pages = 0;
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/outbox/': () =>
        pages++ === 0
          ? { body: { results: [message(1)], next: 'c1' } }
          : { body: { results: [message(2, { status: 'failed', attempts: 3, last_error: 'Connection refused' })], next: null } },
    });
    const { user } = renderApp({ path: paths.staffOutbox, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: OUTBOX_TEXTS.caption }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /robin@example.org/ });
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    await user.click(within(row).getByText('Your pair has shipped'));
    expect(within(row).getByText('Tracking number 9400 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Connection refused')).toBeInTheDocument();
    expect(screen.getByText('3 attempts')).toBeInTheDocument();
    expect(String(api.fetchMock.mock.calls.at(-1)![0])).toBe('/api/staff/outbox/?after=c1');
  });

  it('says when there is no mail', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/outbox/': { body: { results: [], next: null } } });
    renderApp({ path: paths.staffOutbox, token: TEST_TOKEN });
    expect(await screen.findByText(OUTBOX_TEXTS.empty, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
