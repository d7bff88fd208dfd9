import { VALIDATION_MESSAGES, type Account, type User } from '@onepair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeClaim, makeUser, sampleGlasses } from '@/testing/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { claimingTexts } from '../claiming/texts';

/** An approved applicant whose account holds `address` (and, once claimed, the claim). */
function applicant(address: Partial<Account>, claimed = false): User {
  const user = makeUser({ applied: true, claimed, claimedGlasses: claimed ? 8 : null });
  return { ...user, account: { ...user.account, ...address } };
}

/** The API of one applicant: saving the account changes what `GET /auth/users/me/` answers. */
function applicantApi(start: Partial<Account>, routes: Record<string, MockHandler> = {}) {
  let account = start;
  let claimed = false;
  const api = mockApi({
    'GET /api/glasses/': { body: sampleGlasses() },
    'GET /auth/users/me/': () => ({ body: applicant(account, claimed) }),
    'PATCH /api/accounts/70/': (call: ApiCall) => {
      account = { ...account, ...(call.body as Partial<Account>) };
      return { body: applicant(account).account };
    },
    'POST /api/claims/': () => {
      claimed = true;
      return { status: 201, body: makeClaim() };
    },
    ...routes,
  });
  return api;
}

async function openDialog(user: ReturnType<typeof renderApp>['user'], name = 'Bamboo Harmony') {
  await user.click(await screen.findByRole('article', { name }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: claimingTexts.t('confirmTitle') });
  // The dialog's content loads with it.
  await within(dialog).findByRole('heading', { name }, { timeout: 5000 });
  return dialog;
}

