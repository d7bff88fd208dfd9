import {
  DEFAULT_MAIL_TEXTS,
  LANGUAGES,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_KINDS,
  MAIL_TEMPLATE_MESSAGES,
  type MailTemplate,
} from '@onepair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffMailTemplatesTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const defaults: MailTemplate[] = MAIL_TEMPLATE_KEYS.flatMap((template) =>
  LANGUAGES.map((language) => ({ template, language, ...DEFAULT_MAIL_TEXTS[language][template], is_default: true, updated_at: null })),
);

function renderPage(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
    'GET /api/staff/mail-templates/': { body: { results: defaults } },
    ...handlers,
  });
  return { api, ...renderApp({ path, token: TEST_TOKEN }) };
}

const bodyBox = () => screen.getByLabelText(staffMailTemplatesTexts.t('body')) as HTMLTextAreaElement;

describe('the mail texts page', () => {
  it('shows the chosen mail in the chosen language with its placeholders and a preview that follows the typing', async () => {
    const { user, location } = renderPage(`${paths.staffMailTexts}?mail=claim_shipped&language=es`);
    await screen.findByLabelText(/Subject/, {}, { timeout: 10_000 });
    expect(screen.getByLabelText(staffMailTemplatesTexts.t('mail'))).toHaveValue('claim_shipped');
    expect(screen.getByLabelText(staffMailTemplatesTexts.t('language'))).toHaveValue('es');
    expect(screen.getByLabelText(/Subject/)).toHaveValue(DEFAULT_MAIL_TEXTS.es.claim_shipped.subject);
    expect(bodyBox().value).toBe(DEFAULT_MAIL_TEXTS.es.claim_shipped.body);
    expect(screen.getByText('{tracking_number}')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: staffMailTemplatesTexts.t('preview') });
    expect(preview).toHaveTextContent('Hola, Samuel Rivera:');
    expect(preview).toHaveTextContent('Número de seguimiento: 9400 1000');

    await user.clear(screen.getByLabelText(/Subject/));
    await user.type(screen.getByLabelText(/Subject/), 'Van en camino, {{recipient_name}');
    expect(preview).toHaveTextContent('Van en camino, Samuel Rivera');

    await user.selectOptions(screen.getByLabelText(staffMailTemplatesTexts.t('mail')), 'receipt');
    // Unsaved changes: it asks before leaving them.
    const dialog = await screen.findByRole('dialog', { name: staffMailTemplatesTexts.t('leaveTitle') });
    await user.click(within(dialog).getByRole('button', { name: staffMailTemplatesTexts.t('leaveStay') }));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Van en camino, {recipient_name}');
    await user.selectOptions(screen.getByLabelText(staffMailTemplatesTexts.t('mail')), 'receipt');
    await user.click(
      within(await screen.findByRole('dialog', { name: staffMailTemplatesTexts.t('leaveTitle') })).getByRole('button', {
        name: staffMailTemplatesTexts.t('leaveConfirm'),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(staffMailTemplatesTexts.t('mail'))).toHaveValue('receipt'));
    expect(location()).toBe(paths.staffMailTexts);
    expect(screen.getByLabelText(/Subject/)).toHaveValue(DEFAULT_MAIL_TEXTS.es.receipt.subject);
    expect(screen.getByRole('heading', { name: `${MAIL_TEMPLATE_KINDS.receipt.title} · Español` })).toBeInTheDocument();
  });

  it('refuses an unknown or missing placeholder before sending, in the words of the server', async () => {
    const { api, user } = renderPage(`${paths.staffMailTexts}?mail=receipt&language=en`);
    await screen.findByLabelText(/Subject/, {}, { timeout: 10_000 });
    fireEvent.change(bodyBox(), { target: { value: 'Thank you, {donor_nam}.' } });
    await user.click(screen.getByRole('button', { name: staffMailTemplatesTexts.t('save') }));
    const allowed = Object.keys(MAIL_TEMPLATE_KINDS.receipt.placeholders);
    expect(await screen.findByText(MAIL_TEMPLATE_MESSAGES.unknownPlaceholder('donor_nam', allowed))).toBeInTheDocument();
    expect(bodyBox()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(bodyBox(), { target: { value: 'Thank you, {donor_name}.' } });
    await user.click(screen.getByRole('button', { name: staffMailTemplatesTexts.t('save') }));
    expect(await screen.findByText(MAIL_TEMPLATE_MESSAGES.requiredPlaceholder('receipt_details'))).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/staff/mail-templates/receipt/en/')).toEqual([]);
  });

  it('saves the text, says so, and offers to go back to the original, which asks first', async () => {
    const saved = { ...defaults.find((row) => row.template === 'application_rejected' && row.language === 'en')! };
    const changed = { ...saved, body: `${saved.body}\n\nPS`, is_default: false, updated_at: '2026-11-28T10:00:00.000Z' };
    const { api, user } = renderPage(`${paths.staffMailTexts}?mail=application_rejected&language=en`, {
      'PUT /api/staff/mail-templates/application_rejected/en/': { body: changed },
      'DELETE /api/staff/mail-templates/application_rejected/en/': { body: saved },
    });
    await screen.findByLabelText(/Subject/, {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: staffMailTemplatesTexts.t('reset') })).not.toBeInTheDocument();
    await user.type(bodyBox(), '\n\nPS');
    await user.click(screen.getByRole('button', { name: staffMailTemplatesTexts.t('save') }));
    expect(await screen.findByRole('status')).toHaveTextContent(staffMailTemplatesTexts.t('saved'));
    expect(api.callsTo('PUT', '/api/staff/mail-templates/application_rejected/en/')[0]!.body).toEqual({
      subject: saved.subject,
      body: changed.body,
    });
    expect(screen.getByText(/Changed on Nov 28, 2026/)).toBeInTheDocument();
    // The next edit takes the notice away: it spoke of the text as it was sent.
    await user.type(bodyBox(), '!');
    expect(screen.queryByText(staffMailTemplatesTexts.t('saved'))).not.toBeInTheDocument();
    await user.type(bodyBox(), '{Backspace}');

    await user.click(screen.getByRole('button', { name: staffMailTemplatesTexts.t('reset') }));
    const dialog = await screen.findByRole('dialog', { name: staffMailTemplatesTexts.t('resetTitle') });
    await user.click(within(dialog).getByRole('button', { name: staffMailTemplatesTexts.t('resetConfirm') }));
    // The button that asked is gone: the focus is on the notice.
    await waitFor(() => expect(screen.getByText(staffMailTemplatesTexts.t('resetDone'))).toHaveFocus());
    expect(bodyBox().value).toBe(saved.body);
    expect(api.callsTo('DELETE', '/api/staff/mail-templates/application_rejected/en/')).toHaveLength(1);
  });

  it('keeps what was typed and names the field when the server refuses it', async () => {
    const { user } = renderPage(`${paths.staffMailTexts}?mail=tribute_honor&language=en`, {
      'PUT /api/staff/mail-templates/tribute_honor/en/': { status: 400, body: { subject: ['The subject must be one line.'] } },
    });
    await screen.findByLabelText(/Subject/, {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/Subject/), ' today');
    await user.click(screen.getByRole('button', { name: staffMailTemplatesTexts.t('save') }));
    expect(await screen.findByText('The subject must be one line.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue(`${DEFAULT_MAIL_TEXTS.en.tribute_honor.subject} today`);
  });
});
