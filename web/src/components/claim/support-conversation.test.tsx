import { SUPPORT_MESSAGE_PAGE_SIZE, VALIDATION_MESSAGES, type SupportMessage } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { uiTexts } from '@/components/ui/texts';
import { mockApi, type ApiCall, type MockHandler } from '@/testing/mock-api';
import { deferredReply, renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { ContactSupport } from './contact-support';
import { SupportConversation } from './support-conversation';
import { claimTexts } from './texts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MESSAGES_PATH = '/api/claims/31/messages/';

function message(id: number, author: SupportMessage['author'], body: string, overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id,
    claim: 31,
    author,
    author_name: author === 'staff' ? 'alex' : 'casey',
    body,
    created_at: `2026-02-0${id}T15:30:00.000Z`,
    ...overrides,
  };
}

/** The conversation as the server holds it: `list` is read at each GET, so a test can add what a POST stored. */
function messagesApi(list: SupportMessage[], extra: Record<string, MockHandler> = {}) {
  return mockApi({ [`GET ${MESSAGES_PATH}`]: () => ({ body: [...list] }), ...extra });
}

/** The reply a POST gets: the message as the server would store it. */
const stored = (id: number) => (call: ApiCall) => ({ status: 201, body: message(id, 'recipient', (call.body as { body: string }).body) });

