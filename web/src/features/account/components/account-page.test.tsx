import { TOKEN_STORAGE_KEY, todayIsoDate } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeDonation, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { accountTexts } from '../texts';

const { t } = accountTexts;

const daysAgo = (days: number) => todayIsoDate(new Date(Date.now() - days * 86_400_000));

function renderAccount(user = makeUser(), extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /auth/users/me/': { body: user },
    'GET /api/donators/700/': { body: user.account.donator },
    'POST /auth/token/logout/': { status: 204 },
    'GET /api/glasses/': { body: [] },
    ...extra,
  });
  return { api, ...renderApp({ path: paths.account, token: TEST_TOKEN }) };
}

describe('the account page', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({});
    renderApp({ path: paths.account });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows the overview with a read-only username and the editable fields', async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { name: t('title') })).toBeInTheDocument();
    expect(screen.getByText(t('subtitle'))).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('casey');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    for (const [label, value] of [
      ['Email', 'casey@example.org'],
      ['Phone Number', '555-000-1111'],
      ['Address', '1 Main St'],
      ['City', 'Springfield'],
      ['State', 'IL'],
      ['Zip Code', '62701'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveValue(value);
      expect(screen.getByLabelText(label!)).not.toHaveAttribute('readonly');
    }
    expect(screen.getByRole('button', { name: t('save') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('logout') })).toBeInTheDocument();
  });

  it("shows an 'Active Donator' with the total and the history newest first", async () => {
    const donations = [makeDonation(1, 50, daysAgo(90), 1), makeDonation(2, 12.5, daysAgo(3), 2), makeDonation(3, 7, daysAgo(1), 9)];
    renderAccount(makeUser({ donations }));
    expect(await screen.findByRole('heading', { name: t('donatorDetails') })).toBeInTheDocument();
    const status = await screen.findByTestId('donation-status');
    expect(status).toHaveTextContent(t('activeDonator'));
    expect(status).toHaveClass('text-green-700');
    expect(screen.getByText(t('donationStatus'))).toBeInTheDocument();
    expect(screen.getByText(t('totalDonated'))).toBeInTheDocument();
    expect(screen.getByTestId('total-donated')).toHaveTextContent('$69.50');
    expect(screen.getByRole('heading', { name: t('donationHistory') })).toBeInTheDocument();
    const rows = screen.getAllByTestId('donation');
    expect(rows.map((row) => row.textContent)).toEqual([
      `$7.00${daysAgo(1)}Region: Unknown Region`,
      `$12.50${daysAgo(3)}Region: Southwest`,
      `$50.00${daysAgo(90)}Region: West`,
    ]);
  });

  it("shows an 'Inactive Donator' when the newest donation is over 30 days old", async () => {
    renderAccount(makeUser({ donations: [makeDonation(1, 20, daysAgo(31), 3)] }));
    const status = await screen.findByTestId('donation-status');
    expect(status).toHaveTextContent(t('inactiveDonator'));
    expect(status).toHaveClass('text-red-700');
  });

  it("shows 'No Donations Yet' and a spinner while the donator loads", async () => {
    let release: () => void = () => undefined;
    const user = makeUser();
    renderAccount(user, {
      'GET /api/donators/700/': () => new Promise((resolve) => (release = () => resolve({ body: user.account.donator }))),
    });
    const section = (await screen.findByRole('heading', { name: t('donatorDetails') })).closest('section')!;
    expect(within(section).getByRole('status')).toHaveTextContent('Loading donations');
    release();
    expect(await within(section).findByText(t('noDonations'))).toBeInTheDocument();
    expect(screen.getByTestId('donation-status')).toHaveTextContent(t('inactiveDonator'));
  });

  it('logs a donator load failure and stops the spinner', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount(makeUser(), { 'GET /api/donators/700/': { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByText(t('noDonations'))).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('Could not load the donator', expect.anything());
  });

  it("shows Donatee Details with '$' amounts, 'N/A' for empty ones, Yes/No, and the prescription", async () => {
    const user = makeUser({ applied: true, prescription: '/media/12' });
    user.account.donatee.current_bank_balance = null;
    renderAccount(user);
    expect(await screen.findByRole('heading', { name: t('donateeDetails') })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('donatorDetails') })).toBeNull();
    const value = (term: string) => screen.getByTestId(`donatee-${term}`).textContent;
    expect(value(t('appliedForAccount'))).toBe('Yes');
    expect(value(t('claimed'))).toBe('No');
    expect(value(t('monthlyIncome'))).toBe('$1,200.00');
    expect(value(t('householdIncome'))).toBe('$2,500.50');
    expect(value(t('bankBalance'))).toBe('N/A');
    expect(value(t('dependent'))).toBe('No');
    expect(screen.getByRole('link', { name: t('viewPrescription') })).toHaveAttribute('href', '/media/12');
  });

  it("shows 'N/A' for a missing prescription", async () => {
    renderAccount(makeUser({ applied: true }));
    expect(await screen.findByTestId(`donatee-${t('prescription')}`)).toHaveTextContent('N/A');
  });

  it('saves the details, sending the email only when it changed, and says so', async () => {
    const { api, user } = renderAccount(makeUser(), {
      'PATCH /api/accounts/70/': (call) => ({ body: { ...makeUser().account, ...(call.body as object) } }),
      'PATCH /api/users/7/': (call) => ({ body: { id: 7, username: 'casey', ...(call.body as object) } }),
    });
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Portland');
    await user.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(t('saved'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/accounts/70/')[0]!.body).toMatchObject({ user: 7, city: 'Portland', phone_number: '555-000-1111' });
    expect(api.callsTo('PATCH', '/api/users/7/')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.org');
    await user.click(screen.getByRole('button', { name: t('save') }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/users/7/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/users/7/')[0]!.body).toEqual({ email: 'new@example.org' });
    expect(await screen.findByText(t('saved'))).toBeInTheDocument();
  });

  it("saves the account's language, the site's and the e-mails'", async () => {
    const { api, user } = renderAccount(makeUser(), {
      'PATCH /api/accounts/70/': (call) => ({ body: { ...makeUser().account, ...(call.body as object) } }),
    });
    const language = await screen.findByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(language).toHaveAccessibleDescription('The site and our e-mails are in this language.');
    await user.selectOptions(language, 'Español');
    await user.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(t('saved'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/accounts/70/')[0]!.body).toMatchObject({ user: 7, language: 'es' });
  });

  it('saves changed names to the user, with the limit said in the field', async () => {
    const { api, user } = renderAccount(makeUser(), {
      'PATCH /api/accounts/70/': (call) => ({ body: { ...makeUser().account, ...(call.body as object) } }),
      'PATCH /api/users/7/': (call) => ({ body: { id: 7, username: 'casey', ...(call.body as object) } }),
    });
    const last = await screen.findByLabelText(/Last name/);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Casey');
    expect(last).toHaveAttribute('maxlength', '150');
    expect(screen.getByText(/Up to 150 characters each/)).toBeInTheDocument();
    await user.clear(last);
    await user.type(last, 'Rivera-Lopez');
    await user.click(screen.getByRole('button', { name: t('save') }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/users/7/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/users/7/')[0]!.body).toEqual({ last_name: 'Rivera-Lopez' });
  });

  it('shows a failure next to the field and keeps the input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAccount(makeUser(), {
      'PATCH /api/accounts/70/': { status: 400, body: { zip_code: ['Ensure this field has no more than 10 characters.'] } },
    });
    const zip = await screen.findByLabelText('Zip Code');
    await user.clear(zip);
    await user.type(zip, '123456789012');
    await user.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(`${t('saveFailed')} ${t('checkFields')}`)).toBeInTheDocument();
    expect(zip).toHaveAccessibleDescription('Ensure this field has no more than 10 characters.');
    expect(zip).toHaveValue('123456789012');
  });

  it('shows an address another account has next to the Email field and keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAccount(makeUser(), {
      'PATCH /api/accounts/70/': (call) => ({ body: { ...makeUser().account, ...(call.body as object) } }),
      'PATCH /api/users/7/': { status: 400, body: { email: ['A user with that email already exists.'] } },
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'Taken@example.org');
    await user.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(`${t('saveFailed')} ${t('checkFields')}`)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('A user with that email already exists.');
    expect(email).toHaveValue('Taken@example.org');
  });

  it('says what went wrong when the save fails for another reason, without blaming the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAccount(makeUser(), {
      'PATCH /api/accounts/70/': { status: 500, body: { detail: 'A server error occurred.' } },
    });
    const city = await screen.findByLabelText('City');
    await user.type(city, ' Heights');
    await user.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(`${t('saveFailed')} A server error occurred.`)).toBeInTheDocument();
    expect(city).toHaveValue('Springfield Heights');
  });

  it('logs out: clears the token and goes to /', async () => {
    const { user, location, api } = renderAccount();
    await user.click(await screen.findByRole('button', { name: t('logout') }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('POST', '/auth/token/logout/')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('links a user who has not applied to the application page', async () => {
    const { user, location } = renderAccount();
    await user.click(await screen.findByRole('link', { name: t('applyLink') }));
    await waitFor(() => expect(location()).toBe('/apply'));
  });
});
