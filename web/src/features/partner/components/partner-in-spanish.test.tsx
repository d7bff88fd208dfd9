import type { Partner, PartnerClient } from '@onepair/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { switchLanguage } from '@/i18n';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const PHONE_HINT_ES = 'Solo números. Puede usar espacios, guiones, puntos o paréntesis, por ejemplo: 100-100-1000.';

const clinic: Partner = {
  id: 4,
  name: 'Valley Clinic',
  kind: 'clinic',
  address: '12 Oak St',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93701',
  phone: '559-555-0134',
  website: '',
  status: 'approved',
  decision_message: null,
  created_at: '2026-11-01T10:00:00.000Z',
  decided_at: '2026-11-02T10:00:00.000Z',
  members: [{ id: 7, username: 'casey', name: 'Casey Rivera', email: 'casey@example.org', has_password: true }],
  invitations: [],
};

const maria = {
  client_id: 11,
  donatee_id: 40,
  first_name: 'Maria',
  last_name: 'Lopez',
  email: '',
  phone: '',
  address: '4 Elm Rd',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93702',
  application_status: 'approved',
  decision_message: null,
  claim: null,
  stage: 'choose_pair',
  consent_recorded_by: 'Casey Rivera',
  consent_recorded_at: '2026-11-28T10:00:00.000Z',
} as unknown as PartnerClient;

/** A member whose account is in Spanish: signing in turns the page to the account's language. */
function renderPartner(handlers: Record<string, MockHandler>) {
  const me = makeUser();
  const api = mockApi({ 'GET /auth/users/me/': { body: { ...me, account: { ...me.account, language: 'es' } } }, ...handlers });
  return { api, ...renderApp({ path: paths.partner, token: TEST_TOKEN }) };
}

describe('the partner page in Spanish', () => {
  beforeEach(() => switchLanguage('es', { remember: false }));
  afterEach(() => {
    cleanup();
    return switchLanguage('en', { remember: false });
  });

  it('asks to register an organisation in Spanish, with the phone hint and the kinds in Spanish', async () => {
    const { api, user } = renderPartner({ 'GET /api/partners/mine/': { body: { results: [], invitations: [] } } });
    expect(await screen.findByRole('heading', { name: 'Su organización', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Registrar su organización' });
    expect(within(form).getByLabelText(/Teléfono/)).toHaveAccessibleDescription(PHONE_HINT_ES);
    const kind = within(form).getByLabelText('Tipo de organización');
    expect(within(kind).getByRole('option', { name: 'Clínica' })).toBeInTheDocument();
    expect(within(kind).getByRole('option', { name: 'Servicios sociales' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findByText('Elija el tipo de organización.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/partners/')).toEqual([]);
  });

  it("shows an approved organisation and its client's stage in Spanish, the date as Spanish writes it", async () => {
    const { user } = renderPartner({
      'GET /api/partners/mine/': { body: { results: [clinic], invitations: [] } },
      'GET /api/partners/4/clients/': { body: { results: [maria], next: null } },
    });
    const card = await screen.findByRole('region', { name: 'Valley Clinic' }, { timeout: 10_000 });
    expect(card).toHaveTextContent('Estado: Aprobada. Su organización está aprobada.');
    expect(card).toHaveTextContent('Clínica');
    expect(await within(card).findByText('Aprobada: elija un par')).toBeInTheDocument();
    const day = new Date(maria.consent_recorded_at).toLocaleDateString('es-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(card).toHaveTextContent(`Casey Rivera anotó el permiso del cliente el ${day}.`);
    expect(within(card).getByRole('button', { name: 'Elegir un par para Maria Lopez' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Agregar un cliente' }));
    const form = within(card).getByRole('form', { name: 'Un cliente nuevo' });
    expect(within(form).getByLabelText(/Teléfono/)).toHaveAccessibleDescription(PHONE_HINT_ES);
    expect(within(form).getByRole('radiogroup')).toHaveAccessibleName(/¿El cliente depende de otra persona/);
    await user.click(within(form).getByRole('button', { name: 'Agregar al cliente' }));
    expect(await within(form).findByText('Primero pregúntele al cliente. Después marque esta casilla.')).toBeInTheDocument();
  });
});
