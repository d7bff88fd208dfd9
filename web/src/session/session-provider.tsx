import { MESSAGES, type User } from '@onepair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { isApiError, onStoredTokenEnded, readStoredToken, storeToken } from '@/lib/api-client';

import { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from './api/get-current-user';
import { loginWithPassword } from './api/login';
import { logoutToken } from './api/logout';
import { SessionContext, type SessionValue } from './session-context';
import { roleOf, toUserInfo, type AccountType } from './user-info';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readStoredToken());
  const [accountType, setAccountType] = useState<AccountType | null>(null);
  // A visitor with no stored token has nothing to wait for: the app shows its page at the
  // first render, instead of a spinner and then a second render of the whole tree.
  const [started, setStarted] = useState(() => !token);
  const me = useCurrentUser(Boolean(token));

  // App start: with a stored token, the loading flag stays set until the first current-user fetch settles.
  useEffect(() => {
    if (!started && (!token || !me.isPending)) setStarted(true);
  }, [started, token, me.isPending]);

  // A failed fetch is only logged and the user stays logged out; a token the server
  // refuses is forgotten so that public calls are not sent with it.
  useEffect(() => {
    if (!me.error) return;
    console.error(MESSAGES.cantLogin, me.error);
    if (isApiError(me.error) && (me.error.status === 401 || me.error.status === 403)) {
      storeToken(null);
      setToken(null);
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
    }
  }, [me.error, queryClient]);

  // A token that stopped working ends the session here as well: the user sees they are signed
  // out instead of failing at their next save. (The cached user goes when the next one comes.)
  useEffect(
    () =>
      onStoredTokenEnded(() => {
        storeToken(null);
        setToken(null);
        setAccountType(null);
      }),
    [],
  );

  const setAuth = useCallback(
    (newToken: string, type?: AccountType) => {
      // A new token: whatever was cached belongs to the previous visitor or user.
      if (newToken !== readStoredToken()) queryClient.removeQueries({ queryKey: currentUserQueryKey });
      storeToken(newToken);
      setToken(newToken);
      setAccountType(type ?? null);
    },
    [queryClient],
  );

  const refresh = useCallback(async (): Promise<User | null> => {
    if (!readStoredToken()) return null;
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    return queryClient.getQueryData<User>(currentUserQueryKey) ?? null;
  }, [queryClient]);

  const login = useCallback(
    async (username: string, password: string): Promise<User> => {
      const { auth_token } = await loginWithPassword({ username, password });
      // Whatever was cached belongs to the previous visitor or user.
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      storeToken(auth_token);
      const user = await queryClient.fetchQuery(currentUserQueryOptions());
      setAccountType(null);
      setToken(auth_token);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      return user;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const hadToken = readStoredToken();
    if (hadToken) {
      try {
        await logoutToken();
      } catch (error) {
        console.error('Logout failed on the server; the token is forgotten here anyway.', error);
      }
    }
    storeToken(null);
    setToken(null);
    setAccountType(null);
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<SessionValue>(() => {
    const user = token ? (me.data ?? null) : null;
    const userInfo = toUserInfo(user, accountType);
    return {
      token,
      user,
      userInfo,
      role: roleOf(userInfo),
      loading: !started,
      login,
      logout,
      setAuth,
      refresh,
    };
  }, [token, me.data, accountType, started, login, logout, setAuth, refresh]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
