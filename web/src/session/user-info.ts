import type { Account, CatalogueRole, User } from '@onepair/contract';

/** What the app knows of the signed-in user, or LOGGED_OUT for a visitor. */
export interface UserInfo {
  loggedIn: boolean;
  id: number | null;
  username: string;
  email: string;
  /** True for donators and for anyone whose donatee part shows no application (the role rule below). */
  donator: boolean;
  account: Account | null;
}

export type AccountType = 'donator' | 'donatee';

export const LOGGED_OUT: UserInfo = {
  loggedIn: false,
  id: null,
  username: '',
  email: '',
  donator: false,
  account: null,
};

/** The role rule: a donator unless the donatee part shows an application. */
export function isDonatorAccount(account: Account | null | undefined): boolean {
  return !account?.donatee?.has_applied_for_account;
}

/**
 * `chosenType` is what setAuth was last given during sign-up ('donator' sets donator true, any
 * other value false); without it the role comes from the account itself.
 */
export function toUserInfo(user: User | null | undefined, chosenType: AccountType | null = null): UserInfo {
  if (!user) return LOGGED_OUT;
  return {
    loggedIn: true,
    id: user.id,
    username: user.username,
    email: user.email,
    donator: chosenType ? chosenType === 'donator' : isDonatorAccount(user.account),
    account: user.account ?? null,
  };
}

/** Which catalogue view a user gets: visitors see the donator view. */
export function roleOf(userInfo: UserInfo): CatalogueRole {
  if (!userInfo.loggedIn) return 'visitor';
  return userInfo.donator ? 'donator' : 'donatee';
}
