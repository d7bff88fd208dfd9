import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { cartTexts } from '@/features/cart/texts';
import { rememberPickedItem } from '@/lib/last-picked-item';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

/** The first render loads the app's lazy pages; on a busy machine that takes a few seconds. */
const SLOW_START = 20_000;

afterEach(() => vi.unstubAllGlobals());

describe('/cart for a visitor', () => {
  it(
    "opens the sign-up screen in a dialog for 'Sign up to claim this pair'",
    async () => {
      mockApi({});
      rememberPickedItem({ name: 'Bamboo Harmony', image: '/media/8', glassesId: 8 });
      const { user } = renderApp({ path: paths.cart });
      await user.click(await screen.findByRole('button', { name: cartTexts.t('signUp') }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign in or sign up' });
      expect(await within(dialog).findByRole('heading', { name: 'Get Started' }, { timeout: 15_000 })).toBeInTheDocument();
    },
    SLOW_START,
  );

  it(
    'comes back to the cart after signing in, the pair still picked, with the checkout form',
    async () => {
      let token: string | null = null;
      mockApi({
        'POST /auth/token/login/': () => {
          token = TEST_TOKEN;
          return { body: { auth_token: TEST_TOKEN } };
        },
        'GET /auth/users/me/': () =>
          token
            ? { body: makeUser({ applied: true }) }
            : { status: 403, body: { detail: 'Authentication credentials were not provided.' } },
      });
      rememberPickedItem({ name: 'Bamboo Harmony', image: '/media/8', glassesId: 8 });
      const { user, location } = renderApp({ path: paths.cart });
      await user.click(await screen.findByRole('button', { name: cartTexts.t('signIn') }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign in or sign up' });
      await user.type(await within(dialog).findByLabelText('Username', {}, { timeout: 15_000 }), 'casey');
      await user.type(within(dialog).getByLabelText('Password'), 'secret-words');
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
      expect(location()).toBe(paths.cart);
      expect(await screen.findByLabelText(cartTexts.t('name'), {}, { timeout: 15_000 })).toHaveValue('casey');
      // The button that opened the dialog is gone: the page's heading has the focus.
      expect(screen.getByRole('heading', { name: cartTexts.t('title') })).toHaveFocus();
      expect(screen.getByText('Bamboo Harmony')).toBeInTheDocument();
    },
    SLOW_START,
  );
});
