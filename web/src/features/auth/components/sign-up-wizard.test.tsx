import { TOKEN_STORAGE_KEY, USERNAME_MESSAGES, VALIDATION_MESSAGES, type Language, type User } from '@onepair/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { paths } from '@/config/paths';
import { daysAgo, fillApplication } from '@/testing/application';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { inSpanish } from '@/testing/in-spanish';
import { renderApp } from '@/testing/render';

import { authTexts } from '../texts';

/** The user made by the sign-up; `language` is the one the sign-up sent (the page's), English unless said. */
function signUpApi(options: { applied?: () => boolean; language?: Language } = {}) {
  const me = (): User => {
    const user = makeUser({ applied: options.applied?.() ?? false });
    return { ...user, account: { ...user.account, language: options.language ?? 'en' } };
  };
  return mockApi({
    'POST /auth/users/': (call: ApiCall) => ({ status: 201, body: { id: 7, ...(call.body as object), password: undefined } }),
    'POST /auth/token/login/': { body: { auth_token: TEST_TOKEN } },
    'GET /auth/users/me/': () => ({ body: me() }),
    'PATCH /api/accounts/70/': (call: ApiCall) => ({ body: { ...makeUser().account, ...(call.body as object) } }),
    'PATCH /api/users/7/': (call: ApiCall) => ({ body: { ...makeUser(), ...(call.body as object) } }),
    'GET /api/donators/700/': { body: makeUser().account.donator },
  });
}

async function fillStepZero(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: authTexts.t('needAccount') }));
  expect(screen.getByRole('heading', { name: authTexts.t('getStarted') })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  for (const label of ['Email', 'Username', 'Password']) expect(screen.getByLabelText(label)).toBeRequired();
  await user.type(screen.getByLabelText('Email'), 'casey@example.org');
  await user.type(screen.getByLabelText('Username'), 'casey');
  await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass-1');
  await user.click(screen.getByRole('button', { name: authTexts.t('signUp') }));
}

describe('the focus in the sign-in / sign-up screen', () => {
  it("moves to the new form's or step's heading when the control that led there goes away", async () => {
    signUpApi();
    const { user } = renderApp({ path: paths.login });
    await fillStepZero(user);
    // 'Need an Account?' went with the sign-in form; the sign-up form's heading has the focus.
    expect(await screen.findByRole('heading', { name: authTexts.t('chooseType') })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: new RegExp(authTexts.t('receiver')) }));
    expect(screen.getByRole('heading', { name: 'Some More Information for the Donatee' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: authTexts.t('back') }));
    expect(screen.getByRole('heading', { name: authTexts.t('chooseType') })).toHaveFocus();
  });

  it("moves to 'Get Started' and back to 'Welcome Back' when switching forms, not on the first render", async () => {
    mockApi({});
    const { user } = renderApp({ path: paths.login });
    const welcome = await screen.findByRole('heading', { name: authTexts.t('welcomeBack') });
    expect(welcome).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: authTexts.t('needAccount') }));
    expect(screen.getByRole('heading', { name: authTexts.t('getStarted') })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: authTexts.t('haveAccount') }));
    expect(screen.getByRole('heading', { name: authTexts.t('welcomeBack') })).toHaveFocus();
  });
});

