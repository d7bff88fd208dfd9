import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';

import { SessionContext, type SessionValue } from './session-context';

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** Logout: clear the token, reset the user, go to the home page. */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(paths.home);
  }, [logout, navigate]);
}
