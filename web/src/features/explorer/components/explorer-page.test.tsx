import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderPage, storeTestToken } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { ENDPOINT_GROUPS, parseJsonBody, requestPath, wrapIndex } from '../lib/endpoints';
import { explorerTexts } from '../texts';

import ExplorerPage from './explorer-page';

afterEach(() => vi.unstubAllGlobals());

/** Every call of the API (docs/api.md), the explorer-only ones included, as "METHOD path" ({id} for by-id rows). */
const API_CALLS = [
  'POST /auth/token/login/',
  'GET /auth/users/me/',
  'POST /auth/users/',
  'POST /auth/token/logout/',
  'PATCH /api/accounts/{id}/',
  'PATCH /api/donatees/{id}/',
  'GET /api/glasses/',
  'GET /api/donators/{id}/',
  'PATCH /api/users/{id}/',
  'GET /api/donation/',
  'POST /api/donation/',
  'GET /api/users/{id}/',
  'GET /api/users/',
  'POST /api/users/',
  'PUT /api/users/{id}/',
  'DELETE /api/users/{id}/',
  ...['donatees', 'donators', 'accounts', 'glasses'].flatMap((name) => [
    `GET /api/${name}/`,
    `POST /api/${name}/`,
    `GET /api/${name}/{id}/`,
    `PUT /api/${name}/{id}/`,
    `PATCH /api/${name}/{id}/`,
    `DELETE /api/${name}/{id}/`,
  ]),
];

function renderExplorer(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  const view = renderPage(<ExplorerPage />, { route: paths.explorer });
  return { api, ...view };
}

function groupTitle(): string {
  return screen.getByRole('heading', { level: 2 }).textContent ?? '';
}

/** A group's title as the page shows it in English. */
const titleOf = (index: number) => explorerTexts.t(ENDPOINT_GROUPS[index]!.title);

