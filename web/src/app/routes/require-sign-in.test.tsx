import type { User } from '@onepair/contract';
import { act, screen, waitFor } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

function signUpApi() {
  return mockApi({
    'POST /auth/users/': (call: ApiCall) => ({ status: 201, body: { id: 7, ...(call.body as object), password: undefined } }),
    'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
    'GET /auth/users/me/': () => ({ body: makeUser() as User }),
    'PATCH /api/accounts/70/': (call: ApiCall) => ({ body: { ...makeUser().account, ...(call.body as object) } }),
    'GET /api/donators/700/': { body: makeUser().account.donator },
  });
}

async function signUpFirstStep(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Need an Account?' }));
  await user.type(screen.getByLabelText('Email'), 'casey@example.org');
  await user.type(screen.getByLabelText('Username'), 'casey');
  await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass-1');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  // Signed in now, and still in the wizard.
  expect(await screen.findByRole('heading', { name: 'Choose Your Account Type' })).toBeInTheDocument();
}

describe('the pages that need a signed-in user', () => {
  it('show the sign-in screen in their place, and a sign-in continues to the page asked for', async () => {
    mockApi({
      'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
      'GET /auth/users/me/': { body: makeUser() },
      'GET /api/donators/700/': { body: makeUser().account.donator },
    });
    const { user, location } = renderApp({ path: paths.donate });
    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Make a Donation' })).toBeInTheDocument();
    expect(location()).toBe('/donate/form');
  });

  it('leave no second history entry for the page after a sign-in there: Back leaves it', async () => {
    mockApi({
      'GET /api/glasses/': { body: [] },
      'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
      'GET /auth/users/me/': { body: makeUser() },
      'GET /api/donators/700/': { body: makeUser().account.donator },
    });
    const { user, location, router } = renderApp({ path: paths.home });
    await act(() => router.navigate(paths.donate));
    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Make a Donation' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(location()).toBe('/');
  });

  it('keep a sign-up wizard started there until it ends, then show where it ends', async () => {
    signUpApi();
    const { user, location } = renderApp({ path: paths.account });
    await signUpFirstStep(user);
    await user.click(screen.getByRole('button', { name: /Be a Giver/ }));
    await user.type(screen.getByLabelText('Phone Number'), '555-222-3333');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/donate/form'));
    expect(await screen.findByRole('heading', { name: 'Make a Donation' })).toBeInTheDocument();
  });

  it('show their page to a user who left a sign-up half-way for another of them', async () => {
    signUpApi();
    const { user, location, router } = renderApp({ path: paths.donate });
    await signUpFirstStep(user);
    await router.navigate(paths.account);
    expect(await screen.findByRole('heading', { name: 'Account Overview' })).toBeInTheDocument();
    await router.navigate(paths.donate);
    expect(await screen.findByRole('heading', { name: 'Make a Donation' })).toBeInTheDocument();
    expect(location()).toBe('/donate/form');
  });
});