describe('the support conversation', () => {
  it('shows the messages so far, oldest first, with who wrote them and when', async () => {
    messagesApi([message(1, 'recipient', 'Where is my pair?'), message(2, 'staff', 'It ships on Monday.\nSorry for the wait.')]);
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    const list = await screen.findByRole('list', { name: claimTexts.t('messages') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(claimTexts.t('you'));
    expect(items[0]).toHaveTextContent('Where is my pair?');
    expect(items[1]).toHaveTextContent('alex (OnePair staff)');
    expect(items[1]).toHaveTextContent('It ships on Monday. Sorry for the wait.');
    expect(within(items[1]!).getByText(/2026/).tagName).toBe('TIME');
    expect(within(items[1]!).getByText(/2026/)).toHaveAttribute('dateTime', '2026-02-02T15:30:00.000Z');
    expect(screen.getByText(claimTexts.t('recipientIntro'))).toBeInTheDocument();
  });

  it('reads a long conversation page by page, from the last message of each full page on', async () => {
    const all = Array.from({ length: SUPPORT_MESSAGE_PAGE_SIZE + 3 }, (_, i) =>
      message(i + 1, i % 2 === 0 ? 'recipient' : 'staff', `Message ${i + 1}`, { created_at: '2026-02-01T15:30:00.000Z' }),
    );
    const api = mockApi({
      [`GET ${MESSAGES_PATH}`]: (call) => {
        const after = Number(new URLSearchParams(call.search).get('after') ?? 0);
        return { body: all.filter((item) => item.id > after).slice(0, SUPPORT_MESSAGE_PAGE_SIZE) };
      },
    });
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    const list = await screen.findByRole('list', { name: claimTexts.t('messages') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(all.length));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(`Message ${all.length}`);
    expect(api.callsTo('GET', MESSAGES_PATH).map((call) => call.search)).toEqual(['', `?after=${SUPPORT_MESSAGE_PAGE_SIZE}`]);
  });

  it('names the recipient to staff', async () => {
    messagesApi([message(1, 'recipient', 'Where is my pair?')]);
    renderPage(<SupportConversation claimId={31} viewer="staff" />);
    expect(await screen.findByText('casey (recipient)')).toBeInTheDocument();
    expect(screen.getByText(claimTexts.t('staffIntro'))).toBeInTheDocument();
  });

  it("says 'No messages yet' when there are none, after a loading state", async () => {
    const reply = deferredReply();
    mockApi({ [`GET ${MESSAGES_PATH}`]: reply.handler });
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    expect(await screen.findByText(claimTexts.t('loadingMessages'))).toBeInTheDocument();
    expect(screen.queryByText(claimTexts.t('empty'))).toBeNull();
    reply.resolve({ body: [] });
    expect(await screen.findByText(claimTexts.t('empty'))).toBeInTheDocument();
    expect(screen.queryByText(claimTexts.t('loadingMessages'))).toBeNull();
  });

  it('says when the messages cannot be loaded and tries again', async () => {
    let attempts = 0;
    mockApi({
      [`GET ${MESSAGES_PATH}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { detail: 'boom' } } : { body: [message(1, 'staff', 'Hello')] };
      },
    });
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(claimTexts.t('loadFailed'));
    await user.click(within(alert).getByRole('button', { name: uiTexts.t('tryAgain') }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('sends a message: Sending... while it goes, then it joins the list, the field empties and the status says so', async () => {
    const reply = deferredReply();
    const conversation = [message(1, 'staff', 'How can we help?')];
    const api = messagesApi(conversation, { [`POST ${MESSAGES_PATH}`]: reply.handler });
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    await screen.findByText('How can we help?');
    const field = screen.getByLabelText(claimTexts.t('messageLabel'));
    await user.type(field, '  The frame is bent.  ');
    await user.click(screen.getByRole('button', { name: claimTexts.t('send') }));

    const sending = await screen.findByRole('button', { name: claimTexts.t('sending') });
    expect(sending).toBeDisabled();
    expect(api.callsTo('POST', MESSAGES_PATH)[0]!.body).toEqual({ body: 'The frame is bent.' });

    conversation.push(message(3, 'recipient', 'The frame is bent.'));
    reply.resolve({ status: 201, body: conversation[1] });
    const list = await screen.findByRole('list', { name: claimTexts.t('messages') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('The frame is bent.');
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText(claimTexts.t('sent'))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: claimTexts.t('send') })).toBeEnabled();
  });

  it('sends nothing blank, and says why under the field', async () => {
    const api = messagesApi([]);
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    await screen.findByText(claimTexts.t('empty'));
    await user.type(screen.getByLabelText(claimTexts.t('messageLabel')), '   ');
    await user.click(screen.getByRole('button', { name: claimTexts.t('send') }));
    const field = screen.getByLabelText(claimTexts.t('messageLabel'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(VALIDATION_MESSAGES.blank);
    expect(api.callsTo('POST', MESSAGES_PATH)).toHaveLength(0);
  });

  it("keeps what was typed when the server refuses it, with the server's words under the field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    messagesApi([], {
      [`POST ${MESSAGES_PATH}`]: { status: 400, body: { body: ['Ensure this field has no more than 2000 characters.'] } },
    });
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    await screen.findByText(claimTexts.t('empty'));
    const field = screen.getByLabelText(claimTexts.t('messageLabel'));
    await user.type(field, 'A long question');
    await user.click(screen.getByRole('button', { name: claimTexts.t('send') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Ensure this field has no more than 2000 characters.'));
    expect(field).toHaveValue('A long question');
    expect(screen.queryByText(claimTexts.t('sent'))).toBeNull();
  });

  it('says so when the message could not be sent for another reason, keeping the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    messagesApi([], { [`POST ${MESSAGES_PATH}`]: { status: 403, body: { detail: 'You do not have permission to perform this action.' } } });
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    await screen.findByText(claimTexts.t('empty'));
    await user.type(screen.getByLabelText(claimTexts.t('messageLabel')), 'Hello?');
    await user.click(screen.getByRole('button', { name: claimTexts.t('send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${claimTexts.t('sendFailed')} You do not have permission to perform this action.`,
    );
    expect(screen.getByLabelText(claimTexts.t('messageLabel'))).toHaveValue('Hello?');
  });

  it('says to wait when the server has had too many messages from the user, keeping the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    messagesApi([], {
      [`POST ${MESSAGES_PATH}`]: { status: 429, body: { detail: 'Request was throttled. Expected available in 42 seconds.' } },
    });
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    await screen.findByText(claimTexts.t('empty'));
    await user.type(screen.getByLabelText(claimTexts.t('messageLabel')), 'Are you there?');
    await user.click(screen.getByRole('button', { name: claimTexts.t('send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${claimTexts.t('sendFailed')} ${claimTexts.t('tooMany')}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('throttled');
    expect(screen.getByLabelText(claimTexts.t('messageLabel'))).toHaveValue('Are you there?');
    expect(screen.queryByText(claimTexts.t('sent'))).toBeNull();
  });

  it('calls onSent with the stored message (staff refresh their list with it)', async () => {
    messagesApi([], { [`POST ${MESSAGES_PATH}`]: stored(5) });
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderPage(<SupportConversation claimId={31} viewer="staff" onSent={onSent} />);
    await screen.findByText(claimTexts.t('empty'));
    await user.type(screen.getByLabelText(claimTexts.t('messageLabel')), 'It ships today.');
    await user.click(screen.getByRole('button', { name: claimTexts.t('send') }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 5, body: 'It ships today.' })));
    expect(screen.getByText(claimTexts.t('staffSent'))).toBeInTheDocument();
  });
});

describe("the 'Contact Support' button", () => {
  it('opens the conversation in a dialog with the focus in the message field; Close returns the focus', async () => {
    messagesApi([message(1, 'staff', 'Hello from staff')]);
    const user = userEvent.setup();
    renderPage(<ContactSupport claimId={31} />);
    const button = screen.getByRole('button', { name: claimTexts.t('contactSupport') });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: claimTexts.t('contactSupport') });
    expect(await within(dialog).findByText('Hello from staff')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(claimTexts.t('messageLabel'))).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: claimTexts.t('close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with Escape', async () => {
    messagesApi([]);
    const user = userEvent.setup();
    renderPage(<ContactSupport claimId={31} />);
    await user.click(screen.getByRole('button', { name: claimTexts.t('contactSupport') }));
    await screen.findByRole('dialog', { name: claimTexts.t('contactSupport') });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the support conversation in Spanish', () => {
  inSpanish();

  it('says who wrote each message and when in Spanish', async () => {
    messagesApi([message(1, 'recipient', 'Where is my pair?'), message(2, 'staff', 'It ships on Monday.')]);
    renderPage(<SupportConversation claimId={31} viewer="recipient" />);
    const list = await screen.findByRole('list', { name: 'Mensajes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Usted');
    expect(items[1]).toHaveTextContent('alex (equipo de OnePair)');
    expect(within(items[1]!).getByText(/2026/)).toHaveTextContent(/^2 feb 2026/);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});
