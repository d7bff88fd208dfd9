import type { Donatee, MonthlyGift, ReceiptList } from '@onepair/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { switchLanguage } from '@/i18n';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { inSpanish } from '@/testing/in-spanish';
import { renderApp } from '@/testing/render';
import { renderPage, storeTestToken } from '@/testing/render-page';

import { ApplicationStatusPanel } from './application-status';
import { DonateeDetails } from './donatee-details';
import { MonthlyGifts } from './monthly-gifts';
import { Receipts } from './receipts';

const gift: MonthlyGift = {
  id: 4,
  amount: 1250,
  fee: 0.9,
  region: 2,
  status: 'past_due',
  months_paid: 3,
  created_at: '2026-01-05T10:00:00.000Z',
  cancelled_at: null,
  payment_failed_at: '2026-03-05T10:00:00.000Z',
  tribute: null,
};

const receipts: ReceiptList = {
  receipts: [
    {
      number: 7,
      donation_id: 31,
      amount: 1200,
      date: '2025-11-02',
      issued_at: '2025-11-02T10:00:00.000Z',
      voided_at: '2025-11-20T09:00:00.000Z',
      void_reason: 'Refunded',
    },
  ],
  statement_years: [2025],
  next: null,
};

describe("the account's language", () => {
  afterEach(() => {
    cleanup();
    return switchLanguage('en', { remember: false });
  });

  it('follows the switch in the top bar, so that saving the details keeps the language chosen there', async () => {
    let user = makeUser();
    const api = mockApi({
      'GET /auth/users/me/': () => ({ body: user }),
      'GET /api/donators/700/': { body: user.account.donator },
      'GET /api/glasses/': { body: [] },
      'PATCH /api/accounts/70/': (call) => {
        user = { ...user, account: { ...user.account, ...(call.body as object) } };
        return { body: user.account };
      },
    });
    const { user: person } = renderApp({ path: paths.account, token: TEST_TOKEN });
    expect(await screen.findByLabelText('Language', {}, { timeout: 5000 })).toHaveValue('en');
    await person.click(screen.getByRole('button', { name: 'Español' }));
    const language = await screen.findByLabelText('Idioma');
    expect(language).toHaveAccessibleDescription('El sitio y nuestros correos están en este idioma.');
    await waitFor(() => expect(language).toHaveValue('es'));
    await person.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Sus datos se guardaron.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/accounts/70/').map((call) => (call.body as { language: string }).language)).toEqual(['es', 'es']);
  });
});

describe('the account page in Spanish', () => {
  inSpanish();

  it('says a monthly gift, its region, status and dates in Spanish, the money in dollars', async () => {
    storeTestToken();
    mockApi({ 'GET /auth/users/me/': { body: makeUser() }, 'GET /api/payments/monthly-gifts/': { body: [gift] } });
    renderPage(<MonthlyGifts />, { route: '/account' });
    expect(await screen.findByRole('heading', { name: 'Donaciones mensuales' })).toBeInTheDocument();
    expect(screen.getByText('$1,250.00 al mes')).toBeInTheDocument();
    expect(screen.getByText('Suroeste')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-gift-status')).toHaveTextContent('Falló el pago');
    expect(screen.getByTestId('monthly-gift-failed')).toHaveTextContent(
      `No pudimos cobrar a su tarjeta el ${new Date(gift.payment_failed_at!).toLocaleDateString('es-US')}.`,
    );
    expect(screen.getByRole('button', { name: 'Cancelar donación mensual' })).toBeInTheDocument();
  });

  it('numbers the receipts as "Recibo N.º"', async () => {
    storeTestToken();
    mockApi({ 'GET /auth/users/me/': { body: makeUser() }, 'GET /api/donations/receipts/': { body: receipts } });
    renderPage(<Receipts />, { route: '/account' });
    const receipt = await screen.findByRole('listitem', { name: /^Recibo N\.º 7/ });
    expect(within(receipt).getByText('Anulado')).toBeInTheDocument();
    expect(within(receipt).getByText('$1,200.00')).toBeInTheDocument();
    expect(within(receipt).getByRole('button', { name: 'Descargar PDF del recibo N.º 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resumen 2025, descargar PDF' })).toBeInTheDocument();
  });

  it("says the application's status in Spanish", async () => {
    renderPage(<ApplicationStatusPanel status="info_requested" message="Add the exam date." />);
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Se necesita más información');
    expect(screen.getByRole('link', { name: 'Modificar su solicitud y enviarla de nuevo' })).toBeInTheDocument();
  });

  it('keeps the test ids of the details in English', async () => {
    const donatee = makeUser({ applied: true }).account.donatee as Donatee;
    renderPage(<DonateeDetails donatee={{ ...donatee, current_bank_balance: null }} />);
    expect(await screen.findByTestId('donatee-Applied for Account')).toHaveTextContent('Sí');
    expect(screen.getByTestId('donatee-Current Bank Balance')).toHaveTextContent('N/D');
    expect(screen.getByText('Datos de receptor')).toBeInTheDocument();
  });
});
