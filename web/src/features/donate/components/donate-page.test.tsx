import { MESSAGES, REGIONS, TRIBUTE_MESSAGES, todayIsoDate, type Donation } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { inSpanish } from '@/testing/in-spanish';
import { renderApp } from '@/testing/render';
import { deferredReply, renderPage, storeTestToken } from '@/testing/render-page';

import { donorTexts } from '@/components/donor/texts';

import { donateTexts } from '../texts';

import DonatePage from './donate-page';

afterEach(() => vi.unstubAllGlobals());

const donation: Donation = { donation_id: 99, amount: 20, date: todayIsoDate(), region: 2, donator: 7, donator_id: 700 };

function renderSignedIn(user = makeUser(), extra: Parameters<typeof mockApi>[0] = {}) {
  storeTestToken();
  const api = mockApi({ 'GET /auth/users/me/': { status: 200, body: user }, ...extra });
  const view = renderPage(<DonatePage />, { route: paths.donate });
  return { api, ...view };
}

async function passCardStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(donateTexts.t('nameOnCard')), 'Ada Giver');
  await user.type(screen.getByLabelText(donateTexts.t('email')), 'ada@example.org');
  await user.type(screen.getByLabelText(donateTexts.t('cardNumber')), '4242424242424242');
  await user.click(screen.getByRole('button', { name: donateTexts.t('next') }));
  await screen.findByRole('heading', { name: donateTexts.t('amountStepTitle') });
}