describe('the endpoint list', () => {
  it('covers every call of the API', () => {
    const listed = new Set(
      ENDPOINT_GROUPS.flatMap((group) => group.endpoints.map((e) => `${e.method} ${e.path}${e.idSuffix !== undefined ? '{id}/' : ''}`)),
    );
    for (const call of API_CALLS) expect(listed, call).toContain(call);
  });

  it('marks the donatee DELETE as not working', () => {
    const row = ENDPOINT_GROUPS.flatMap((group) => group.endpoints).find((e) => e.method === 'DELETE' && e.path === '/api/donatees/');
    expect(explorerTexts.t(row!.note!)).toMatch(/not working/i);
  });

  it('builds paths, wraps indexes and parses bodies', () => {
    expect(requestPath({ method: 'GET', path: '/api/users/', idSuffix: '1' }, ' 42 ')).toBe('/api/users/42/');
    expect(requestPath({ method: 'GET', path: '/api/users/', idSuffix: '1' }, 'a/b')).toBe('/api/users/a%2Fb/');
    expect(requestPath({ method: 'GET', path: '/api/users/' }, '9')).toBe('/api/users/');
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(parseJsonBody('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonBody('  ')).toEqual({ ok: true, value: undefined });
    expect(parseJsonBody('{a:1}').ok).toBe(false);
  });
});

describe('the API explorer page', () => {
  it('suggests signing in as staff and says who is signed in', async () => {
    renderExplorer();
    expect(screen.getByRole('heading', { level: 1, name: 'API Explorer' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in as admin/)).toHaveTextContent('ADMIN_PASSWORD');
    expect(screen.getByTestId('explorer-signed-in')).toHaveTextContent('You are not signed in.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('names a signed-in staff user', async () => {
    storeTestToken();
    renderExplorer({ 'GET /auth/users/me/': { status: 200, body: { ...makeUser(), username: 'admin', is_staff: true } } });
    await waitFor(() => expect(screen.getByTestId('explorer-signed-in')).toHaveTextContent('Signed in as admin (staff).'));
  });

  it('describes the Users group with its field names', async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Users with their nested account; others are seen as {id, username}.')).toBeInTheDocument();
  });

  it('pages through the groups with Back and Next, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderExplorer();
    const count = ENDPOINT_GROUPS.length;
    expect(groupTitle()).toBe(titleOf(0));
    expect(screen.getByText(`Group 1 of ${count}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(groupTitle()).toBe(titleOf(count - 1));
    expect(screen.getByText(`Group ${count} of ${count}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(groupTitle()).toBe(titleOf(0));
    for (let i = 1; i < count; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(groupTitle()).toBe(titleOf(i));
      expect(screen.getAllByTestId('endpoint')).toHaveLength(ENDPOINT_GROUPS[i]!.endpoints.length);
    }
  });

  it('sends to the edited id and shows a 2xx status in green with the response body', async () => {
    const user = userEvent.setup();
    const { api } = renderExplorer({ 'GET /api/users/5/': { status: 200, body: { id: 5, username: 'five' } } });
    await user.click(screen.getByRole('button', { name: 'Next' })); // Users
    const row = screen.getByRole('listitem', { name: 'GET /api/users/{id}/' });
    const id = within(row).getByLabelText('Id for GET /api/users/{id}/');
    await user.clear(id);
    await user.type(id, '5');
    await user.click(within(row).getByRole('button', { name: 'Send GET /api/users/5/' }));
    const status = await within(row).findByTestId('response-status');
    expect(status).toHaveTextContent('Status: 200');
    expect(status).toHaveAttribute('data-ok', 'true');
    expect(status.className).toContain('text-green-800');
    expect(within(row).getByTestId('response-body')).toHaveTextContent('"username": "five"');
    expect(api.callsTo('GET', '/api/users/5/')).toHaveLength(1);
  });

  it('shows an error status in red with the error body', async () => {
    const user = userEvent.setup();
    renderExplorer({ 'GET /api/users/': { status: 403, body: { detail: 'Authentication credentials were not provided.' } } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const row = screen.getByRole('listitem', { name: 'GET /api/users/' });
    await user.click(within(row).getByRole('button', { name: /^Send/ }));
    const status = await within(row).findByTestId('response-status');
    expect(status).toHaveTextContent('Status: 403');
    expect(status).toHaveAttribute('data-ok', 'false');
    expect(status.className).toContain('text-red-800');
    expect(within(row).getByTestId('response-body')).toHaveTextContent('Authentication credentials were not provided.');
  });

  it('marks an invalid JSON body red and blocks the call; fixing it sends the parsed body', async () => {
    const user = userEvent.setup();
    const { api } = renderExplorer({ 'POST /api/users/': { status: 201, body: { id: 9 } } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const row = screen.getByRole('listitem', { name: 'POST /api/users/' });
    const body = within(row).getByLabelText('Body (JSON) for POST /api/users/');
    expect(JSON.parse((body as HTMLTextAreaElement).value)).toHaveProperty('username');

    fireEvent.change(body, { target: { value: '{"username": "x",' } });
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body.className).toContain('border-red-600');
    expect(within(row).getByRole('alert')).toHaveTextContent('Not valid JSON, so it cannot be sent');
    const send = within(row).getByRole('button', { name: /^Send/ });
    expect(send).toBeDisabled();
    await user.click(send);
    expect(api.callsTo('POST', '/api/users/')).toHaveLength(0);

    fireEvent.change(body, { target: { value: '{"username": "x", "email": "x@example.org"}' } });
    expect(body).not.toHaveAttribute('aria-invalid');
    await user.click(send);
    await within(row).findByTestId('response-status');
    expect(api.callsTo('POST', '/api/users/')[0]!.body).toEqual({ username: 'x', email: 'x@example.org' });
  });
});

describe('the API explorer in Spanish', () => {
  inSpanish();

  it('says its words in Spanish and keeps the paths, methods and bodies as they are', async () => {
    const user = userEvent.setup();
    renderExplorer({ 'GET /api/users/': { status: 200, body: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorador de la API' })).toBeInTheDocument();
    expect(screen.getByTestId('explorer-signed-in')).toHaveTextContent('No ha iniciado sesión.');
    expect(screen.getByText(`Grupo 1 de ${ENDPOINT_GROUPS.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(groupTitle()).toBe('Usuarios');
    expect(screen.getByText('Usuarios con su cuenta incluida. A los demás se les ve como {id, username}.')).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: 'GET /api/users/' });
    expect(
      within(screen.getByRole('listitem', { name: 'POST /api/users/' })).getByLabelText('Cuerpo (JSON) de POST /api/users/'),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Enviar GET /api/users/' }));
    expect(await within(row).findByTestId('response-status')).toHaveTextContent('Estado: 200');
    expect(within(row).getByLabelText('Respuesta a GET /api/users/')).toBeInTheDocument();
  });
});
