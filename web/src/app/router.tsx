import { Navigate } from 'react-router';

import { paths } from '@/config/paths';
import { prefetchClientConfig } from '@/lib/client-config';

import { RootLayout } from './layout/root-layout';
import { HomePage } from './routes/home-page';
import { page, type AppRoute } from './routing';

/** Every page of the app, at its address in config/paths.ts. The home page (the catalogue) is in the first-visit bundle. */
export const routes: AppRoute[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorBoundary: true,
    children: [
      {
        // A page that fails shows the error screen between the top bar and the footer.
        errorBoundary: true,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.homeAlias, element: <Navigate to={paths.home} replace /> },
          { path: paths.login, lazy: page(() => import('@/features/auth/components/login-page')) },
          { path: paths.getGlasses, lazy: page(() => import('@/features/get-glasses/components/get-glasses-page')) },
          { path: paths.forgotPassword, lazy: page(() => import('@/features/auth/components/forgot-password-page')) },
          { path: paths.resetPassword(':uid', ':token'), lazy: page(() => import('@/features/auth/components/reset-password-page')) },
          {
            // Pages for signed-in users: a visitor gets the sign-in screen in their place.
            lazy: page(() => import('./routes/require-sign-in')),
            children: [
              { path: paths.account, lazy: page(() => import('@/features/account/components/account-page')) },
              { path: paths.accountSecurity, lazy: page(() => import('@/features/account/components/security-page')) },
              { path: paths.apply, lazy: page(() => import('@/features/auth/components/apply-page')) },
              { path: paths.partner, lazy: page(() => import('@/features/partner/components/partner-page')) },
              { path: paths.donate, lazy: page(() => import('@/features/donate/components/donate-page')) },
              { path: paths.donateThankYou, lazy: page(() => import('@/features/donate/components/checkout-return-page')) },
              { path: paths.donateCancelled, lazy: page(() => import('@/features/donate/components/checkout-cancelled-page')) },
              {
                // The staff console: one chunk with its own table of screens (routes/staff-routes.tsx),
                // downloaded only when a staff address is visited.
                path: `${paths.staff}/*`,
                lazy: page(() => import('./routes/staff-routes')),
              },
            ],
          },
          { path: paths.glasses(':id'), lazy: page(() => import('@/features/glasses/detail/glasses-detail-page')) },
          {
            path: paths.map,
            // The tile address downloads alongside the page's code, not after it: the map's
            // placeholder needs it to draw the first tiles (map-placeholder.tsx).
            lazy: page(() => {
              prefetchClientConfig();
              return import('@/features/map/components/map-page');
            }),
          },
          { path: paths.transparency, lazy: page(() => import('@/features/transparency/components/transparency-page')) },
          { path: paths.about, lazy: page(() => import('@/features/about/components/about-page')) },
          { path: paths.accessibility, lazy: page(() => import('@/features/accessibility/components/accessibility-page')) },
          { path: paths.teamMember(':memberId'), lazy: page(() => import('@/features/about/components/team-member-page')) },
          { path: paths.cart, lazy: page(() => import('./routes/cart-page')) },
          { path: paths.confirmation, lazy: page(() => import('@/features/confirmation/components/confirmation-page')) },
          { path: paths.explorer, lazy: page(() => import('@/features/explorer/components/explorer-page')) },
          { path: '*', lazy: page(() => import('./routes/not-found-page')) },
        ],
      },
    ],
  },
];
