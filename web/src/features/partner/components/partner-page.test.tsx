import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { makePartner } from '@/testing/partners';
import { renderApp } from '@/testing/render';

import { partnerTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const clinic = makePartner();

function renderPartner(handlers: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /auth/users/me/': { body: makeUser() }, ...handlers });
  return { api, ...renderApp({ path: paths.partner, token: TEST_TOKEN }) };
}

describe('the partner page', () => {
  it('registers an organisation, asking for the kind first and keeping what was typed', async () => {
    let registered = false;
    const { api, user } = renderPartner({
      'GET /api/partners/mine/': () => ({ body: { results: registered ? [{ ...clinic, status: 'pending' }] : [], invitations: [] } }),
      'POST /api/partners/': () => {
        registered = true;
        return { status: 201, body: { partner_id: 4, status: 'pending' } };
      },
    });
    const form = await screen.findByRole('form', { name: partnerTexts.t('registerTitle') }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText(/Name of the organisation/), 'Valley Clinic');
    await user.click(within(form).getByRole('button', { name: partnerTexts.t('register') }));
    expect(await within(form).findByText(partnerTexts.t('kindRequired'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/partners/')).toEqual([]);
    await user.selectOptions(within(form).getByLabelText(partnerTexts.t('kind')), 'Clinic');
    await user.type(within(form).getByLabelText(/^Address/), '12 Oak St');
    await user.type(within(form).getByLabelText(/City/), 'Fresno');
    await user.type(within(form).getByLabelText(/State/), 'CA');
    await user.type(within(form).getByLabelText(/Zip Code/), '93701');
    await user.type(within(form).getByLabelText(/Phone/), '559-555-0134');
    await user.click(within(form).getByRole('button', { name: partnerTexts.t('register') }));
    await waitFor(() => expect(screen.getByText(partnerTexts.t('registered'))).toHaveFocus());
    expect(api.callsTo('POST', '/api/partners/')[0]!.body).toEqual({
      name: 'Valley Clinic',
      kind: 'clinic',
      address: '12 Oak St',
      city: 'Fresno',
      state: 'CA',
      zip_code: '93701',
      phone: '559-555-0134',
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' });
    expect(card).toHaveTextContent(partnerTexts.t('explainedPending'));
    expect(screen.queryByRole('form', { name: partnerTexts.t('registerTitle') })).not.toBeInTheDocument();
  });

  it('adds a colleague and shows a refusal next to the address, keeping it', async () => {
    const invited = { ...clinic, invitations: [{ email: 'nurse@example.org', invited_at: '2026-11-28T10:00:00.000Z' }] };
    const { user } = renderPartner({
      'GET /api/partners/mine/': { body: { results: [clinic], invitations: [] } },
      'POST /api/partners/4/members/': (call) =>
        (call.body as { email: string }).email === 'casey@example.org'
          ? { status: 400, body: { email: ['This person is already a member of the organisation.'] } }
          : { status: 201, body: invited },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    expect(card).toHaveTextContent(partnerTexts.t('explainedApproved'));
    const email = within(card).getByLabelText(/Their e-mail address/);
    await user.type(email, 'casey@example.org');
    await user.click(within(card).getByRole('button', { name: partnerTexts.t('invite') }));
    expect(await within(card).findByText('This person is already a member of the organisation.')).toBeInTheDocument();
    expect(email).toHaveValue('casey@example.org');
    await user.clear(email);
    await user.type(email, 'nurse@example.org');
    await user.click(within(card).getByRole('button', { name: partnerTexts.t('invite') }));
    expect(await within(card).findByText(partnerTexts.t('invited', { email: 'nurse@example.org' }))).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
    expect(within(card).getByText(partnerTexts.t('invitedList'))).toBeInTheDocument();
    expect(within(card).getByText('nurse@example.org')).toBeInTheDocument();
  });

  it('shows staff message for a suspended organisation and offers no invitation', async () => {
    renderPartner({
      'GET /api/partners/mine/': {
        body: { results: [{ ...clinic, status: 'suspended', decision_message: 'Renew your agreement.' }], invitations: [] },
      },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    expect(card).toHaveTextContent('Renew your agreement.');
    expect(within(card).queryByRole('button', { name: partnerTexts.t('invite') })).not.toBeInTheDocument();
    expect(card).toHaveTextContent(partnerTexts.t('inviteLater'));
  });

  it('lists an invitation to accept, and says so once accepted', async () => {
    let accepted = false;
    const invitation = {
      partner_id: 4,
      name: 'Valley Clinic',
      kind: 'clinic',
      city: 'Fresno',
      state: 'CA',
      invited_by: 'Casey Rivera',
      invited_at: '2026-11-28T10:00:00.000Z',
    };
    const { api, user } = renderPartner({
      'GET /api/partners/mine/': () => ({
        body: accepted ? { results: [clinic], invitations: [] } : { results: [], invitations: [invitation] },
      }),
      'POST /api/partners/4/members/accept/': () => {
        accepted = true;
        return { body: clinic };
      },
    });
    const invitations = await screen.findByRole('region', { name: partnerTexts.t('invitationsTitle') }, { timeout: 10_000 });
    expect(invitations).toHaveTextContent(partnerTexts.t('invitedBy', { who: 'Casey Rivera', when: 'Nov 28, 2026' }));
    await user.click(within(invitations).getByRole('button', { name: partnerTexts.t('acceptNamed', { name: 'Valley Clinic' }) }));
    await waitFor(() => expect(screen.getByText(partnerTexts.t('joined', { name: 'Valley Clinic' }))).toHaveFocus());
    expect(await screen.findByRole('region', { name: 'Valley Clinic' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/partners/4/members/accept/')).toHaveLength(1);
  });
});