describe('the donation flow', () => {
  it('shows the sign-in screen to a visitor', async () => {
    mockApi({});
    renderApp({ path: paths.donate });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByLabelText(donateTexts.t('nameOnCard'))).not.toBeInTheDocument();
  });

  it('asks for name on card, email and card number, all required, and sends nothing on Next', async () => {
    const user = userEvent.setup();
    const { api } = renderSignedIn();
    const name = await screen.findByLabelText(donateTexts.t('nameOnCard'));
    expect(name).toBeRequired();
    expect(screen.getByLabelText(donateTexts.t('email'))).toBeRequired();
    expect(screen.getByLabelText(donateTexts.t('email'))).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(donateTexts.t('cardNumber'))).toBeRequired();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    // The browser's required-field check keeps an empty form on this step.
    await user.click(screen.getByRole('button', { name: donateTexts.t('next') }));
    expect(screen.getByRole('heading', { name: donateTexts.t('cardStepTitle') })).toBeInTheDocument();

    await passCardStep(user);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(JSON.stringify(localStorage)).not.toContain('4242');
  });

  it('highlights a picked quick amount and clears the highlight when an amount is typed', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    await passCardStep(user);
    const quick = screen.getAllByRole('button', { pressed: false });
    // The spec's $10, $20 and $50, and $25.
    expect(quick.map((button) => button.textContent)).toEqual(['$10', '$20', '$25', '$50']);

    await user.click(screen.getByRole('button', { name: '$20' }));
    expect(screen.getByRole('button', { name: '$20' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$10' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText(donateTexts.t('customAmount'))).toHaveValue(20);

    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$20' })).toHaveAttribute('aria-pressed', 'false');

    await user.type(screen.getByLabelText(donateTexts.t('customAmount')), '5');
    await user.click(screen.getByRole('button', { name: '$25' }));
    expect(screen.getByLabelText(donateTexts.t('customAmount'))).toHaveValue(25);
    await user.type(screen.getByLabelText(donateTexts.t('customAmount')), '5');
    for (const label of ['$10', '$20', '$25', '$50'])
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([[''], ['0'], ['-5'], ['12.345']])('refuses the amount %j with the amount message and sends nothing', async (typed) => {
    const user = userEvent.setup();
    const { api } = renderSignedIn();
    await passCardStep(user);
    if (typed) await user.type(screen.getByLabelText(donateTexts.t('customAmount')), typed);
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByText(MESSAGES.invalidDonationAmount)).toBeInTheDocument();
    expect(screen.getByLabelText(donateTexts.t('customAmount'))).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/donation/')).toHaveLength(0);
  });

  it('says the user must be logged in when the account has no donator record', async () => {
    const user = userEvent.setup();
    const base = makeUser();
    const noDonator = { ...base, account: { ...base.account, donator: undefined as never } };
    const { api } = renderSignedIn(noDonator);
    await passCardStep(user);
    await user.click(screen.getByRole('button', { name: '$10' }));
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByText(MESSAGES.mustBeLoggedInToDonate)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/donation/')).toHaveLength(0);
  });

  it('offers the five regions with West first and sends West when none is chosen', async () => {
    const user = userEvent.setup();
    const { api } = renderSignedIn(makeUser(), { 'POST /api/donation/': { status: 201, body: { ...donation, region: 1, amount: 10 } } });
    await passCardStep(user);
    const select = screen.getByLabelText(donateTexts.t('region'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(REGIONS.map((region) => region.name));
    expect(select).toHaveDisplayValue('West');
    await user.click(screen.getByRole('button', { name: '$10' }));
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    await screen.findByRole('heading', { name: donateTexts.t('thankYou') });
    expect(api.callsTo('POST', '/api/donation/')[0]!.body).toEqual({ amount: 10, date: todayIsoDate(), region: 1, donator: 700 });
  });

  it('reads Processing... and is disabled while posting, then thanks the donor and goes to /account', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    const { api, location } = renderSignedIn(makeUser(), { 'POST /api/donation/': reply.handler });
    await passCardStep(user);
    await user.click(screen.getByRole('button', { name: '$20' }));
    await user.selectOptions(screen.getByLabelText(donateTexts.t('region')), 'Southwest');
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));

    const busy = await screen.findByRole('button', { name: donateTexts.t('processing') });
    expect(busy).toBeDisabled();
    // Step 1 does not advance before the server answered.
    expect(screen.getByRole('heading', { name: donateTexts.t('amountStepTitle') })).toBeInTheDocument();
    await user.click(busy);
    expect(api.callsTo('POST', '/api/donation/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/donation/')[0]!.body).toEqual({ amount: 20, date: todayIsoDate(), region: 2, donator: 700 });

    reply.resolve({ status: 201, body: donation });
    expect(await screen.findByRole('heading', { name: donateTexts.t('thankYou') })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: donateTexts.t('continueToAccount') }));
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it.each([
    [400, { amount: ['Ensure this value is greater than 0.'] }],
    [403, { detail: 'You do not have permission to perform this action.' }],
    [500, null],
  ])('stays on the amount step with the failure message when the server answers %i', async (status, body) => {
    const user = userEvent.setup();
    renderSignedIn(makeUser(), { 'POST /api/donation/': { status, body } });
    await passCardStep(user);
    await user.type(screen.getByLabelText(donateTexts.t('customAmount')), '15');
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByText(MESSAGES.donationFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: donateTexts.t('amountStepTitle') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: donateTexts.t('donate') })).toBeEnabled();
  });

  it('sends an Idempotency-Key with each submit, and the same one when a lost answer is retried', async () => {
    const user = userEvent.setup();
    const replies = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => ({ status: 400, body: { amount: ['Ensure this value is less than or equal to 1000000.'] } }),
      () => ({ status: 201, body: donation }),
    ];
    const { api } = renderSignedIn(makeUser(), { 'POST /api/donation/': () => replies.shift()!() });
    await passCardStep(user);
    await user.click(screen.getByRole('button', { name: '$20' }));
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByText(MESSAGES.donationFailed)).toBeInTheDocument();
    // The same donation again after no answer came: the server may have stored the first.
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    await waitFor(() => expect(api.callsTo('POST', '/api/donation/')).toHaveLength(2));
    // Donate is back (not "Processing...") once the 400 has been handled.
    await waitFor(() => expect(screen.getByRole('button', { name: donateTexts.t('donate') })).toBeEnabled());
    expect(screen.getByText(MESSAGES.donationFailed)).toBeInTheDocument();
    // The server answered and stored nothing: the next submit is a new request.
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByRole('heading', { name: donateTexts.t('thankYou') })).toBeInTheDocument();

    const keys = api.callsTo('POST', '/api/donation/').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('refreshes the current user, the donator and the region statistics after a donation', async () => {
    const user = userEvent.setup();
    const { api, queryClient } = renderSignedIn(makeUser(), { 'POST /api/donation/': { status: 201, body: donation } });
    queryClient.setQueryData(['donators', 700], makeUser().account.donator);
    queryClient.setQueryData(['stats', 'regions'], { total: 0, regions: [] });
    await passCardStep(user);
    const meCallsBefore = api.callsTo('GET', '/auth/users/me/').length;
    await user.click(screen.getByRole('button', { name: '$20' }));
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    await screen.findByRole('heading', { name: donateTexts.t('thankYou') });
    await waitFor(() => expect(api.callsTo('GET', '/auth/users/me/').length).toBeGreaterThan(meCallsBefore));
    expect(queryClient.getQueryState(['donators', 700])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['stats', 'regions'])?.isInvalidated).toBe(true);
  });

  it('gives in memory of someone: the name is asked for, and the tribute goes with the gift', async () => {
    const user = userEvent.setup();
    const { api } = renderSignedIn(makeUser(), { 'POST /api/donation/': { status: 201, body: donation } });
    await passCardStep(user);
    await user.click(screen.getByRole('button', { name: '$20' }));
    await user.click(screen.getByRole('checkbox', { name: donorTexts.t('tributeGive') }));
    await user.click(screen.getByRole('radio', { name: donorTexts.t('tributeMemory') }));
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByText(TRIBUTE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/donation/')).toEqual([]);

    await user.type(screen.getByLabelText(new RegExp(donorTexts.t('tributeName'))), 'Joan Clarke');
    await user.type(screen.getByLabelText(new RegExp(donorTexts.t('tributeEmail').replace(/[()]/g, '.'))), 'family@example.org');
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    await screen.findByRole('heading', { name: donateTexts.t('thankYou') });
    expect(api.callsTo('POST', '/api/donation/')[0]!.body).toMatchObject({
      amount: 20,
      tribute: { kind: 'memory', name: 'Joan Clarke', notify_email: 'family@example.org' },
    });
  });

  it('shows a refused tribute address under its field, and a limit in the server’s words', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderSignedIn(makeUser(), {
      'POST /api/donation/': () =>
        ++calls === 1
          ? { status: 400, body: { tribute: [`${TRIBUTE_MESSAGES.notifyEmailPrefix} Enter a valid email address.`] } }
          : { status: 429, body: { detail: TRIBUTE_MESSAGES.tooManyNotices } },
    });
    await passCardStep(user);
    await user.click(screen.getByRole('button', { name: '$10' }));
    await user.click(screen.getByRole('checkbox', { name: donorTexts.t('tributeGive') }));
    await user.type(screen.getByLabelText(new RegExp(donorTexts.t('tributeName'))), 'Joan Clarke');
    const email = screen.getByLabelText(new RegExp(donorTexts.t('tributeEmail').replace(/[()]/g, '.')));
    await user.type(email, 'family@nowhere');
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(`${TRIBUTE_MESSAGES.notifyEmailPrefix} Enter a valid email address.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: donateTexts.t('donate') }));
    expect(await screen.findByText(TRIBUTE_MESSAGES.tooManyNotices)).toBeInTheDocument();
  });
});

describe('the donation form in Spanish', () => {
  inSpanish();

  it('asks and thanks in Spanish, with the regions named in Spanish and the amounts in dollars', async () => {
    const user = userEvent.setup();
    const { api } = renderSignedIn(makeUser(), { 'POST /api/donation/': { status: 201, body: donation } });
    expect(await screen.findByRole('heading', { name: 'Hacer una donación' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Nombre en la tarjeta'), 'Ada Giver');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.org');
    await user.type(screen.getByLabelText('Número de la tarjeta'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Monto y región' })).toBeInTheDocument();
    const select = screen.getByLabelText('Región');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Oeste', 'Suroeste', 'Medio Oeste', 'Sureste', 'Noreste']);
    await user.click(screen.getByRole('button', { name: 'Donar' }));
    // The contract's message, in the page's language.
    expect(await screen.findByText('Escriba un monto válido para donar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$20' }));
    await user.selectOptions(select, 'Suroeste');
    await user.click(screen.getByRole('button', { name: 'Donar' }));
    expect(await screen.findByRole('heading', { name: 'Gracias' })).toBeInTheDocument();
    expect(screen.getByText(/ayuda a alguien de allí a ver con claridad/)).toHaveTextContent(
      'Su donación de $20.00 para la región Suroeste ayuda a alguien de allí a ver con claridad.',
    );
    expect(api.callsTo('POST', '/api/donation/')[0]!.body).toMatchObject({ amount: 20, region: 2 });
  });
});
