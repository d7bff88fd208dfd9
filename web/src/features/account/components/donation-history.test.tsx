import { NESTED_DONATIONS, todayIsoDate, type Donation } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeDonation, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { accountTexts } from '../texts';

const { t } = accountTexts;

const day = (daysAgo: number) => todayIsoDate(new Date(Date.now() - daysAgo * 86_400_000));

/** `count` donations, one a day, oldest first as the API nests them; ids count down into the past from `firstId`. */
function donationsOldestFirst(count: number, firstId: number, startDaysAgo: number): Donation[] {
  return Array.from({ length: count }, (_, i) => makeDonation(firstId - i, 1 + i, day(startDaysAgo + i), 1)).reverse();
}

function renderHistory(nested: Donation[], older: MockHandler) {
  const user = makeUser({ donations: nested });
  const api = mockApi({
    'GET /auth/users/me/': { body: user },
    'GET /api/donators/700/': { body: user.account.donator },
    'GET /api/glasses/': { body: [] },
    'GET /api/donation/': older,
  });
  renderApp({ path: paths.account, token: TEST_TOKEN });
  return api;
}

const historyItems = async () => within(await screen.findByRole('list', { name: t('donationHistory') })).getAllByTestId('donation');

describe('the donation history', () => {
  it('offers no "Show more" when the nested list is the whole history', async () => {
    renderHistory(donationsOldestFirst(3, 3, 0), { body: [] });
    expect(await historyItems()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: t('showMoreDonations') })).not.toBeInTheDocument();
  });

  it('loads older donations page by page after the oldest shown, until the last page, then says so and moves focus there', async () => {
    const nested = donationsOldestFirst(NESTED_DONATIONS, 1000, 0);
    const secondPage = donationsOldestFirst(NESTED_DONATIONS + 1, 900, NESTED_DONATIONS).reverse();
    const lastPage = donationsOldestFirst(5, 799, 2 * NESTED_DONATIONS + 1).reverse();
    const api = renderHistory(nested, (call) => ({
      body: call.search.includes('after=') && call.search.includes('.901') ? secondPage : lastPage,
    }));
    expect(await historyItems()).toHaveLength(NESTED_DONATIONS);

    await userEvent.click(screen.getByRole('button', { name: t('showMoreDonations') }));
    await waitFor(async () => expect(await historyItems()).toHaveLength(2 * NESTED_DONATIONS));
    const first = new URLSearchParams(api.callsTo('GET', '/api/donation/')[0]!.search);
    expect(Object.fromEntries(first)).toEqual({ order: 'newest', limit: String(NESTED_DONATIONS + 1), after: `${nested[0]!.date}.901` });
    expect(screen.getByText(t('donationsShown', { count: 2 * NESTED_DONATIONS }))).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: t('showMoreDonations') }));
    await waitFor(async () => expect(await historyItems()).toHaveLength(2 * NESTED_DONATIONS + 5));
    const second = new URLSearchParams(api.callsTo('GET', '/api/donation/')[1]!.search);
    // After the last donation of the page shown (the 101st was only a sign that more follow).
    expect(second.get('after')).toBe(`${secondPage[NESTED_DONATIONS - 1]!.date}.${secondPage[NESTED_DONATIONS - 1]!.donation_id}`);
    expect(screen.queryByRole('button', { name: t('showMoreDonations') })).not.toBeInTheDocument();
    const status = screen.getByText(new RegExp(t('allDonationsShown')));
    await waitFor(() => expect(status).toHaveFocus());
    const items = await historyItems();
    expect(items.at(-1)).toHaveTextContent(lastPage.at(-1)!.date);
  });

  it('says so when older donations cannot be loaded, and the button tries again', async () => {
    let fail = true;
    renderHistory(donationsOldestFirst(NESTED_DONATIONS, 1000, 0), () => (fail ? { status: 500, body: {} } : { body: [] }));
    await historyItems();
    await userEvent.click(screen.getByRole('button', { name: t('showMoreDonations') }));
    expect(await screen.findByText(t('moreDonationsFailed'))).toHaveAttribute('role', 'alert');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('showMoreDonations') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: t('showMoreDonations') })).not.toBeInTheDocument());
    expect(screen.queryByText(t('moreDonationsFailed'))).not.toBeInTheDocument();
  });
});
