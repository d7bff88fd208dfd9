import { recipientNextStep, type User } from '@onepair/contract';
import { screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeClaim, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { inSpanish } from '@/testing/in-spanish';
import { renderApp } from '@/testing/render';

const GUIDELINE = { year: 2026, base_per_year: 16_000, per_extra_person_per_year: 6_000, percent: 150 };

function withDonatee(donatee: Record<string, unknown>): User {
  const user = makeUser({ applied: true });
  return { ...user, account: { ...user.account, donatee: { ...user.account.donatee, ...donatee } } } as User;
}

describe('the "Get free glasses" page (/get-glasses)', () => {
  it('tells a visitor who qualifies from the configured income line, and leads to the recipient sign-up', async () => {
    mockApi({ 'GET /api/config/': { body: { income_guideline: GUIDELINE, prescription_max_age_months: 18 } } });
    renderApp({ path: paths.getGlasses });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get free glasses' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Your household's income is at or under the limit in the table below: 150 % of the 2026 federal poverty guidelines.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have a prescription from an eye exam in the last 18 months. If yours is older, an optician or a free eye clinic can give you a new one.',
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByTestId('income-limits')).getAllByRole('row');
    // A header row and households of one to eight: (16,000 + 6,000 × (n − 1)) × 150 %.
    expect(rows).toHaveLength(9);
    expect(rows[1]).toHaveTextContent('1$24,000$2,000');
    expect(rows[3]).toHaveTextContent('3$42,000$3,500');
    expect(screen.getByText('For each further person, add $9,000 a year.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', paths.signUpRecipient);
    expect(screen.queryByTestId('next-step')).toBeNull();
  });

  it('uses the default guideline when the server does not send one', async () => {
    mockApi({});
    renderApp({ path: paths.getGlasses });
    expect(
      await screen.findByText(
        "Your household's income is at or under the limit in the table below: 200 % of the 2025 federal poverty guidelines.",
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('income-limits')).getAllByRole('row')[1]).toHaveTextContent('1$31,300$2,608');
  });

  it('shows a signed-in recipient their next step instead of the sign-up', async () => {
    mockApi({ 'GET /auth/users/me/': { body: withDonatee({ application_status: 'submitted' }) } });
    renderApp({ path: paths.getGlasses, token: TEST_TOKEN });
    const card = await screen.findByTestId('next-step');
    expect(within(card).getByRole('heading', { name: 'We are reviewing your application' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See your application' })).toHaveAttribute('href', paths.account);
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('offers a signed-in donor the application itself', async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser() }, 'GET /api/donators/700/': { body: makeUser().account.donator } });
    renderApp({ path: paths.getGlasses, token: TEST_TOKEN });
    expect(await screen.findByRole('link', { name: 'Start your application' })).toHaveAttribute('href', paths.apply);
  });
});

describe('the "Get free glasses" page in Spanish', () => {
  inSpanish();

  it('says who qualifies in Spanish, the amounts still in dollars', async () => {
    mockApi({ 'GET /api/config/': { body: { income_guideline: GUIDELINE, prescription_max_age_months: 18 } } });
    renderApp({ path: paths.getGlasses });
    expect(await screen.findByRole('heading', { level: 1, name: 'Obtenga lentes gratis' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'El ingreso de su hogar es igual o menor que el límite de la tabla de abajo: el 150 % de las pautas federales de pobreza de 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/de los últimos 18 meses\./)).toBeInTheDocument();
    expect(within(screen.getByTestId('income-limits')).getAllByRole('row')[1]).toHaveTextContent('1$24,000$2,000');
    expect(screen.getByText('Por cada persona más, sume $9,000 al año.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar ahora' })).toHaveAttribute('href', paths.signUpRecipient);
  });
});

describe("a recipient's next step", () => {
  const base = { has_applied_for_account: true, has_claimed: false };
  it('follows the application, then the claim', () => {
    expect(recipientNextStep({ ...base, has_applied_for_account: false, application_status: 'not_submitted' })).toBe('apply');
    expect(recipientNextStep({ ...base, application_status: 'submitted' })).toBe('wait');
    expect(recipientNextStep({ ...base, application_status: 'info_requested' })).toBe('answer');
    expect(recipientNextStep({ ...base, application_status: 'rejected' })).toBe('not_approved');
    expect(recipientNextStep({ ...base, application_status: 'approved' })).toBe('choose');
    const claimed = { ...base, has_claimed: true, application_status: 'approved' as const };
    expect(recipientNextStep({ ...claimed, claim: makeClaim({ status: 'claimed' }) })).toBe('being_prepared');
    expect(recipientNextStep({ ...claimed, claim: makeClaim({ status: 'shipped' }) })).toBe('shipped');
    expect(recipientNextStep({ ...claimed, claim: makeClaim({ status: 'delivered' }) })).toBe('arrived');
  });

  it('lets a recipient whose claim was cancelled choose again, and reads older servers by their flags', () => {
    expect(recipientNextStep({ ...base, application_status: 'approved', claim: makeClaim({ status: 'cancelled' }) })).toBe('choose');
    expect(recipientNextStep({ has_applied_for_account: true, has_claimed: false })).toBe('choose');
    expect(recipientNextStep({ has_applied_for_account: true, has_claimed: true })).toBe('being_prepared');
    expect(recipientNextStep({ has_applied_for_account: false, has_claimed: false })).toBe('apply');
  });
});
