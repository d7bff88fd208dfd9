import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { makePartner, makePartnerClient } from '@/testing/partners';
import { inSpanish } from '@/testing/in-spanish';
import { renderApp } from '@/testing/render';

const PHONE_HINT_ES = 'Solo números. Puede usar espacios, guiones, puntos o paréntesis, por ejemplo: 100-100-1000.';

const clinic = makePartner();

const maria = makePartnerClient();

/** A member whose account is in Spanish: signing in turns the page to the account's language. */
function renderPartner(handlers: Record<string, MockHandler>) {
  const me = makeUser();
  const api = mockApi({ 'GET /auth/users/me/': { body: { ...me, account: { ...me.account, language: 'es' } } }, ...handlers });
  return { api, ...renderApp({ path: paths.partner, token: TEST_TOKEN }) };
}

describe('the partner page in Spanish', () => {
  inSpanish();

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
    const dependent = within(form).getByRole('group', { name: /¿El cliente depende de otra persona/ });
    expect(within(dependent).getByLabelText('Sí')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Agregar al cliente' }));
    expect(await within(form).findByText('Primero pregúntele al cliente. Después marque esta casilla.')).toBeInTheDocument();
  });
});