// Whole forms are typed key by key: on a busy machine that takes longer than the default 5 s.
describe('the claim dialog and the shipping address', { timeout: 20_000 }, () => {
  it('asks a recipient who never gave their names for them, saves them to the user, then claims', async () => {
    let names = { first_name: '', last_name: '' };
    const api = applicantApi(
      {},
      {
        'GET /auth/users/me/': () => ({ body: { ...applicant({}), ...names } }),
        'PATCH /api/users/7/': (call: ApiCall) => {
          names = { ...names, ...(call.body as typeof names) };
          return { body: { ...applicant({}), ...names } };
        },
      },
    );
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('heading', { name: claimingTexts.t('shippingTitle') })).toBeInTheDocument();
    const first = within(dialog).getByLabelText(/First name/);
    expect(first).toBeRequired();
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    // The address is complete: only the names are asked for.
    expect(within(dialog).queryByLabelText('Address')).toBeNull();
    await user.type(first, 'Ana');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Ruiz');
    await user.click(within(dialog).getByRole('button', { name: claimingTexts.t('confirm') }));

    await waitFor(() => expect(api.callsTo('POST', '/api/claims/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/users/7/')[0]!.body).toEqual({ first_name: 'Ana', last_name: 'Ruiz' });
    expect(api.callsTo('PATCH', '/api/accounts/70/')).toEqual([]);
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => call.path);
    expect(order).toEqual(['/api/users/7/', '/api/claims/']);
  });

  it('asks for exactly the missing fields, checks them, saves them to the account, then claims', async () => {
    const api = applicantApi({ city: '', zip_code: '  ' });
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('heading', { name: claimingTexts.t('shippingTitle') })).toBeInTheDocument();
    const city = within(dialog).getByLabelText('City');
    const zip = within(dialog).getByLabelText('Zip Code');
    expect(city).toBeRequired();
    expect(zip).toHaveAttribute('autocomplete', 'postal-code');
    expect(within(dialog).queryByLabelText('Address')).toBeNull();
    expect(within(dialog).queryByLabelText('State')).toBeNull();

    // Blank is refused in the API's words, and nothing is sent (submitted directly: jsdom's own
    // check of `required` would stop the click first, as a browser does).
    await user.type(city, '   ');
    fireEvent.submit(
      within(dialog)
        .getByRole('button', { name: claimingTexts.t('confirm') })
        .closest('form')!,
    );
    await waitFor(() => expect(zip).toHaveAccessibleDescription(VALIDATION_MESSAGES.blank));
    expect(city).toHaveAccessibleDescription(VALIDATION_MESSAGES.blank);
    expect(api.callsTo('PATCH', '/api/accounts/70/')).toHaveLength(0);

    await user.clear(city);
    await user.type(city, 'Springfield');
    await user.type(zip, '62701');
    await user.click(within(dialog).getByRole('button', { name: claimingTexts.t('confirm') }));

    expect(await screen.findByRole('heading', { name: claimingTexts.t('onTheirWay') })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/accounts/70/')[0]!.body).toEqual({ user: 7, city: 'Springfield', zip_code: '62701' });
    expect(api.callsTo('POST', '/api/claims/')[0]!.body).toEqual({ glasses_id: 8 });
    // The account was saved before the claim was sent.
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => call.path);
    expect(order).toEqual(['/api/accounts/70/', '/api/claims/']);
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('1 Main St');
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('Springfield, IL 62701');
  });

  it("shows the account's refusal under its field, keeps what was typed and does not claim", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = applicantApi(
      { address: '' },
      { 'PATCH /api/accounts/70/': { status: 400, body: { address: ['Ensure this field has no more than 255 characters.'] } } },
    );
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    const dialog = await openDialog(user);
    const address = await within(dialog).findByLabelText('Address');
    await user.type(address, '12 Long Road');
    await user.click(within(dialog).getByRole('button', { name: claimingTexts.t('confirm') }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Ensure this field has no more than 255 characters.'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveValue('12 Long Road');
    expect(address).toHaveFocus();
    expect(api.callsTo('POST', '/api/claims/')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the claim's refusal of a field under it and the rest as the dialog's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applicantApi(
      { state: '' },
      {
        'POST /api/claims/': {
          status: 400,
          body: {
            non_field_errors: ['Add your shipping address before claiming a pair (missing: state).'],
            state: ['A pair needs this to reach you.'],
          },
        },
      },
    );
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    const dialog = await openDialog(user);
    const state = await within(dialog).findByLabelText('State');
    await user.type(state, 'IL');
    await user.click(within(dialog).getByRole('button', { name: claimingTexts.t('confirm') }));
    await waitFor(() => expect(state).toHaveAccessibleDescription('A pair needs this to reach you.'));
    expect(within(dialog).getByText(/Add your shipping address before claiming/)).toHaveAttribute('role', 'alert');
    expect(state).toHaveValue('IL');
  });

  it('asks for the fields a refusal names when the account seemed complete (changed elsewhere)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applicantApi(
      {},
      {
        'POST /api/claims/': {
          status: 400,
          body: {
            non_field_errors: ['Add your shipping address before claiming a pair (missing: zip_code).'],
            zip_code: ['A pair needs this to reach you.'],
          },
        },
      },
    );
    const { user } = renderApp({ path: paths.home, token: TEST_TOKEN });
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: claimingTexts.t('confirm') }));
    const zip = await within(dialog).findByLabelText('Zip Code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('A pair needs this to reach you.'));
    expect(zip).toHaveFocus();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByText(/Add your shipping address before claiming/)).toHaveAttribute('role', 'alert');
  });
});

describe('the on-their-way panel', () => {
  it('names the address the pair goes to, by where the pair is', async () => {
    const user = applicant({ address: '9 Elm St', city: 'Austin', state: 'TX', zip_code: '73301' }, true);
    const shipped = {
      ...makeClaim({ glasses: 8 }),
      status: 'shipped' as const,
      carrier: 'UPS',
      tracking_number: '1Z',
      shipped_at: '2026-01-06T10:00:00.000Z',
    };
    mockApi({
      'GET /api/glasses/': { body: sampleGlasses() },
      'GET /auth/users/me/': { body: { ...user, account: { ...user.account, donatee: { ...user.account.donatee, claim: shipped } } } },
    });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: claimingTexts.t('onTheirWay') })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(claimingTexts.t('deliveryLead', { status: 'shipped' })))).toBeInTheDocument();
    const address = screen.getByTestId('delivery-address');
    expect(address.tagName).toBe('ADDRESS');
    expect(address).toHaveTextContent('9 Elm St');
    expect(address).toHaveTextContent('Austin, TX 73301');
    expect(screen.queryByText(/the address on your account/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
  });

  it('says the pair is being prepared for the address of a claim not yet shipped', async () => {
    mockApi({
      'GET /api/glasses/': { body: sampleGlasses() },
      'GET /auth/users/me/': { body: applicant({}, true) },
    });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    expect(await screen.findByText(new RegExp(claimingTexts.t('deliveryLead', { status: 'claimed' })))).toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('Springfield, IL 62701');
  });
});
