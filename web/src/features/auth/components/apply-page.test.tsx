import type { Claim, User } from '@onepair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { daysAgo, fillApplication } from '@/testing/application';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { authTexts } from '../texts';

/** A user whose donatee record is changed by `donatee`. */
function withDonatee(donatee: Record<string, unknown>, options: Parameters<typeof makeUser>[0] = { applied: true }): User {
  const user = makeUser(options);
  return { ...user, account: { ...user.account, donatee: { ...user.account.donatee, ...donatee } } } as User;
}

const submitForm = () => fireEvent.submit(screen.getByRole('button', { name: authTexts.t('submit') }).closest('form')!);

// Whole forms are typed key by key: on a busy machine that takes longer than the default 5 s.
describe('the application page (/apply)', { timeout: 20_000 }, () => {
  it('lets a signed-in user who has not applied send the Donatee Form, then shows the account', async () => {
    let applied = false;
    const api = mockApi({
      'GET /auth/users/me/': () => ({ body: makeUser({ applied }) as User }),
      'GET /api/donators/700/': { body: makeUser().account.donator },
      'PATCH /api/donatees/7000/': () => {
        applied = true;
        return { body: {} };
      },
    });
    const { user, location } = renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: authTexts.t('applyTitle') })).toBeInTheDocument();
    expect(screen.getByText(authTexts.t('applyIntro'))).toBeInTheDocument();
    await fillApplication(user, { monthlyIncome: '0', householdIncome: '900', bankBalance: '15', householdSize: '2' });
    await user.type(screen.getByLabelText('Right eye sphere (SPH)'), '-3');
    submitForm();

    await waitFor(() => expect(location()).toBe('/account'));
    const form = api.callsTo('PATCH', '/api/donatees/7000/')[0]!.body as FormData;
    expect(form.get('has_applied_for_account')).toBe('true');
    expect(form.get('has_claimed')).toBe('false');
    expect(form.get('monthly_income')).toBe('0');
    expect(form.get('household_size')).toBe('2');
    expect(form.get('prescription_sphere_right')).toBe('-3');
    expect(form.get('prescription_sphere_left')).toBe('');
    expect(form.get('prescription_exam_date')).toBe(daysAgo(30));
    expect(await screen.findByRole('heading', { name: 'Donatee Details' })).toBeInTheDocument();
    // The account page no longer offers the application.
    expect(screen.queryByRole('link', { name: /Apply for a free pair/ })).toBeNull();
  });

  it('tells a user whose application was approved, and offers the catalogue', async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser({ applied: true }) } });
    renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByText(authTexts.t('alreadyApplied'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authTexts.t('toCatalogue') })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: authTexts.t('donateeForm') })).toBeNull();
  });

  it('says an application waiting for review is waiting, without offering a pair', async () => {
    mockApi({ 'GET /auth/users/me/': { body: withDonatee({ application_status: 'submitted' }) } });
    renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByText(authTexts.t('waitingForReview'))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: authTexts.t('toAccount') })).toHaveAttribute('href', paths.account);
    expect(screen.queryByRole('link', { name: authTexts.t('toCatalogue') })).toBeNull();
    expect(screen.queryByRole('heading', { name: authTexts.t('donateeForm') })).toBeNull();
  });

  it('after a claim shows where the pair is and the way to the account, and never offers to choose one', async () => {
    const claim: Claim = {
      id: 4,
      glasses: 2,
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999',
      claimed_at: '2026-01-05T10:00:00.000Z',
      shipped_at: '2026-01-06T10:00:00.000Z',
      delivered_at: null,
    };
    mockApi({
      'GET /auth/users/me/': { body: withDonatee({ claim }, { applied: true, claimed: true, claimedGlasses: 2 }) },
    });
    renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByText(authTexts.t('alreadyClaimed'))).toBeInTheDocument();
    expect(screen.getByTestId('claim-status')).toHaveTextContent('Shipped');
    expect(screen.getByRole('list', { name: 'Steps of your claim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authTexts.t('toAccount') })).toHaveAttribute('href', paths.account);
    expect(screen.queryByText(/choose your pair/i)).toBeNull();
    expect(screen.queryByRole('link', { name: authTexts.t('toCatalogue') })).toBeNull();
  });

  it('after a claim from an older server (no claim details) still says the pair is claimed', async () => {
    mockApi({ 'GET /auth/users/me/': { body: withDonatee({ claim: null }, { applied: true, claimed: true }) } });
    renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByText(authTexts.t('claimedNoDetails'))).toBeInTheDocument();
    expect(screen.queryByText(/choose your pair/i)).toBeNull();
  });

  it('lets an application sent back be edited from its answers and sent again, with what staff wrote', async () => {
    let status = 'info_requested';
    const sentBack = () =>
      withDonatee(
        {
          application_status: status,
          decision_message: 'Please add the date of your eye exam.',
          household_size: 2,
          prescription_sphere_right: -1,
          prescription_sphere_left: -1.25,
        },
        { applied: true, prescription: '/media/9/rx.png' },
      );
    const api = mockApi({
      'GET /auth/users/me/': () => ({ body: sentBack() }),
      'GET /api/donators/700/': { body: makeUser().account.donator },
      'PATCH /api/donatees/7000/': () => {
        status = 'submitted';
        return { body: {} };
      },
    });
    const { user, location } = renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByText(authTexts.t('sentBack'))).toBeInTheDocument();
    expect(screen.getByTestId('decision-message')).toHaveTextContent('Please add the date of your eye exam.');
    expect(screen.getByLabelText('People in your household')).toHaveValue(2);
    expect(screen.getByLabelText('Left eye sphere (SPH)')).toHaveValue(-1.25);
    await user.type(screen.getByLabelText('Date of your eye exam'), daysAgo(5));
    submitForm();

    await waitFor(() => expect(location()).toBe('/account'));
    const form = api.callsTo('PATCH', '/api/donatees/7000/')[0]!.body as FormData;
    expect(form.get('has_applied_for_account')).toBe('true');
    // Sent again, it says nothing of the claim, and keeps the picture on file.
    expect(form.has('has_claimed')).toBe(false);
    expect(form.has('prescription')).toBe(false);
    expect(form.get('prescription_exam_date')).toBe(daysAgo(5));
    expect(form.get('household_size')).toBe('2');
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Waiting for review');
  });

  it('asks a visitor to sign in', async () => {
    mockApi({});
    renderApp({ path: paths.apply });
    expect(await screen.findByRole('heading', { name: authTexts.t('welcomeBack') })).toBeInTheDocument();
    expect(within(document.body).queryByLabelText('Monthly Income')).toBeNull();
  });
});
