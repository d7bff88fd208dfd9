import type { ReactElement } from 'react';
import { MESSAGES } from '@onepair/contract';
import { act, screen } from '@testing-library/react';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { routes } from './router';
import { page, type AppRoute } from './routing';

/** Every address the routes answer, written as a user would type it. */
function addresses(list: AppRoute[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ?? '';
    const here = !path ? prefix : path.startsWith('/') ? path : `${prefix}${prefix.endsWith('/') || !prefix ? '' : '/'}${path}`;
    return [...(path ? [here] : []), ...addresses(route.children ?? [], here)];
  });
}

describe('the router', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/glasses/': { body: [] } });
  });

  it('has a route for every page', () => {
    expect(addresses(routes)).toEqual(
      expect.arrayContaining([
        '/',
        '/home',
        '/login',
        '/account',
        '/apply',
        '/glasses/:id',
        '/donate/form',
        '/map',
        '/about',
        '/about/team/:memberId',
        '/cart',
        '/confirmation',
        '/routes',
        '/*',
      ]),
    );
  });

  it("redirects 'home' to /", async () => {
    const { location } = renderApp({ path: paths.homeAlias });
    expect(await screen.findByRole('heading', { name: 'Glasses Catalogue' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('gives unknown paths a not-found page', async () => {
    renderApp({ path: '/nowhere/at/all' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' with the status and message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Failing(): never {
      throw new ApiError(503, { detail: 'The glasses shelf fell over' }, 'The glasses shelf fell over');
    }
    renderApp({ routes: [{ path: '/', errorBoundary: true, element: <Failing /> }] });
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByTestId('error-message')).toHaveTextContent('The glasses shelf fell over');
  });

  it('shows a thrown error message on the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Lens cracked');
    }
    renderApp({ routes: [{ path: '/', errorBoundary: true, element: <Broken /> }] });
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Lens cracked');
  });
});

describe('pages loaded on demand', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/glasses/': { body: [] } });
  });

  it('shows a named loading state until the page has come, then the page', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const slow = page(() => new Promise((resolve) => (arrive = resolve)));
    renderApp({ path: '/slow', routes: [{ path: '/slow', lazy: slow }] });
    expect(await screen.findByText('Loading page')).toBeInTheDocument();
    arrive({ default: () => <h1>Slow page</h1> });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('leaves the error screen when the user goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Lens cracked');
    }
    const { router } = renderApp({
      path: '/broken',
      routes: [
        {
          path: '/',
          errorBoundary: true,
          children: [
            { path: 'broken', element: <Broken /> },
            { path: 'fine', element: <h1>Fine page</h1> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  });
});
