import { MESSAGES, SPANISH_INVALID_TOKEN, TOKEN_STORAGE_KEY, translateMessage } from '@onepair/contract';

import { mockApi } from '@/testing/mock-api';

import { ApiError, apiClient, onStoredTokenEnded } from './api-client';
import { allErrorMessages, fieldErrors, formError } from './api-errors';

describe('apiClient', () => {
  it('knows an ended token from the refusal in Spanish too (a page in Spanish asks for it)', async () => {
    expect(translateMessage(MESSAGES.invalidToken, 'es')).toBe(SPANISH_INVALID_TOKEN);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    mockApi({ 'GET /auth/users/me/': { status: 403, body: { detail: SPANISH_INVALID_TOKEN } } });
    const ended = vi.fn();
    const stop = onStoredTokenEnded(ended);
    await expect(apiClient.get('/auth/users/me/')).rejects.toThrow(SPANISH_INVALID_TOKEN);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells the session when the stored token stops working, and only then', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    mockApi({
      'GET /auth/users/me/': { status: 403, body: { detail: MESSAGES.invalidToken } },
      'GET /api/users/': { status: 403, body: { detail: MESSAGES.permissionDenied } },
      'PATCH /api/users/1/': { status: 400, body: { email: ['Enter a valid email address.'] } },
      'POST /auth/token/logout/': { status: 204 },
      'POST /auth/token/logout_all/': { status: 204 },
      'DELETE /auth/users/me/': { status: 204 },
    });
    const ended = vi.fn();
    const stop = onStoredTokenEnded(ended);
    await expect(apiClient.get('/api/users/')).rejects.toThrow();
    await expect(apiClient.patch('/api/users/1/', { email: 'x' })).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
    await expect(apiClient.get('/auth/users/me/')).rejects.toThrow(MESSAGES.invalidToken);
    expect(ended).toHaveBeenCalledTimes(1);
    await apiClient.post('/auth/token/logout/');
    expect(ended).toHaveBeenCalledTimes(2);
    // Signing out everywhere and erasing the account end this session as well.
    await apiClient.post('/auth/token/logout_all/');
    expect(ended).toHaveBeenCalledTimes(3);
    await apiClient.delete('/auth/users/me/', { body: { current_password: 'x' } });
    expect(ended).toHaveBeenCalledTimes(4);
    // A refusal of a token that is no longer the stored one ends nothing.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    await expect(apiClient.get('/auth/users/me/')).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(4);
    stop();
  });

  it('sends the stored token as "Token <key>" and JSON bodies', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const api = mockApi({ 'PATCH /api/accounts/1/': { body: { account_id: 1 } } });
    await expect(apiClient.patch('/api/accounts/1/', { city: 'Austin' })).resolves.toEqual({ account_id: 1 });
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', path: '/api/accounts/1/', body: { city: 'Austin' } });
    expect(api.calls[0]!.headers).toMatchObject({ Authorization: 'Token abc', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header without a token or for anonymous calls', async () => {
    const api = mockApi({ 'POST /auth/token/login/': { body: { auth_token: 't' } }, 'GET /api/glasses/': { body: [] } });
    await apiClient.get('/api/glasses/');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    await apiClient.post('/auth/token/login/', { username: 'a', password: 'b' }, { anonymous: true });
    expect(api.calls.map((call) => call.headers.Authorization)).toEqual([undefined, undefined]);
  });

  it('passes FormData through untouched (the browser sets the multipart boundary)', async () => {
    const api = mockApi({ 'PATCH /api/donatees/3/': { body: {} } });
    const form = new FormData();
    form.append('is_dependent', 'true');
    await apiClient.patch('/api/donatees/3/', form);
    expect(api.calls[0]!.body).toBe(form);
    expect(api.calls[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('turns a 204 into null and a DRF error into an ApiError with status and body', async () => {
    mockApi({
      'POST /auth/token/logout/': { status: 204 },
      'POST /auth/users/': {
        status: 400,
        body: { username: ['A user with that username already exists.'], password: ['Too short.', 'Too common.'] },
      },
    });
    await expect(apiClient.post('/auth/token/logout/')).resolves.toBeNull();
    const error = await apiClient.post('/auth/users/', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(fieldErrors(error)).toEqual({
      username: ['A user with that username already exists.'],
      password: ['Too short.', 'Too common.'],
    });
    expect(formError(error)).toBeUndefined();
    expect(allErrorMessages(error)).toContain('A user with that username already exists.');
  });

  it("reads a server failure in another JSON shape as the form's message", () => {
    const proxy = new ApiError(502, { statusCode: 502, error: 'Bad Gateway', message: 'upstream down' });
    expect(formError(proxy)).toBe('Bad Gateway upstream down');
    expect(formError(new ApiError(400, { username: ['Taken.'] }))).toBeUndefined();
  });

  it('reads non_field_errors and detail as form errors', () => {
    expect(formError(new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] }))).toBe(
      'Unable to log in with provided credentials.',
    );
    expect(formError(new ApiError(403, { detail: 'Invalid token.' }))).toBe('Invalid token.');
    expect(fieldErrors(new ApiError(403, { detail: 'Invalid token.' }))).toEqual({});
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/api/glasses/')).rejects.toMatchObject({ status: 0 });
  });

  it('raw() returns the status instead of throwing', async () => {
    mockApi({ 'GET /api/users/': { status: 403, body: { detail: 'Nope' } } });
    await expect(apiClient.raw('GET', '/api/users/')).resolves.toEqual({ status: 403, ok: false, body: { detail: 'Nope' } });
  });
});
