import { MESSAGES } from '@onepair/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';

import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { routes } from './router';
import { ErrorPage } from './routes/error-page';

/** Every address the routes answer, written as a user would type it. */
function addresses(list: RouteObject[], prefix = ''): string[] {
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
    expect(() => createMemoryRouter(routes)).not.toThrow();
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
    renderApp({
      routes: [
        {
          path: '/',
          errorElement: <ErrorPage />,
          loader: () => {
            throw new Response('The glasses shelf fell over', { status: 503, statusText: 'Service Unavailable' });
          },
          element: <p>never</p>,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByTestId('error-message')).toHaveTextContent('The glasses shelf fell over');
  });

  it('shows a thrown error message on the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Lens cracked');
    }
    renderApp({ routes: [{ path: '/', errorElement: <ErrorPage />, element: <Broken /> }] });
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Lens cracked');
  });
});
