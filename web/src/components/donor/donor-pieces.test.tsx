import { PUBLIC_NAME_MESSAGES } from '@onepair/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { inSpanish } from '@/testing/in-spanish';

import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';

import { GoalProgress } from './goal-progress';
import { ImpactLine } from './impact-line';
import { PublicNameChoice } from './public-name-choice';
import { donorTexts } from './texts';

const CONFIG = { tile_url: '', prescription_max_age_months: 24, cost_per_pair: 20, goal_amount: null, goal_period: 'month' };

describe('ImpactLine', () => {
  it('turns money into whole pairs at the configured cost per pair, and says the cost', async () => {
    mockApi({ 'GET /api/config/': { body: CONFIG } });
    renderPage(<ImpactLine kind="amount" amount={65} />);
    await waitFor(() =>
      expect(screen.getByTestId('impact-line')).toHaveTextContent('$65.00 provides 3 pairs of glasses. One pair costs us $20.00.'),
    );
  });

  it("words the donor's total, one pair in the singular", async () => {
    mockApi({ 'GET /api/config/': { body: CONFIG } });
    renderPage(<ImpactLine kind="total" amount={20} />);
    await waitFor(() => expect(screen.getByTestId('impact-line')).toHaveTextContent('Your total of $20.00 provides 1 pair of glasses.'));
  });
});

describe('ImpactLine below one pair', () => {
  const at25 = { ...CONFIG, cost_per_pair: 25 };

  it('says what part of a pair a gift pays for, never "0 pairs"', async () => {
    for (const [kind, amount, text] of [
      ['amount', 10, '$10.00 pays for 2/5 of a pair of glasses. One pair costs us $25.00.'],
      ['amount', 8, '$8.00 pays for about 1/3 of a pair of glasses.'],
      ['amount', 1, '$1.00 pays for part of a pair of glasses.'],
      ['total', 12.5, 'Your total of $12.50 pays for 1/2 of a pair of glasses.'],
    ] as const) {
      mockApi({ 'GET /api/config/': { body: at25 } });
      const { unmount } = renderPage(<ImpactLine kind={kind} amount={amount} />);
      await waitFor(() => expect(screen.getByTestId('impact-line')).toHaveTextContent(text));
      expect(screen.getByTestId('impact-line')).not.toHaveTextContent('0 pairs');
      unmount();
    }
  });

  it('says only the cost of a pair before an amount is given', async () => {
    mockApi({ 'GET /api/config/': { body: at25 } });
    renderPage(<ImpactLine kind="amount" amount={0} />);
    await waitFor(() => expect(screen.getByTestId('impact-line')).toHaveTextContent(/^One pair costs us \$25\.00\.$/));
  });
});

describe('GoalProgress', () => {
  it('is an accessible progress bar of the money raised this period', async () => {
    mockApi({ 'GET /api/stats/goal/': { body: { goal: { amount: 1000, period: 'month', raised: 250, since: '2026-11-01' } } } });
    renderPage(<GoalProgress />);
    const bar = await screen.findByRole('progressbar', { name: donorTexts.t('goalLabelMonth') });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining('$250.00 raised of our $1,000.00 goal this month'));
  });

  it('shows nothing when no goal is configured or the goal cannot be read', async () => {
    const api = mockApi({ 'GET /api/stats/goal/': { body: { goal: null } } });
    const { container } = renderPage(<GoalProgress />);
    await waitFor(() => expect(api.callsTo('GET', '/api/stats/goal/')).toHaveLength(1));
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
  });
});

describe('PublicNameChoice', () => {
  const donator = { donator_id: 700, public_name: 'casey', is_anonymous: false };
  const saved = (body: object) => ({ donator_id: 700, has_donated: true, total_amount_donated: 5, donations: [], account: 70, ...body });

  it('saves "Anonymous" with the name kept, and says how public lists now show the donor', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PATCH /api/donators/700/': { body: saved({ public_name: 'casey', is_anonymous: true }) } });
    renderPage(<PublicNameChoice donator={donator} />);
    await user.click(screen.getByRole('radio', { name: donorTexts.t('showAnonymous') }));
    await user.click(screen.getByRole('button', { name: donorTexts.t('save') }));
    expect(await screen.findByText(donorTexts.t('savedAnonymous'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/donators/700/')[0]!.body).toEqual({ is_anonymous: true, public_name: 'casey' });
  });

  it('refuses a blank public name without a request, and shows the server’s message under the field, keeping the input', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PATCH /api/donators/700/': { status: 400, body: { public_name: ['Use at most 100 characters.'] } } });
    renderPage(<PublicNameChoice donator={donator} />);
    const field = screen.getByLabelText(donorTexts.t('publicNameLabel'));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: donorTexts.t('save') }));
    expect(await screen.findByText(PUBLIC_NAME_MESSAGES.blank)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/donators/700/')).toHaveLength(0);
    await user.type(field, 'The Lee family');
    await user.click(screen.getByRole('button', { name: donorTexts.t('save') }));
    expect(await screen.findByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(field).toHaveValue('The Lee family');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the donor pieces in Spanish', () => {
  inSpanish();

  it('says what a gift provides in Spanish, the amounts still in dollars', async () => {
    mockApi({ 'GET /api/config/': { body: CONFIG } });
    renderPage(<ImpactLine kind="amount" amount={65} />);
    await waitFor(() =>
      expect(screen.getByTestId('impact-line')).toHaveTextContent('$65.00 alcanza para 3 pares de lentes. Cada par nos cuesta $20.00.'),
    );
  });

  it('words a share of a pair and the goal in Spanish', async () => {
    mockApi({
      'GET /api/config/': { body: { ...CONFIG, cost_per_pair: 25 } },
      'GET /api/stats/goal/': { body: { goal: { amount: 1000, period: 'year', raised: 250, since: '2026-01-01' } } },
    });
    renderPage(
      <>
        <ImpactLine kind="total" amount={8} />
        <GoalProgress />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('impact-line')).toHaveTextContent('Su total de $8.00 paga cerca de 1/3 de un par de lentes.'),
    );
    expect(await screen.findByRole('progressbar', { name: 'Meta de donaciones de este año' })).toHaveAttribute(
      'aria-valuetext',
      '25%: $250.00 recaudados de nuestra meta de $1,000.00 este año',
    );
  });
});
