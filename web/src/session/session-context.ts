import type { CatalogueRole, User } from '@onepair/contract';
import { createContext } from 'react';

import type { AccountType, UserInfo } from './user-info';

export interface SessionValue {
  token: string | null;
  userInfo: UserInfo;
  /** The full current user as the API returned it, or null for a visitor. */
  user: User | null;
  role: CatalogueRole;
  /** The app's loading flag: true from the start until the first current-user fetch settles. */
  loading: boolean;
  /** Signs in, stores the token and loads the user; rejects with an ApiError on failure. */
  login: (username: string, password: string) => Promise<User>;
  /** Forgets the token and the user (the caller goes to `/`; see useLogout). */
  logout: () => Promise<void>;
  /** Saves a token; an account type chosen during sign-up decides the donator flag. */
  setAuth: (token: string, accountType?: AccountType) => void;
  /** Fetches the current user again. */
  refresh: () => Promise<User | null>;
}

export const SessionContext = createContext<SessionValue | null>(null);