describe('sign up', () => {
  it('creates the user, logs in automatically, and a donator goes 0 → 1 → 2 → /donate/form with 2 dots', async () => {
    const api = signUpApi();
    const { user, location } = renderApp({ path: paths.login });
    await fillStepZero(user);
    expect(await screen.findByRole('heading', { name: authTexts.t('chooseType') })).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/users/')[0]!.body).toEqual({
      email: 'casey@example.org',
      username: 'casey',
      password: 'Long-Enough-Pass-1',
      language: 'en',
    });
    expect(api.callsTo('POST', '/auth/token/login/')[0]!.body).toEqual({ username: 'casey', password: 'Long-Enough-Pass-1' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);

    await user.click(screen.getByRole('button', { name: new RegExp(authTexts.t('giver')) }));
    expect(screen.getByRole('heading', { name: 'Some More Information for the Donator' })).toBeInTheDocument();
    expect(screen.getAllByTestId('progress-dot')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Step 2 of 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: authTexts.t('next') })).toBeNull();
    await user.type(screen.getByLabelText('Phone Number'), '555-222-3333');
    await user.type(screen.getByLabelText('Zip Code'), '10001');
    await user.click(screen.getByRole('button', { name: authTexts.t('submit') }));
    await waitFor(() => expect(location()).toBe('/donate/form'));
    // A giver's names are optional: none given, none sent.
    expect(api.callsTo('PATCH', '/api/users/7/')).toEqual([]);
    expect(api.callsTo('PATCH', '/api/accounts/70/')[0]!.body).toEqual({
      user: 7,
      phone_number: '555-222-3333',
      address: '',
      city: '',
      state: '',
      zip_code: '10001',
    });
  });

  it('opens on the sign-up with the receiver suggested for a visitor who came to apply for glasses', async () => {
    signUpApi();
    const { user } = renderApp({ path: paths.signUpRecipient });
    expect(await screen.findByRole('heading', { name: authTexts.t('getStarted') })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'casey@example.org');
    await user.type(screen.getByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass-1');
    await user.click(screen.getByRole('button', { name: authTexts.t('signUp') }));
    expect(await screen.findByRole('heading', { name: authTexts.t('chooseType') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(authTexts.t('receiver')) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: new RegExp(authTexts.t('giver')) })).toHaveAttribute('aria-pressed', 'false');
  });

  // The whole wizard is typed key by key: on a busy machine that takes longer than the default 5 s.
  it("a donatee gets 3 dots, 'Next', 'Back' to step 1, the Donatee Form with the file, then /account", { timeout: 20_000 }, async () => {
    let applied = false;
    const api = signUpApi({ applied: () => applied });
    api.fetchMock.mockName('fetch');
    const { user, location } = renderApp({ path: paths.login });
    // The donatee PATCH is answered by a route added after the fact.
    const patches: ApiCall[] = [];
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/donatees/7000/') {
        patches.push({ method: init!.method!, path: String(input), search: '', body: init!.body, headers: {} });
        applied = true;
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return original(input, init);
    });

    await fillStepZero(user);
    await user.click(await screen.findByRole('button', { name: new RegExp(authTexts.t('receiver')) }));
    expect(screen.getByRole('heading', { name: 'Some More Information for the Donatee' })).toBeInTheDocument();
    expect(screen.getAllByTestId('progress-dot')).toHaveLength(3);
    await user.type(screen.getByLabelText('City'), 'Denver');
    await user.click(screen.getByRole('button', { name: authTexts.t('back') }));
    expect(screen.getByRole('heading', { name: authTexts.t('chooseType') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(authTexts.t('receiver')) }));
    expect(screen.getByLabelText('City')).toHaveValue('Denver');
    // A receiver's pair is addressed to them: both names are asked for before going on.
    await user.click(screen.getByRole('button', { name: authTexts.t('next') }));
    expect(await screen.findAllByText(VALIDATION_MESSAGES.blank)).toHaveLength(2);
    expect(screen.getByLabelText(/First name/)).toBeRequired();
    await user.type(screen.getByLabelText(/First name/), 'Ana');
    await user.type(screen.getByLabelText(/Last name/), 'Ruiz');
    await user.click(screen.getByRole('button', { name: authTexts.t('next') }));

    expect(await screen.findByRole('heading', { name: authTexts.t('donateeForm') })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/users/7/')[0]!.body).toEqual({ first_name: 'Ana', last_name: 'Ruiz' });
    expect(screen.getByRole('group', { name: 'Step 3 of 3' })).toBeInTheDocument();
    for (const label of ['Monthly Income', 'Household Income', 'Current Bank Balance']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number');
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    await fillApplication(user, { dependent: 'Yes', examDate: daysAgo(3) });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'rx.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(authTexts.t('prescriptionUpload')), file);
    // jsdom does not see files set by user-event when it checks `required`, so submit directly.
    fireEvent.submit(screen.getByRole('button', { name: authTexts.t('submit') }).closest('form')!);

    await waitFor(() => expect(location()).toBe('/account'));
    const form = patches[0]!.body as FormData;
    expect(patches[0]!.method).toBe('PATCH');
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'prescription'))).toEqual({
      has_applied_for_account: 'true',
      has_claimed: 'false',
      monthly_income: '1200',
      average_household_income: '2500.5',
      current_bank_balance: '80',
      is_dependent: 'true',
      household_size: '3',
      prescription_sphere_right: '',
      prescription_cylinder_right: '',
      prescription_sphere_left: '',
      prescription_cylinder_left: '',
      prescription_exam_date: daysAgo(3),
    });
    expect((form.get('prescription') as File).name).toBe('rx.png');
    expect(await screen.findByRole('heading', { name: 'Donatee Details' })).toBeInTheDocument();
  });

  it('shows server errors next to the fields and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /auth/users/': {
        status: 400,
        body: {
          username: ['A user with that username already exists.'],
          password: ['This password is too common.'],
          email: ['Enter a valid email address.'],
        },
      },
    });
    const { user } = renderApp({ path: paths.login });
    await fillStepZero(user);
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('A user with that username already exists.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This password is too common.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Username')).toHaveValue('casey');
    expect(screen.getByRole('heading', { name: authTexts.t('getStarted') })).toBeInTheDocument();
  });

  it('shows a username that would pass for a donor refused by the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/users/': { status: 400, body: { username: [USERNAME_MESSAGES.anonymous] } } });
    const { user } = renderApp({ path: paths.login });
    await fillStepZero(user);
    expect(await screen.findByText(USERNAME_MESSAGES.anonymous)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(USERNAME_MESSAGES.anonymous);
    expect(screen.getByRole('heading', { name: authTexts.t('getStarted') })).toBeInTheDocument();
  });

  it('when the automatic login fails, Sign Up again only logs in (the user exists already)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let loginFails = true;
    const api = mockApi({
      'POST /auth/users/': (call: ApiCall) => ({ status: 201, body: { id: 7, ...(call.body as object), password: undefined } }),
      'POST /auth/token/login/': () =>
        loginFails ? { status: 503, body: { detail: 'Service unavailable.' } } : { body: { auth_token: TEST_TOKEN } },
      'GET /auth/users/me/': { body: makeUser() },
    });
    const { user } = renderApp({ path: paths.login });
    await fillStepZero(user);
    expect(await screen.findByText('Service unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: authTexts.t('getStarted') })).toBeInTheDocument();
    loginFails = false;
    await user.click(screen.getByRole('button', { name: authTexts.t('signUp') }));
    expect(await screen.findByRole('heading', { name: authTexts.t('chooseType') })).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/users/')).toHaveLength(1);
    expect(api.callsTo('POST', '/auth/token/login/')).toHaveLength(2);
  });

  it('a receiver who leaves before the Donatee Form is sent to it when choosing a pair', async () => {
    signUpApi();
    const { user, router, location } = renderApp({ path: paths.login });
    await fillStepZero(user);
    await user.click(await screen.findByRole('button', { name: new RegExp(authTexts.t('receiver')) }));
    await act(() => router.navigate('/'));
    await user.click(await screen.findByRole('article', { name: 'Bamboo Harmony' }));
    await waitFor(() => expect(location()).toBe('/apply'));
    expect(await screen.findByRole('heading', { name: authTexts.t('donateeForm') })).toBeInTheDocument();
  });

  it('rejects a prescription file that is too large before sending it', async () => {
    signUpApi();
    const { user } = renderApp({ path: paths.login });
    await fillStepZero(user);
    await user.click(await screen.findByRole('button', { name: new RegExp(authTexts.t('receiver')) }));
    await user.type(screen.getByLabelText(/First name/), 'Ana');
    await user.type(screen.getByLabelText(/Last name/), 'Ruiz');
    await user.click(screen.getByRole('button', { name: authTexts.t('next') }));
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText(authTexts.t('prescriptionUpload')), big);
    expect(screen.getByRole('alert')).toHaveTextContent('at most 5 MB');
  });
});

describe('sign-up in Spanish', () => {
  inSpanish();

  it("asks in Spanish, makes the account in Spanish and shows the contract's rules in Spanish", async () => {
    // The account takes the page's language, which the page then keeps.
    const api = signUpApi({ language: 'es' });
    const { user } = renderApp({ path: paths.login });
    expect(await screen.findByRole('heading', { name: 'Le damos la bienvenida' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿No tiene una cuenta?' }));
    expect(screen.getByRole('heading', { name: 'Empecemos' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.org');
    await user.type(screen.getByLabelText('Nombre de usuario'), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'Long-Enough-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Elija su tipo de cuenta' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/users/')[0]!.body).toMatchObject({ username: 'ana', language: 'es' });

    await user.click(screen.getByRole('button', { name: /Quiero recibir lentes/ }));
    expect(screen.getByRole('heading', { name: 'Unos datos más del receptor' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Paso 2 de 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText('Nombre')).toHaveAccessibleDescription('Este campo no puede estar vacío.');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(screen.getByRole('button', { name: /Quiero donar/ }));
    expect(screen.getByRole('heading', { name: 'Unos datos más del donante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});
