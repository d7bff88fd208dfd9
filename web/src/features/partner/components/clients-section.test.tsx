import { CLIENT_MESSAGES, type Glasses, type PartnerClient } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { makePartner, makePartnerClient } from '@/testing/partners';
import { renderApp } from '@/testing/render';

import { formTexts } from '@/components/form/texts';
import { partnerTexts } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const clinic = makePartner();

const maria = makePartnerClient();

const frame = (id: number, name: string, lower: number | null, upper: number | null, inventory = 2): Glasses =>
  ({ glasses_id: id, name, prescription_range_lower: lower, prescription_range_upper: upper, inventory }) as Glasses;

function renderClients(handlers: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /auth/users/me/': { body: makeUser() },
    'GET /api/partners/mine/': { body: { results: [clinic], invitations: [] } },
    ...handlers,
  });
  return { api, ...renderApp({ path: paths.partner, token: TEST_TOKEN }) };
}

describe("a partner organisation's clients", () => {
  it('adds a client, asking for consent and a prescription first, and keeps what was typed', async () => {
    let added = false;
    const { api, user } = renderClients({
      'GET /api/partners/4/clients/': () => ({ body: { results: added ? [{ ...maria, stage: 'review' }] : [], next: null } }),
      'POST /api/partners/4/clients/': () => {
        added = true;
        return { status: 201, body: { client_id: 11, donatee_id: 40, application_status: 'submitted' } };
      },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    expect(await within(card).findByText(partnerTexts.t('noClients'))).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: partnerTexts.t('addClient') }));
    const form = within(card).getByRole('form', { name: partnerTexts.t('newClientTitle') });
    await user.type(within(form).getByLabelText(/First name/), 'Maria');
    await user.type(within(form).getByLabelText(/Last name/), 'Lopez');
    await user.type(within(form).getByLabelText(/^Address/), '4 Elm Rd');
    await user.type(within(form).getByLabelText(/City/), 'Fresno');
    await user.type(within(form).getByLabelText(/State/), 'CA');
    await user.type(within(form).getByLabelText(/Zip Code/), '93702');
    await user.type(within(form).getByLabelText(/People in the household/), '3');
    await user.type(within(form).getByLabelText(/Monthly income/), '1450.50');
    await user.click(within(form).getByLabelText(formTexts.t('no')));
    await user.click(within(form).getByRole('button', { name: partnerTexts.t('saveClient') }));
    expect(await within(form).findByText(partnerTexts.t('consentNeeded'))).toBeInTheDocument();
    expect(within(form).getByText(CLIENT_MESSAGES.noPrescription)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/partners/4/clients/')).toEqual([]);
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Maria');

    await user.type(within(form).getByLabelText(/Right eye sphere/), '-1.25');
    await user.type(within(form).getByLabelText(/Left eye sphere/), '-1.5');
    await user.click(within(form).getByLabelText(partnerTexts.t('consent')));
    await user.click(within(form).getByRole('button', { name: partnerTexts.t('saveClient') }));
    await waitFor(() => expect(screen.getByText(partnerTexts.t('addedForReview', { name: 'Maria Lopez' }))).toHaveFocus());
    expect(api.callsTo('POST', '/api/partners/4/clients/')[0]!.body).toEqual({
      first_name: 'Maria',
      last_name: 'Lopez',
      language: 'en',
      address: '4 Elm Rd',
      city: 'Fresno',
      state: 'CA',
      zip_code: '93702',
      household_size: 3,
      monthly_income: 1450.5,
      is_dependent: false,
      prescription_sphere_right: -1.25,
      prescription_sphere_left: -1.5,
      consent: true,
    });
    expect(await within(card).findByText(partnerTexts.t('stageReview'))).toBeInTheDocument();
  });

  it('chooses a pair that fits, shipped to the organisation, and says what was claimed', async () => {
    const { api, user } = renderClients({
      'GET /api/partners/4/clients/': { body: { results: [maria], next: null } },
      'GET /api/glasses/': {
        body: [frame(1, 'Strong Minus', -6, -3), frame(2, 'Mild Minus', -2, 0), frame(3, 'Gone', -2, 0, 0)],
      },
      'POST /api/partners/4/clients/11/claim/': {
        status: 201,
        body: { id: 90, glasses: 2, status: 'claimed', confirmation_number: 123456 },
      },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    await user.click(await within(card).findByRole('button', { name: partnerTexts.t('choose', { name: 'Maria Lopez' }) }));
    const panel = await within(card).findByRole('region', { name: partnerTexts.t('chooseTitle', { name: 'Maria Lopez' }) });
    const frames = await within(panel).findAllByRole('radio', { name: /Minus/ });
    // The frame that fits comes first, marked; one out of stock is not offered.
    expect(frames[0]!).toHaveAccessibleName(expect.stringContaining('Mild Minus'));
    expect(frames[0]!).toHaveAccessibleName(expect.stringContaining(partnerTexts.t('fits')));
    expect(frames[1]!).not.toHaveAccessibleName(expect.stringContaining(partnerTexts.t('fits')));
    expect(within(panel).queryByText(/Gone/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: partnerTexts.t('claim') }));
    expect(await within(panel).findByText(partnerTexts.t('pickFrame'))).toBeInTheDocument();
    await user.click(frames[0]!);
    await user.click(
      within(panel).getByRole('radio', { name: partnerTexts.t('shipToPartner', { address: '12 Oak St, Fresno, CA 93701' }) }),
    );
    await user.click(within(panel).getByRole('button', { name: partnerTexts.t('claim') }));
    await waitFor(() =>
      expect(screen.getByText(partnerTexts.t('claimed', { frame: 'Mild Minus', name: 'Maria Lopez', number: '123456' }))).toHaveFocus(),
    );
    expect(api.callsTo('POST', '/api/partners/4/clients/11/claim/')[0]!.body).toEqual({ glasses_id: 2, ship_to: 'partner' });
  });

  it('finds clients by name through the API, and shows a refusal to claim in the server words', async () => {
    const { api, user } = renderClients({
      'GET /api/partners/4/clients/': (call) => ({
        body: { results: call.search.includes('search=zed') ? [] : [maria], next: null },
      }),
      'GET /api/glasses/': { body: [frame(2, 'Mild Minus', -2, 0)] },
      'POST /api/partners/4/clients/11/claim/': { status: 400, body: { glasses_id: ['This item is out of stock.'] } },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    await user.click(await within(card).findByRole('button', { name: partnerTexts.t('choose', { name: 'Maria Lopez' }) }));
    const panel = await within(card).findByRole('region', { name: partnerTexts.t('chooseTitle', { name: 'Maria Lopez' }) });
    await user.click(await within(panel).findByRole('radio', { name: /Mild Minus/ }));
    await user.click(within(panel).getByRole('button', { name: partnerTexts.t('claim') }));
    expect(await within(panel).findByText('This item is out of stock.')).toBeInTheDocument();

    await user.type(within(card).getByRole('searchbox', { name: partnerTexts.t('searchLabel') }), 'zed');
    await user.click(within(card).getByRole('button', { name: partnerTexts.t('search') }));
    expect(await within(card).findByText(partnerTexts.t('noClientFound', { search: 'zed' }))).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/partners/4/clients/' && call.search === '?search=zed')).toBe(true);
  });

  it("answers staff's request for information with the client's new answers, and says it was sent again", async () => {
    const asked: PartnerClient = {
      ...maria,
      application_status: 'info_requested',
      stage: 'information',
      decision_message: 'What is the household income?',
    };
    const { api, user } = renderClients({
      'GET /api/partners/4/clients/': { body: { results: [asked], next: null } },
      'PATCH /api/partners/4/clients/11/': { body: { ...maria, application_status: 'submitted', stage: 'review' } },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    expect(await within(card).findByText('What is the household income?')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: partnerTexts.t('change', { name: 'Maria Lopez' }) }));
    const form = within(card).getByRole('form', { name: partnerTexts.t('changeTitle', { name: 'Maria Lopez' }) });
    // The form starts with the answers as they stand.
    expect(within(form).getByLabelText(/Monthly income/)).toHaveValue(1450.5);
    expect(within(form).getByLabelText(/Right eye sphere/)).toHaveValue(-1.25);
    await user.clear(within(form).getByLabelText(/Monthly income/));
    await user.type(within(form).getByLabelText(/Monthly income/), '980');
    await user.click(within(form).getByRole('button', { name: partnerTexts.t('sendAgain') }));
    await waitFor(() => expect(screen.getByText(partnerTexts.t('sentAgain', { name: 'Maria Lopez' }))).toHaveFocus());
    expect(api.callsTo('PATCH', '/api/partners/4/clients/11/')[0]!.body).toEqual({
      household_size: 3,
      monthly_income: 980,
      is_dependent: false,
      prescription_sphere_right: -1.25,
      prescription_cylinder_right: null,
      prescription_sphere_left: -1.5,
      prescription_cylinder_left: null,
      prescription_exam_date: null,
    });
  });
});
