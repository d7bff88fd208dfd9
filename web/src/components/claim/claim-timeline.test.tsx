import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeClaim } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { ClaimTimeline } from './claim-timeline';

const shipped = makeClaim({
  status: 'shipped',
  claimed_at: '2026-11-20T10:00:00Z',
  shipped_at: '2026-11-28T10:00:00Z',
  carrier: 'USPS',
  tracking_number: '9400 1000 0000',
});

describe('the claim timeline', () => {
  it('says each step with its day, the carrier and tracking number, and what has not happened yet', async () => {
    renderPage(<ClaimTimeline claim={shipped} />);
    expect(await screen.findByTestId('claim-status')).toHaveTextContent('Shipped');
    expect(screen.getByRole('heading', { name: 'Your pair: Shipped' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps of your claim' });
    expect(within(steps).getByText(/^Claimed/)).toHaveTextContent('Nov 20, 2026');
    expect(within(steps).getByText(/^Shipped/)).toHaveTextContent('Nov 28, 2026');
    expect(screen.getByTestId('claim-step-shipped-detail')).toHaveTextContent('USPS tracking number 9400 1000 0000');
    expect(within(steps).getByText(/^Delivered/)).toHaveTextContent('(not yet)');
    expect(screen.getByRole('button', { name: 'Confirm it arrived' })).toBeInTheDocument();
  });

  it('leaves the carrier out when the claim names none', async () => {
    renderPage(<ClaimTimeline claim={{ ...shipped, carrier: null }} />);
    expect(await screen.findByTestId('claim-step-shipped-detail')).toHaveTextContent(/^tracking number 9400 1000 0000$/);
  });
});

describe('the claim timeline in Spanish', () => {
  inSpanish();

  it('says the steps, their days and the tracking number in Spanish', async () => {
    renderPage(<ClaimTimeline claim={shipped} />);
    expect(await screen.findByRole('heading', { name: 'Su par de lentes: Enviado' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Pasos de su pedido' });
    expect(within(steps).getByText(/^Pedido/)).toHaveTextContent('20 nov 2026');
    expect(screen.getByTestId('claim-step-shipped-detail')).toHaveTextContent('Número de seguimiento de USPS: 9400 1000 0000');
    expect(within(steps).getByText(/^Entregado/)).toHaveTextContent('(todavía no)');
    expect(screen.getByRole('button', { name: 'Confirmar que llegó' })).toBeInTheDocument();
  });
});
