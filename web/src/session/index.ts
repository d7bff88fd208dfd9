export { SessionProvider } from './session-provider';
export { useLogout, useSession } from './use-session';
export type { SessionValue } from './session-context';
export { LOGGED_OUT, isDonatorAccount, roleOf, toUserInfo } from './user-info';
export type { AccountType, UserInfo } from './user-info';
export { currentUserQueryKey, currentUserQueryOptions, replaceCurrentAccount } from './api/get-current-user';
