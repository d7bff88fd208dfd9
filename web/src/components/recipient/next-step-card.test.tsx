import type { Donatee } from '@onepair/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { makeUser } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { NextStepCard } from './next-step-card';

const approved = makeUser({ applied: true }).account.donatee as Donatee;
const claimed = makeUser({ applied: true, claimed: true, claimedGlasses: 8 }).account.donatee as Donatee;

describe("a recipient's next step", () => {
  it('names the step, says what it means and links to where it is taken', async () => {
    renderPage(<NextStepCard donatee={approved} />, { route: paths.account });
    const card = await screen.findByTestId('next-step');
    expect(card).toHaveTextContent('Your next step');
    expect(within(card).getByRole('heading', { name: 'Choose your pair' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose your pair' })).toHaveAttribute('href', paths.home);
  });

  it('leaves out the link to the page the card is on', async () => {
    renderPage(<NextStepCard donatee={claimed} />, { route: paths.account });
    const card = await screen.findByTestId('next-step');
    expect(within(card).getByRole('heading', { name: 'Your pair is being prepared' })).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});

describe("a recipient's next step in Spanish", () => {
  inSpanish();

  it('says the step and its link in Spanish', async () => {
    renderPage(<NextStepCard donatee={approved} />, { route: paths.account });
    const card = await screen.findByTestId('next-step');
    expect(card).toHaveTextContent('Su siguiente paso');
    expect(within(card).getByRole('heading', { name: 'Elija su par de lentes' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Elegir su par de lentes' })).toHaveAttribute('href', paths.home);
  });
});
