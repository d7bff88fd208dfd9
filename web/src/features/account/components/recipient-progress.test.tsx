import type { Claim, User } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { accountTexts } from '../texts';

const { t } = accountTexts;

const shipped: Claim = {
  id: 31,
  glasses: 8,
  status: 'shipped',
  carrier: 'USPS',
  tracking_number: '9400 1000 0000',
  claimed_at: '2026-01-05T10:00:00.000Z',
  shipped_at: '2026-01-07T10:00:00.000Z',
  delivered_at: null,
};

/** A recipient whose record carries the review and the claim, as the server now sends them. */
function recipient(progress: Record<string, unknown>): User {
  const user = makeUser({ applied: true, claimed: progress.claim != null, claimedGlasses: 8 });
  return { ...user, account: { ...user.account, donatee: { ...user.account.donatee, ...progress } } } as User;
}

function renderAccount(user: User, extra: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /auth/users/me/': { body: user }, 'GET /api/glasses/': { body: [] }, ...extra });
  return { api, ...renderApp({ path: paths.account, token: TEST_TOKEN }) };
}

describe("the recipient's progress on the account page", () => {
  it('shows the decision and its message, with the way back to the application', async () => {
    renderAccount(
      recipient({ application_status: 'info_requested', decision_message: 'Please upload a clearer prescription.', claim: null }),
    );
    expect(await screen.findByTestId('application-status', {}, { timeout: 5000 })).toHaveTextContent('More information needed');
    expect(screen.getByTestId('decision-message')).toHaveTextContent('Please upload a clearer prescription.');
    expect(screen.getByRole('link', { name: t('editApplication') })).toHaveAttribute('href', paths.apply);
    expect(screen.queryByTestId('claim-status')).toBeNull();
  });

  it('offers no edit link while the application waits or once it is approved', async () => {
    renderAccount(recipient({ application_status: 'submitted', decision_message: null, claim: null }));
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Waiting for review');
    expect(screen.queryByRole('link', { name: t('editApplication') })).toBeNull();
    expect(screen.getByText(t('applicationWaiting'))).toBeInTheDocument();
  });

  it('shows nothing new when the server does not send the progress (an older server)', async () => {
    const older = makeUser({ applied: true });
    const { application_status: _status, decision_message: _message, ...donatee } = older.account.donatee as Record<string, unknown>;
    renderAccount({ ...older, account: { ...older.account, donatee } } as User);
    expect(await screen.findByRole('heading', { name: 'Account Overview' })).toBeInTheDocument();
    expect(screen.queryByTestId('application-status')).toBeNull();
    expect(screen.queryByTestId('claim-status')).toBeNull();
  });

  it('shows a shipped claim with its carrier and tracking number, and confirms it arrived', async () => {
    let delivered = false;
    const { api, user } = renderAccount(recipient({ application_status: 'approved', decision_message: null, claim: shipped }), {
      'GET /auth/users/me/': () => ({
        body: recipient({
          application_status: 'approved',
          decision_message: null,
          claim: delivered ? { ...shipped, status: 'delivered', delivered_at: '2026-01-09T10:00:00.000Z' } : shipped,
        }),
      }),
      'POST /api/claims/31/confirm-delivery/': () => {
        delivered = true;
        return { body: { ...shipped, status: 'delivered' } };
      },
    });
    expect(await screen.findByTestId('claim-status')).toHaveTextContent('Shipped');
    expect(screen.getByTestId('claim-step-shipped-detail')).toHaveTextContent('USPS tracking number 9400 1000 0000');
    expect(within(screen.getByRole('list', { name: 'Steps of your claim' })).getByText(/^Delivered/)).toHaveTextContent('(not yet)');
    await user.click(screen.getByRole('button', { name: 'Confirm it arrived' }));
    await waitFor(() => expect(screen.getByTestId('claim-status')).toHaveTextContent('Delivered'));
    expect(api.callsTo('POST', '/api/claims/31/confirm-delivery/')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Confirm it arrived' })).toBeNull();
    // Once delivered, the next step says the pair arrived.
    await waitFor(() => expect(screen.getByTestId('next-step')).toHaveAttribute('data-step', 'arrived'));
    expect(within(screen.getByTestId('next-step')).getByRole('heading', { name: 'Your pair arrived' })).toBeInTheDocument();
  });

  it('says "Choose your pair" once approved, leading to the catalogue', async () => {
    renderAccount(recipient({ application_status: 'approved', decision_message: null, claim: null }));
    const step = await screen.findByTestId('next-step');
    expect(within(step).getByRole('heading', { name: 'Choose your pair' })).toBeInTheDocument();
    expect(within(step).getByRole('link', { name: 'Choose your pair' })).toHaveAttribute('href', paths.home);
  });

  it("keeps the claim's confirmation number, and the stage with no link to the page it is on", async () => {
    renderAccount(
      recipient({
        application_status: 'approved',
        decision_message: null,
        claim: { ...shipped, status: 'claimed', shipped_at: null, confirmation_number: 4821 },
      }),
    );
    expect(await screen.findByTestId('claim-confirmation-number')).toHaveTextContent('4821');
    const step = screen.getByTestId('next-step');
    expect(within(step).getByRole('heading', { name: 'Your pair is being prepared' })).toBeInTheDocument();
    expect(within(step).queryByRole('link')).toBeNull();
  });

  it("says so when the confirmation fails, in the server's words", async () => {
    const { user } = renderAccount(recipient({ application_status: 'approved', decision_message: null, claim: shipped }), {
      'POST /api/claims/31/confirm-delivery/': { status: 409, body: { detail: 'This claim was cancelled.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm it arrived' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This claim was cancelled.');
  });

  it('shows a cancelled claim with its reason and no button', async () => {
    renderAccount(
      recipient({
        application_status: 'approved',
        decision_message: null,
        claim: { ...shipped, status: 'cancelled', cancelled_at: '2026-01-08T10:00:00.000Z', reason: 'Returned as undeliverable' },
      }),
    );
    expect(await screen.findByTestId('claim-status')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('claim-step-cancelled-detail')).toHaveTextContent('Returned as undeliverable');
    expect(screen.queryByRole('button', { name: 'Confirm it arrived' })).toBeNull();
  });
});

describe("the catalogue's on-their-way panel", () => {
  it('shows the same timeline with the tracking number', async () => {
    mockApi({
      'GET /auth/users/me/': { body: recipient({ application_status: 'approved', decision_message: null, claim: shipped }) },
      'GET /api/glasses/': { body: [] },
    });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: /Your Glasses Are on Their Way/ })).toBeInTheDocument();
    expect(await screen.findByTestId('claim-step-shipped-detail')).toHaveTextContent('9400 1000 0000');
    expect(screen.getByRole('button', { name: 'Confirm it arrived' })).toBeInTheDocument();
  });
});
