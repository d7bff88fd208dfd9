import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { TRANSPARENCY_CSV_URL } from '../api/get-transparency';

import TransparencyPage from './transparency-page';

const INTRO =
  'Every confirmed donation and every pair of glasses we ship and deliver, by month and by region. ' +
  'These are totals only: where pairs went to fewer than 3 people in a month and region, we say "fewer than 3" so that nobody can be picked out, ' +
  'and where that count could be worked out from a total and the other counts, another count is "withheld" too.';

const FIGURES = {
  rows: [
    { month: '2026-01', region: 1, region_name: 'West', money_confirmed: 30.5, donation_count: 2, pairs_shipped: 0, pairs_delivered: 0 },
    {
      month: '2026-02',
      region: 1,
      region_name: 'West',
      money_confirmed: 0,
      donation_count: 0,
      pairs_shipped: 'fewer than 3',
      pairs_delivered: 'fewer than 3',
    },
    // Withheld: the totals less 4 and 3 would give the West's count away.
    {
      month: '2026-02',
      region: 3,
      region_name: 'Midwest',
      money_confirmed: 100,
      donation_count: 1,
      pairs_shipped: 'withheld',
      pairs_delivered: 'withheld',
    },
  ],
  totals: { money_confirmed: 130.5, pairs_shipped: 5, pairs_delivered: 4 },
  unplaced_pairs_delivered: 0,
  cost_per_pair: 25,
};

describe('the transparency page', () => {
  it('shows the totals, a bar per month, every row of the table with small and withheld counts, what they mean, and the CSV link', async () => {
    mockApi({ 'GET /api/stats/transparency/': { body: FIGURES } });
    renderPage(<TransparencyPage />, { route: paths.transparency });
    expect(screen.getByRole('heading', { level: 1, name: 'Where the money goes' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-money')).toHaveTextContent('$130.50');
    expect(screen.getByTestId('total-shipped')).toHaveTextContent('5');
    expect(screen.getByTestId('total-delivered')).toHaveTextContent('4');
    expect(screen.getByRole('figure', { name: /Money confirmed by month/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(2);
    // Each bar says its amount in words of a readable size (not a picture's shrunken text).
    expect(screen.getAllByTestId('chart-value').map((value) => value.textContent)).toEqual(['$30.50', '$100.00']);
    const rows = screen.getAllByTestId('transparency-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['West', '$30.50', '2', '0', '0'],
      ['West', '$0.00', '0', 'fewer than 3', 'fewer than 3'],
      ['Midwest', '$100.00', '1', 'withheld', 'withheld'],
    ]);
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(INTRO).toContain('"withheld"');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('January 2026');
    expect(screen.getByRole('link', { name: 'Download these figures (CSV)' })).toHaveAttribute('href', TRANSPARENCY_CSV_URL);
  });

  it('says when the figures cannot be loaded and tries again on request', async () => {
    const user = userEvent.setup();
    let reply: { status: number; body: unknown } = { status: 503, body: null };
    mockApi({ 'GET /api/stats/transparency/': () => reply });
    renderPage(<TransparencyPage />, { route: paths.transparency });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded: the OnePair server did not answer.');
    reply = { status: 200, body: FIGURES };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('total-money')).toHaveTextContent('$130.50'));
  });

  it('says so when there is nothing yet', async () => {
    mockApi({
      'GET /api/stats/transparency/': {
        body: { ...FIGURES, rows: [], totals: { money_confirmed: 0, pairs_shipped: 0, pairs_delivered: 0 } },
      },
    });
    renderPage(<TransparencyPage />, { route: paths.transparency });
    expect(await screen.findByText('No donations or shipments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the transparency page in Spanish', () => {
  inSpanish();

  it('names the months in Spanish and says small and withheld counts in Spanish', async () => {
    mockApi({ 'GET /api/stats/transparency/': { body: { ...FIGURES, unplaced_pairs_delivered: 'fewer than 3' } } });
    renderPage(<TransparencyPage />, { route: paths.transparency });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adónde va el dinero' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-money')).toHaveTextContent('$130.50');
    expect(screen.getByRole('figure', { name: 'Dinero confirmado por mes' })).toHaveAccessibleDescription(
      'Una barra para cada uno de los 2 meses. La tabla de abajo tiene todos los números por región.',
    );
    const rows = screen.getAllByTestId('transparency-row');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('enero de 2026');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Oeste', '$0.00', '0', 'menos de 3', 'menos de 3']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Medio Oeste', '$100.00', '1', 'oculto', 'oculto']);
    expect(screen.getByRole('columnheader', { name: 'Pares entregados' })).toBeInTheDocument();
    expect(screen.getByText('Pares entregados a direcciones fuera de las cinco regiones: menos de 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar estos números (CSV)' })).toHaveAttribute('href', TRANSPARENCY_CSV_URL);
  });
});
