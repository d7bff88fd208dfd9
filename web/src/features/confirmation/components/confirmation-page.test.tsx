import { CONFIRMATION_NUMBER_MAX } from '@onepair/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/session';
import { makeClaim, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderPage, storeTestToken } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { FILL_DURATION_MS, RETURN_DELAY_MS, randomConfirmationNumber } from '../lib/confirmation';
import { confirmationTexts } from '../texts';

import ConfirmationPage from './confirmation-page';

beforeEach(() => {
  mockApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the confirmation number', () => {
  it('is a whole number from 0 to 999999', () => {
    expect(randomConfirmationNumber(() => 0)).toBe(0);
    expect(randomConfirmationNumber(() => 0.9999999999)).toBe(CONFIRMATION_NUMBER_MAX);
    expect(randomConfirmationNumber(() => 0.5)).toBe(500_000);
    for (let i = 0; i < 50; i += 1) {
      const value = randomConfirmationNumber();
      expect(Number.isInteger(value) && value >= 0 && value <= CONFIRMATION_NUMBER_MAX).toBe(true);
    }
  });
});

describe('the confirmation page', () => {
  it('shows the number, fills the bar in about ten seconds and returns home one second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.spyOn(Math, 'random').mockReturnValue(0.123456);
    const { location } = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    expect(screen.getByRole('heading', { name: confirmationTexts.t('title') })).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('123456');
    const bar = screen.getByRole('progressbar', { name: confirmationTexts.t('progressLabel') });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await act(async () => vi.advanceTimersByTime(FILL_DURATION_MS / 2));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(49);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(51);

    await act(async () => vi.advanceTimersByTime(FILL_DURATION_MS / 2));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(location()).toBe('/confirmation');

    await act(async () => vi.advanceTimersByTime(RETURN_DELAY_MS - 200));
    expect(location()).toBe('/confirmation');
    await act(async () => vi.advanceTimersByTime(300));
    expect(location()).toBe('/');
  });

  it('moves nothing and stays, for someone whose system asks for reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    const { location } = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    expect(screen.getByTestId('confirmation-number')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(FILL_DURATION_MS + RETURN_DELAY_MS + 1000));
    expect(location()).toBe('/confirmation');
    expect(screen.getByRole('button', { name: confirmationTexts.t('backToHome') })).toBeInTheDocument();
  });

  it("has 'Back to Home' and 'View Product Map' buttons", async () => {
    const first = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    fireEvent.click(screen.getByRole('button', { name: confirmationTexts.t('backToHome') }));
    expect(first.location()).toBe('/');
    first.unmount();

    const second = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    fireEvent.click(screen.getByRole('button', { name: confirmationTexts.t('viewProductMap') }));
    expect(second.location()).toBe('/map');
  });
});

describe('the confirmation page of a recipient who has claimed', () => {
  function recipientApi(claim: ReturnType<typeof makeClaim>) {
    storeTestToken();
    const user = makeUser({ applied: true, claimed: true, claimedGlasses: 8 });
    const withClaim = { ...user, account: { ...user.account, donatee: { ...user.account.donatee, claim } } };
    return mockApi({
      'GET /auth/users/me/': { body: withClaim },
      'GET /api/glasses/8/': { body: sampleGlasses().find((item) => item.glasses_id === 8) },
    });
  }

  it("shows the number stored with the claim and the claimed frame's name, not a random number", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    recipientApi(makeClaim({ confirmation_number: 42_017, glasses: 8 }));
    renderPage(<ConfirmationPage />, { route: paths.confirmation });
    expect(await screen.findByTestId('confirmation-frame')).toHaveTextContent('Bamboo Harmony');
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent(/^42017$/);
    expect(screen.getByText(`${confirmationTexts.t('yourPair')}:`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: confirmationTexts.t('progressLabel') })).toBeInTheDocument();
  });

  it('names no frame while the claim names none (staff pick it), and asks for none', async () => {
    const api = recipientApi(makeClaim({ confirmation_number: 7, glasses: null }));
    renderPage(<ConfirmationPage />, { route: paths.confirmation });
    expect(await screen.findByText(/^7$/)).toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-frame')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/glasses/'))).toBe(false);
  });

  it('shows a random number for a claim that was cancelled, as for a visit without a claim', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    recipientApi(makeClaim({ confirmation_number: 42_017, status: 'cancelled' }));
    const { queryClient } = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    // The session has the user (and its cancelled claim) and the page has drawn it.
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toBeDefined());
    await act(async () => undefined);
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent(/^250000$/);
    expect(screen.queryByTestId('confirmation-frame')).toBeNull();
  });
});

describe('the confirmation page in Spanish', () => {
  inSpanish();

  it('thanks and offers the ways on in Spanish', async () => {
    renderPage(<ConfirmationPage />, { route: paths.confirmation });
    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByText('Su número de confirmación:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Volviendo a la página de inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver el mapa' })).toBeInTheDocument();
  });
});
