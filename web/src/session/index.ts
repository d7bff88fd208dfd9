export { SessionProvider } from './session-provider';
export { useLogout, useSession } from './use-session';
export type { SessionValue } from './session-context';
export { LOGGED_OUT, isDonatorAccount, roleOf, toUserInfo } from './user-info';
export type { AccountType, UserInfo } from './user-info';
export { currentUserQueryKey, currentUserQueryOptions, replaceCurrentAccount } from './api/get-current-user';
// useUpdateAccount is imported from '@/session/api/update-account' itself: re-exported here, it
// changes how the build splits the shared code, and a first visit downloads about 2.4 KB (gzip)
// more (measured with `npm run build -w web`).
