import type { OutboxMessage } from '@onepair/contract';
import { screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffOutboxTexts } from '../texts';

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
    const table = await screen.findByRole('table', { name: staffOutboxTexts.t('caption') }, { timeout: 5000 });
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
    expect(await screen.findByText(staffOutboxTexts.t('empty'), {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a failed message again from its row, and only a failed one', async () => {
    let resent = false;
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/outbox/': () => ({
        body: {
          results: [
            message(
              2,
              resent ? { status: 'pending', attempts: 0 } : { status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' },
            ),
            message(1, { to: 'sam@example.org', status: 'sent', sent_at: '2026-01-07T10:01:00.000Z' }),
          ],
          next: null,
        },
      }),
      'POST /api/staff/outbox/2/resend/': () => {
        resent = true;
        return { body: message(2, { status: 'pending', attempts: 0 }) };
      },
    });
    const { user } = renderApp({ path: paths.staffOutbox, token: TEST_TOKEN });
    const button = await screen.findByRole(
      'button',
      { name: staffOutboxTexts.t('resendTo', { to: 'robin@example.org', subject: 'Your pair has shipped' }) },
      { timeout: 5000 },
    );
    expect(screen.getAllByRole('button', { name: /Send again/ })).toHaveLength(1);
    await user.click(button);
    expect(api.callsTo('POST', '/api/staff/outbox/2/resend/')).toHaveLength(1);
    expect(await screen.findAllByText('Waiting')).not.toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull());
  });

  it("shows the server's refusal beside the button", async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/outbox/': { body: { results: [message(2, { status: 'failed', attempts: 5 })], next: null } },
      'POST /api/staff/outbox/2/resend/': { status: 400, body: { status: ['Only failed mail can be sent again; this message is sent.'] } },
    });
    const { user } = renderApp({ path: paths.staffOutbox, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: /Send again/ }, { timeout: 5000 }));
    expect(
      await screen.findByText(`${staffOutboxTexts.t('resendFailed')} Only failed mail can be sent again; this message is sent.`),
    ).toBeInTheDocument();
  });
});
