import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { claimTexts } from './texts';

/** The first render loads the app's lazy pages; on a busy machine that takes a few seconds. */
const SLOW_START = 20_000;

afterEach(() => vi.unstubAllGlobals());

function recipientWithClaim() {
  return mockApi({
    'GET /auth/users/me/': { body: makeUser({ applied: true, claimed: true, claimedGlasses: 8 }) },
    'GET /api/glasses/': { body: sampleGlasses() },
    'GET /api/claims/31/messages/': {
      body: [
        { id: 1, claim: 31, author: 'staff', author_name: 'alex', body: 'Your pair ships Monday.', created_at: '2026-02-01T09:00:00Z' },
      ],
    },
  });
}

describe("where a recipient finds 'Contact Support'", () => {
  it(
    "on the catalogue's 'on their way' panel, opening the conversation on their claim",
    async () => {
      const api = recipientWithClaim();
      const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
      const panel = (await screen.findByRole('heading', { name: 'Your Glasses Are on Their Way!' }, { timeout: 15_000 })).closest(
        'section',
      )!;
      await user.click(within(panel).getByRole('button', { name: claimTexts.t('contactSupport') }));
      const dialog = await screen.findByRole('dialog', { name: claimTexts.t('contactSupport') });
      expect(await within(dialog).findByText('Your pair ships Monday.', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/claims/31/messages/')).toHaveLength(1);
    },
    SLOW_START,
  );

  it(
    "beside the claim's timeline on the account page",
    async () => {
      recipientWithClaim();
      const { user } = renderApp({ path: paths.account, token: TEST_TOKEN });
      await screen.findByTestId('claim-status', {}, { timeout: 15_000 });
      await user.click(screen.getByRole('button', { name: claimTexts.t('contactSupport') }));
      const dialog = await screen.findByRole('dialog', { name: claimTexts.t('contactSupport') });
      expect(await within(dialog).findByText('Your pair ships Monday.', {}, { timeout: 15_000 })).toBeInTheDocument();
    },
    SLOW_START,
  );

  it(
    'not on the account page of a recipient without a claim',
    async () => {
      mockApi({ 'GET /auth/users/me/': { body: makeUser({ applied: true }) }, 'GET /api/glasses/': { body: [] } });
      renderApp({ path: paths.account, token: TEST_TOKEN });
      await screen.findByRole('heading', { name: 'Account Overview' }, { timeout: 15_000 });
      expect(screen.queryByRole('button', { name: claimTexts.t('contactSupport') })).toBeNull();
    },
    SLOW_START,
  );
});
