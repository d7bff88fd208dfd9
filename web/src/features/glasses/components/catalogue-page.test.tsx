import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeClaim, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { NEXT_STEPS } from '@/components/recipient/next-step-texts';
import { recipientTexts } from '@/components/recipient/texts';
import { claimingTexts } from '../claiming/texts';

describe('the catalogue (home page)', () => {
  it('shows every item in a 1-to-4-column grid', async () => {
    mockApi({ 'GET /api/glasses/': { body: sampleGlasses() } });
    renderApp({ path: paths.home });
    expect(await screen.findAllByTestId('glasses-card')).toHaveLength(9);
    expect(screen.getByTestId('glasses-grid')).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4');
  });

  it('falls back to the built-in sample list when the API fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET /api/glasses/': { status: 500, body: { detail: 'down' } } });
    renderApp({ path: paths.home });
    expect(await screen.findAllByTestId('glasses-card')).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'VisionPro Classic' })).toBeInTheDocument();
  });

  it('opens the sign-in modal when a visitor clicks a card', async () => {
    mockApi({ 'GET /api/glasses/': { body: sampleGlasses() } });
    const { user } = renderApp({ path: paths.home });
    await user.click(await screen.findByRole('article', { name: 'Bamboo Harmony' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends a logged-in donator to /donate/form', async () => {
    mockApi({ 'GET /api/glasses/': { body: sampleGlasses() }, 'GET /auth/users/me/': { body: makeUser() } });
    const { user, location } = renderApp({ path: paths.home, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Donate Bamboo Harmony' }));
    await waitFor(() => expect(location()).toBe('/donate/form'));
  });

  it("lets a donatee confirm a selection that names the item, then shows 'Your Glasses Are on Their Way!'", async () => {
    let claimed = false;
    const api = mockApi({
      'GET /api/glasses/': { body: sampleGlasses() },
      'GET /auth/users/me/': () => ({ body: makeUser({ applied: true, claimed, claimedGlasses: claimed ? 8 : null }) }),
      'POST /api/claims/': () => {
        claimed = true;
        return { status: 201, body: makeClaim() };
      },
    });
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    const card = await screen.findByRole('article', { name: 'Bamboo Harmony' });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: claimingTexts.t('confirmTitle') });
    expect(await within(dialog).findByRole('heading', { name: 'Bamboo Harmony' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Bamboo Harmony' })).toBeInTheDocument();
    expect(within(dialog).getByText(/bamboo temples/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/claims/')).toHaveLength(0);

    await user.click(card);
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: claimingTexts.t('onTheirWay') })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/claims/')[0]!.body).toEqual({ glasses_id: 8 });
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByTestId('glasses-grid')).toBeNull();
    expect(screen.getByTestId('claimed-item')).toHaveTextContent('Bamboo Harmony');
  });

  it('keeps the modal open while the claim is sent, then shows its error there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => void = () => undefined;
    mockApi({
      'GET /api/glasses/': { body: sampleGlasses() },
      'GET /auth/users/me/': { body: makeUser({ applied: true }) },
      'POST /api/claims/': () =>
        new Promise((resolve) => (answer = () => resolve({ status: 400, body: { glasses_id: ['This item is out of stock.'] } }))),
    });
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    await user.click(await screen.findByRole('article', { name: 'Cat Eye Chic' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Confirm' }));
    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer();
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('This item is out of stock.');
    expect(alert.textContent).not.toMatch(/Claimed glasses:/);
  });

  it("shows 'Your Glasses Are on Their Way!' at once for a donatee who already claimed", async () => {
    mockApi({
      'GET /api/glasses/': { body: sampleGlasses() },
      'GET /auth/users/me/': { body: makeUser({ applied: true, claimed: true }) },
    });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: claimingTexts.t('onTheirWay') })).toBeInTheDocument();
    expect(screen.queryByTestId('glasses-card')).toBeNull();
    // The spec's heading stays; the pair's real stage is said under it.
    expect(await screen.findByTestId('claim-stage')).toHaveTextContent(recipientTexts.t(NEXT_STEPS.being_prepared.title));
  });

  it('says the pair arrived under the heading once it is delivered', async () => {
    const user = makeUser({ applied: true, claimed: true });
    const delivered = { ...user.account.donatee.claim!, status: 'delivered' as const, delivered_at: '2026-01-09T10:00:00.000Z' };
    mockApi({
      'GET /api/glasses/': { body: sampleGlasses() },
      'GET /auth/users/me/': { body: { ...user, account: { ...user.account, donatee: { ...user.account.donatee, claim: delivered } } } },
    });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    expect(await screen.findByTestId('claim-stage')).toHaveTextContent(recipientTexts.t(NEXT_STEPS.arrived.title));
  });
});
