/**
 * Renders one page the way the app does (query client, session, router) at a chosen address, with
 * every other address showing a stub that names its path, so tests can see where a page went.
 * renderApp (testing/render.tsx) renders the app's own routes instead.
 */
import { TOKEN_STORAGE_KEY } from '@onepair/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';

import { AppProvider } from '@/app/provider';

import { TEST_TOKEN } from './fixtures';
import { testRouter } from './memory-router';
import type { MockReply } from './mock-api';
import { testQueryClient } from './render';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  );
}

function OtherPage() {
  const location = useLocation();
  return <p>Other page {location.pathname}</p>;
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted on, e.g. '/about/team/:memberId'. */
  route?: string;
  /** The address to start at; defaults to the route. */
  at?: string;
}

export function renderPage(page: ReactElement, { route = '/', at }: RenderPageOptions = {}) {
  const queryClient = testQueryClient();
  const { tree, router } = testRouter(
    at ?? route,
    <>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<OtherPage />} />
      </Routes>
      <LocationProbe />
    </>,
  );
  const result = render(<AppProvider queryClient={queryClient}>{tree}</AppProvider>);
  return { ...result, router, queryClient, location: () => router.state.location.pathname };
}

/** Signs the session in as the user that `GET /auth/users/me/` returns (call before rendering). */
export function storeTestToken(token = TEST_TOKEN): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** A reply the test releases when it wants (to see what shows while a request is in flight). */
export function deferredReply(): { handler: () => Promise<MockReply>; resolve: (reply: MockReply) => void } {
  let release: (reply: MockReply) => void = () => {};
  const pending = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, resolve: (reply) => release(reply) };
}
