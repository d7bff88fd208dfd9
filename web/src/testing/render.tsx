import { TOKEN_STORAGE_KEY } from '@onepair/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { AppRoutes, type AppRoute } from '@/app/routing';

import { testRouter } from './memory-router';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

export interface RenderOptions {
  /** Starting address. */
  path?: string;
  /** Stored before rendering so that the session starts signed in. */
  token?: string;
  /** The app's routes by default; or a single element shown at every path, with a probe route. */
  element?: ReactElement;
  routes?: AppRoute[];
}

/** Renders with the real providers and a memory router; returns the router to read the location. */
export function renderApp({ path = '/', token, element, routes }: RenderOptions = {}) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const table: AppRoute[] =
    routes ??
    (element
      ? [
          { path: '/', element },
          { path: '*', element },
        ]
      : appRoutes);
  const { tree, router } = testRouter(path, <AppRoutes routes={table} />);
  const user = userEvent.setup();
  const utils = render(<AppProvider queryClient={testQueryClient()}>{tree}</AppProvider>);
  return { ...utils, router, user, location: () => router.state.location.pathname };
}
