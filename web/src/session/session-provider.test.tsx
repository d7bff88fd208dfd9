import { MESSAGES, TOKEN_STORAGE_KEY } from '@onepair/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';

import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { testQueryClient } from '@/testing/render';
import { apiClient } from '@/lib/api-client';

import { SessionProvider } from './session-provider';
import { useSession } from './use-session';
import type { SessionValue } from './session-context';

let session: SessionValue;
function Probe() {
  session = useSession();
  return <p data-testid="probe">{session.loading ? 'loading' : session.userInfo.loggedIn ? `in:${session.userInfo.username}` : 'out'}</p>;
}

function renderSession() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('SessionProvider', () => {
  it('starts loading, fetches the current user with the stored token and stores it as logged in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const api = mockApi({ 'GET /auth/users/me/': { body: makeUser() } });
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('in:casey'));
    expect(api.calls[0]!.headers.Authorization).toBe(`Token ${TEST_TOKEN}`);
    expect(session.role).toBe('donator');
  });

  it('logs "Can\'t login" when the fetch fails and stays logged out; a refused token is forgotten', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    mockApi({ 'GET /auth/users/me/': { status: 403, body: { detail: MESSAGES.invalidToken } } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSession();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(MESSAGES.cantLogin, expect.anything()));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is not loading for a visitor with no token, from the first render, and makes no call', async () => {
    const api = mockApi({});
    renderSession();
    // No spinner first: the page shows at once.
    expect(screen.getByTestId('probe')).toHaveTextContent('out');
    expect(api.calls).toEqual([]);
  });

  it('login stores the token and the user; logout clears both', async () => {
    const api = mockApi({
      'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
      'GET /auth/users/me/': { body: makeUser({ applied: true }) },
      'POST /auth/token/logout/': { status: 204 },
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out'));
    await act(() => session.login('casey', 'pw'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('in:casey'));
    expect(session.userInfo.donator).toBe(false);
    expect(session.role).toBe('donatee');
    await act(() => session.logout());
    expect(screen.getByTestId('probe')).toHaveTextContent('out');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('POST', '/auth/token/logout/')).toHaveLength(1);
  });

  it("setAuth saves the token; the account type 'donator' sets donator, others clear it", async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser() } });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out'));
    act(() => session.setAuth(TEST_TOKEN, 'donatee'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    await waitFor(() => expect(session.userInfo.loggedIn).toBe(true));
    expect(session.userInfo.donator).toBe(false);
    act(() => session.setAuth(TEST_TOKEN, 'donator'));
    expect(session.userInfo.donator).toBe(true);
  });

  it('ends the session when any call finds the token refused (signed out elsewhere)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    mockApi({
      'GET /auth/users/me/': { body: makeUser() },
      'PATCH /api/accounts/800/': { status: 403, body: { detail: MESSAGES.invalidToken } },
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('in:casey'));
    await act(() => apiClient.patch('/api/accounts/800/', { city: 'Austin' }).catch(() => undefined));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
