import { CONFIRMATION_NUMBER_MAX } from '@onepair/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';

import { CONFIRMATION_TEXTS, FILL_DURATION_MS, RETURN_DELAY_MS, randomConfirmationNumber } from '../lib/confirmation';

import ConfirmationPage from './confirmation-page';

beforeEach(() => {
  mockApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    expect(screen.getByRole('heading', { name: CONFIRMATION_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('123456');
    const bar = screen.getByRole('progressbar', { name: CONFIRMATION_TEXTS.progressLabel });
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

  it("has 'Back to Home' and 'View Product Map' buttons", async () => {
    const first = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    fireEvent.click(screen.getByRole('button', { name: CONFIRMATION_TEXTS.backToHome }));
    expect(first.location()).toBe('/');
    first.unmount();

    const second = renderPage(<ConfirmationPage />, { route: paths.confirmation });
    fireEvent.click(screen.getByRole('button', { name: CONFIRMATION_TEXTS.viewProductMap }));
    expect(second.location()).toBe('/map');
  });
});
