import { TOKEN_STORAGE_KEY } from '@onepair/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';

import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';

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
  routes?: RouteObject[];
}

/** Renders with the real providers and a memory router; returns the router to read the location. */
export function renderApp({ path = '/', token, element, routes }: RenderOptions = {}) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const tree: RouteObject[] =
    routes ??
    (element
      ? [
          { path: '/', element },
          { path: '*', element },
        ]
      : appRoutes);
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, user, location: () => router.state.location.pathname };
}
