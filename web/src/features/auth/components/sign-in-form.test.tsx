import { MESSAGES, TOKEN_STORAGE_KEY, VALIDATION_MESSAGES } from '@onepair/contract';
import { screen, waitFor } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { inSpanish } from '@/testing/in-spanish';
import { renderApp } from '@/testing/render';

import { authTexts } from '../texts';

describe('sign in', () => {
  it("shows 'All Fields Are Required.' for empty fields, still tries, and clears it on edit", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({
      'POST /auth/token/login/': {
        status: 400,
        body: { username: [VALIDATION_MESSAGES.required], password: [VALIDATION_MESSAGES.required] },
      },
    });
    const { user } = renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { name: authTexts.t('welcomeBack') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authTexts.t('signIn') }));
    expect(await screen.findByText(MESSAGES.allFieldsRequired)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/auth/token/login/')).toHaveLength(1));
    await user.type(screen.getByLabelText('Username'), 'c');
    expect(screen.queryByText(MESSAGES.allFieldsRequired)).toBeNull();
    // ... and no older message from the server takes its place.
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
  });

  it("puts the focus on the first empty field with 'All Fields Are Required.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/token/login/': { status: 400, body: { password: [VALIDATION_MESSAGES.required] } } });
    const { user } = renderApp({ path: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.click(screen.getByRole('button', { name: authTexts.t('signIn') }));
    expect(await screen.findByText(MESSAGES.allFieldsRequired)).toBeInTheDocument();
    // Not left on the button, which is disabled while the request runs.
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("reads 'Loading...' while busy, then goes to /account", async () => {
    let finish: () => void = () => undefined;
    mockApi({
      'POST /auth/token/login/': () => new Promise((resolve) => (finish = () => resolve({ body: { auth_token: TEST_TOKEN } }))),
      'GET /auth/users/me/': { body: makeUser() },
      'GET /api/donators/700/': { body: makeUser().account.donator },
    });
    const { user, location } = renderApp({ path: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: authTexts.t('signIn') }));
    expect(await screen.findByRole('button', { name: authTexts.t('loading') })).toBeDisabled();
    finish();
    await waitFor(() => expect(location()).toBe('/account'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Account Overview' })).toBeInTheDocument();
  });

  it('takes staff to the staff console', async () => {
    mockApi({
      'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
      'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
      'GET /api/staff/summary/': { body: { applications_waiting: 0, claims_to_ship: 0, support_waiting: 0 } },
    });
    const { user, location } = renderApp({ path: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: authTexts.t('signIn') }));
    await waitFor(() => expect(location()).toBe(paths.staff));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('leaves staff on the page the sign-in stood in for', async () => {
    mockApi({
      'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
      'GET /auth/users/me/': { body: { ...makeUser(), is_staff: true } },
      'GET /api/staff/outbox/': { body: { results: [], next: null } },
    });
    const { user, location } = renderApp({ path: paths.staffOutbox });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: authTexts.t('signIn') }));
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(location()).toBe(paths.staffOutbox);
  });

  it('shows a wrong password to the user and keeps the input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/token/login/': { status: 400, body: { non_field_errors: [MESSAGES.loginFailed] } } });
    const { user } = renderApp({ path: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: authTexts.t('signIn') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(screen.getByLabelText('Username')).toHaveValue('casey');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it("switches to sign-up with 'Need an Account?' and back with 'Already have an Account?'", async () => {
    const { user } = renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: authTexts.t('needAccount') }));
    expect(screen.getByRole('heading', { name: authTexts.t('getStarted') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authTexts.t('haveAccount') }));
    expect(screen.getByRole('heading', { name: authTexts.t('welcomeBack') })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /login on to the account', async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser() }, 'GET /api/donators/700/': { body: makeUser().account.donator } });
    const { location } = renderApp({ path: '/login', token: TEST_TOKEN });
    await waitFor(() => expect(location()).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'Account Overview' })).toBeInTheDocument();
  });
});

describe('sign in, in Spanish', () => {
  inSpanish();

  it("asks in Spanish and says 'All Fields Are Required.' in Spanish", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/token/login/': { status: 400, body: { password: ['Este campo es obligatorio.'] } } });
    const { user } = renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Le damos la bienvenida' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', paths.forgotPassword);
    await user.type(screen.getByLabelText('Nombre de usuario'), 'casey');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Todos los campos son obligatorios.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });
});
