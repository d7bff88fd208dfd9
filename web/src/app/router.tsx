import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';

import { CataloguePage } from '@/features/glasses/components/catalogue-page';

import { RootLayout } from './layout/root-layout';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteFallback } from './routes/route-fallback';

type PageModule = { default: ComponentType };

/** A page loaded only when its route is visited (code-splitting, DESIGN/issue 4 "Performance"). */
function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

/** Every route of SPEC.md §2. The home page (the catalogue) is in the first-visit bundle. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: RouteFallback,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <CataloguePage /> },
          { path: 'home', element: <Navigate to="/" replace /> },
          { path: 'login', lazy: page(() => import('@/features/auth/components/login-page')) },
          { path: 'account', lazy: page(() => import('@/features/account/components/account-page')) },
          { path: 'apply', lazy: page(() => import('@/features/account/components/apply-page')) },
          { path: 'glasses/:id', lazy: page(() => import('@/features/glasses/components/glasses-detail-page')) },
          { path: 'donate/form', lazy: page(() => import('@/features/donate/components/donate-page')) },
          { path: 'map', lazy: page(() => import('@/features/map/components/map-page')) },
          { path: 'about', lazy: page(() => import('@/features/about/components/about-page')) },
          { path: 'about/team/:memberId', lazy: page(() => import('@/features/about/components/team-member-page')) },
          { path: 'cart', lazy: page(() => import('@/features/cart/components/cart-page')) },
          { path: 'confirmation', lazy: page(() => import('@/features/confirmation/components/confirmation-page')) },
          { path: 'routes', lazy: page(() => import('@/features/explorer/components/explorer-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
