import { PHONE_LABEL, PHONE_PATTERN, type ApplicationStatus, type User } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CheckoutLink } from '@/components/checkout-link';
import { formTexts } from '@/components/form/texts';
import { paths } from '@/config/paths';
import { LAST_PICKED_ITEM_KEY, readLastPickedItem, rememberPickedItem } from '@/lib/last-picked-item';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/testing/mock-api';
import { deferredReply, renderPage, storeTestToken } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { cartStateOf } from '../lib/cart-state';
import { cartPrice } from '../lib/price';
import { cartTexts } from '../texts';

import { CartPage } from './cart-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BAMBOO = { name: 'Bamboo Harmony', image: '/media/8', glassesId: 8 };

/** A user whose application stands at `status`, as `GET /auth/users/me/` returns them. */
function recipient(status: ApplicationStatus, overrides: { claimed?: boolean; account?: Partial<User['account']> } = {}): User {
  const user = makeUser({ applied: status !== 'not_submitted', claimed: overrides.claimed, claimedGlasses: overrides.claimed ? 8 : null });
  return {
    ...user,
    account: { ...user.account, ...overrides.account, donatee: { ...user.account.donatee, application_status: status } },
  };
}

function renderCart(onVisitorSignIn = vi.fn()) {
  return { onVisitorSignIn, ...renderPage(<CartPage onVisitorSignIn={onVisitorSignIn} />, { route: paths.cart }) };
}

/** The API of a signed-in user at the cart; `claim` answers the claim. */
function signedIn(user: User, routes: Record<string, MockHandler> = {}) {
  storeTestToken();
  return mockApi({ 'GET /auth/users/me/': { body: user }, ...routes });
}

describe('the last picked item', () => {
  it('is remembered and read back; broken storage reads as nothing picked', () => {
    expect(readLastPickedItem()).toBeNull();
    rememberPickedItem({ name: 'Cat Eye Chic', image: '/media/9', glassesId: 9 });
    expect(readLastPickedItem()).toEqual({ name: 'Cat Eye Chic', image: '/media/9', glassesId: 9 });
    localStorage.setItem(LAST_PICKED_ITEM_KEY, '{not json');
    expect(readLastPickedItem()).toBeNull();
    localStorage.setItem(LAST_PICKED_ITEM_KEY, '{"price": 3}');
    expect(readLastPickedItem()).toBeNull();
  });

  it('reads the picture of an item stored by an earlier version under img or imageUrl', () => {
    localStorage.setItem(LAST_PICKED_ITEM_KEY, JSON.stringify({ name: 'Cat Eye Chic', img: '/media/9' }));
    expect(readLastPickedItem()).toEqual({ name: 'Cat Eye Chic', image: '/media/9' });
    localStorage.setItem(LAST_PICKED_ITEM_KEY, JSON.stringify({ name: 'Bamboo Harmony', imageUrl: '/media/8' }));
    expect(readLastPickedItem()).toEqual({ name: 'Bamboo Harmony', image: '/media/8' });
  });

  it('prices at $0.00 by default, with two decimals', () => {
    expect(cartPrice(null)).toBe('$0.00');
    expect(cartPrice({ name: 'x' })).toBe('$0.00');
    expect(cartPrice({ name: 'x', price: 12.5 })).toBe('$12.50');
  });
});

describe('who may check out', () => {
  it('is a receiver with an approved application and no active claim', () => {
    expect(cartStateOf('visitor', null)).toBe('visitor');
    expect(cartStateOf('donator', makeUser())).toBe('donor');
    // Chose 'Be a Receiver' in this session but left before the application.
    expect(cartStateOf('donatee', makeUser())).toBe('not-applied');
    expect(cartStateOf('donatee', recipient('submitted'))).toBe('waiting');
    expect(cartStateOf('donatee', recipient('info_requested'))).toBe('info-requested');
    expect(cartStateOf('donatee', recipient('rejected'))).toBe('rejected');
    expect(cartStateOf('donatee', recipient('approved', { claimed: true }))).toBe('claimed');
    expect(cartStateOf('donatee', recipient('approved'))).toBe('ready');
  });
});

describe('the cart page', () => {
  beforeEach(() => mockApi({}));

  it("shows 'Checkout and Sign Up' with the picked item's image, name and $0.00 price", () => {
    rememberPickedItem(BAMBOO);
    renderCart();
    expect(screen.getByRole('heading', { name: cartTexts.t('title') })).toBeInTheDocument();
    expect(screen.getByText('Bamboo Harmony')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bamboo Harmony' })).toHaveAttribute('src', '/media/8');
    expect(screen.getByTestId('cart-price')).toHaveTextContent('$0.00');
  });

  it('says when nothing is picked and links to the catalogue', () => {
    renderCart();
    expect(screen.getByText(cartTexts.t('nothingPicked'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartTexts.t('browse') })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('cart-price')).toHaveTextContent('$0.00');
  });

  it('asks a visitor to sign up as a receiver (or sign in) instead of showing the form', async () => {
    rememberPickedItem(BAMBOO);
    const user = userEvent.setup();
    const { onVisitorSignIn } = renderCart();
    expect(screen.getByTestId('cart-notice')).toHaveTextContent(cartTexts.t('visitor'));
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: cartTexts.t('signUp') }));
    expect(onVisitorSignIn).toHaveBeenLastCalledWith('sign-up');
    await user.click(screen.getByRole('button', { name: cartTexts.t('signIn') }));
    expect(onVisitorSignIn).toHaveBeenLastCalledWith('sign-in');
  });

  it('is reached through the checkout link, which remembers the item', async () => {
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route index element={<CheckoutLink item={{ name: 'Cat Eye Chic', image: '/media/9', glassesId: 9 }} />} />
        <Route path="cart" element={<CartPage onVisitorSignIn={() => undefined} />} />
      </Routes>,
      { route: '/*', at: '/' },
    );
    await user.click(screen.getByRole('link', { name: 'Check Out This Pair' }));
    expect(await screen.findByRole('heading', { name: cartTexts.t('title') })).toBeInTheDocument();
    expect(screen.getByText('Cat Eye Chic')).toBeInTheDocument();
  });
});

describe('instead of the form, the cart tells', () => {
  const cases: Array<[string, User, string, string, string]> = [
    ['a donor that claiming is for receivers', makeUser(), cartTexts.t('donor'), cartTexts.t('donorApply'), paths.apply],
    ['an applicant who waits for review', recipient('submitted'), cartTexts.t('waiting'), cartTexts.t('toAccount'), paths.account],
    [
      'an applicant asked for more information',
      recipient('info_requested'),
      cartTexts.t('infoRequested'),
      cartTexts.t('answer'),
      paths.apply,
    ],
    ['an applicant who was not approved', recipient('rejected'), cartTexts.t('rejected'), cartTexts.t('toAccount'), paths.account],
    [
      'a recipient who already claimed',
      recipient('approved', { claimed: true }),
      cartTexts.t('claimed'),
      cartTexts.t('toClaim'),
      paths.account,
    ],
  ];
  it.each(cases)('%s, with a link on', async (_case, person, text, link, to) => {
    rememberPickedItem(BAMBOO);
    signedIn(person);
    renderCart();
    const notice = (await screen.findByText(text)).closest<HTMLElement>('[data-testid="cart-notice"]')!;
    expect(within(notice).getByRole('link', { name: link })).toHaveAttribute('href', to);
    expect(screen.queryByLabelText(cartTexts.t('name'))).toBeNull();
  });

  it('a donor where to donate too', async () => {
    signedIn(makeUser());
    renderCart();
    expect(await screen.findByRole('link', { name: cartTexts.t('donate') })).toHaveAttribute('href', paths.donate);
  });
});

describe('checking out as an approved receiver', () => {
  /** Account and claim calls that succeed; the user read after the claim has claimed. */
  function approvedApi(user: User = recipient('approved'), routes: Record<string, MockHandler> = {}) {
    let claimed = false;
    const api = signedIn(user, {
      'GET /auth/users/me/': () => ({
        body: claimed ? { ...user, account: { ...user.account, donatee: { ...user.account.donatee, has_claimed: true } } } : user,
      }),
      'PATCH /api/accounts/70/': (call: ApiCall) => ({ body: { ...user.account, ...(call.body as object) } }),
      'PATCH /api/users/7/': (call: ApiCall) => ({ body: { id: 7, username: 'casey', ...(call.body as object) } }),
      'POST /api/claims/': () => {
        claimed = true;
        return { status: 201, body: makeClaim() };
      },
      ...routes,
    });
    return api;
  }

  it('prefills the form from the account and asks only for what a claim needs', async () => {
    rememberPickedItem(BAMBOO);
    approvedApi();
    renderCart();
    expect(await screen.findByLabelText(cartTexts.t('name'))).toHaveValue('casey');
    expect(screen.getByLabelText(cartTexts.t('email'))).toHaveValue('casey@example.org');
    expect(screen.getByLabelText(PHONE_LABEL)).toHaveValue('555-000-1111');
    expect(screen.getByLabelText(cartTexts.t('address'))).toHaveValue('1 Main St');
    expect(screen.queryByLabelText(formTexts.t('city'))).toBeNull();
    for (const label of [cartTexts.t('name'), cartTexts.t('email'), PHONE_LABEL, cartTexts.t('address')])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(cartTexts.t('email'))).toHaveAttribute('type', 'email');
    // The one phone rule of sign-up, the account page and the checkout.
    expect(screen.getByLabelText('Phone Number (100-100-1000)')).toHaveAttribute('pattern', PHONE_PATTERN);
  });

  it('saves the details, claims the picked pair and goes to /confirmation', async () => {
    rememberPickedItem(BAMBOO);
    const api = approvedApi();
    const user = userEvent.setup();
    const { location } = renderCart();
    const phone = await screen.findByLabelText(PHONE_LABEL);
    await user.clear(phone);
    await user.type(phone, '100-100-1000');
    await user.clear(screen.getByLabelText(cartTexts.t('address')));
    await user.type(screen.getByLabelText(cartTexts.t('address')), '9 Oak Ave');
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    await waitFor(() => expect(location()).toBe(paths.confirmation));
    expect(api.callsTo('PATCH', '/api/accounts/70/')[0]!.body).toEqual({ user: 7, phone_number: '100-100-1000', address: '9 Oak Ave' });
    // The email did not change, so it is not sent.
    expect(api.callsTo('PATCH', '/api/users/7/')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/claims/')[0]!.body).toEqual({ glasses_id: 8 });
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => call.path);
    expect(order).toEqual(['/api/accounts/70/', '/api/claims/']);
    // The pick is used up.
    expect(readLastPickedItem()).toBeNull();
  });

  it('asks a recipient who gave no names for them, saves them to the user, then claims', async () => {
    rememberPickedItem(BAMBOO);
    const unnamed = { ...recipient('approved'), first_name: '', last_name: '' };
    const api = approvedApi(unnamed);
    const user = userEvent.setup();
    const { location } = renderCart();
    const first = await screen.findByLabelText(/First name/);
    expect(first).toBeRequired();
    await user.type(first, 'Ana');
    await user.type(screen.getByLabelText(/Last name/), 'Ruiz');
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    await waitFor(() => expect(location()).toBe(paths.confirmation));
    expect(api.callsTo('PATCH', '/api/users/7/')[0]!.body).toEqual({ first_name: 'Ana', last_name: 'Ruiz' });
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => call.path);
    expect(order).toEqual(['/api/accounts/70/', '/api/users/7/', '/api/claims/']);
  });

  it('asks for no names when the recipient gave them', async () => {
    rememberPickedItem(BAMBOO);
    approvedApi();
    renderCart();
    await screen.findByLabelText(cartTexts.t('name'));
    expect(screen.queryByLabelText(/First name/)).toBeNull();
  });

  it('asks for city, state and zip code when the account lacks them, and saves them with a changed email', async () => {
    rememberPickedItem(BAMBOO);
    const api = approvedApi(recipient('approved', { account: { city: '', state: '', zip_code: '' } }));
    const user = userEvent.setup();
    const { location } = renderCart();
    const email = await screen.findByLabelText(cartTexts.t('email'));
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    // Each is required before anything is sent.
    for (const label of [formTexts.t('city'), formTexts.t('state'), formTexts.t('zipCode')]) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toBeInvalid();
    }
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.type(screen.getByLabelText(formTexts.t('city')), 'Reno');
    await user.type(screen.getByLabelText(formTexts.t('state')), 'NV');
    await user.type(screen.getByLabelText(formTexts.t('zipCode')), '89501');
    await user.clear(email);
    await user.type(email, 'casey@new.example.org');
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    await waitFor(() => expect(location()).toBe(paths.confirmation));
    expect(api.callsTo('PATCH', '/api/accounts/70/')[0]!.body).toEqual({
      user: 7,
      phone_number: '555-000-1111',
      address: '1 Main St',
      city: 'Reno',
      state: 'NV',
      zip_code: '89501',
    });
    expect(api.callsTo('PATCH', '/api/users/7/')[0]!.body).toEqual({ email: 'casey@new.example.org' });
  });

  it('does not submit a phone in the wrong shape', async () => {
    rememberPickedItem(BAMBOO);
    const api = approvedApi();
    const user = userEvent.setup();
    const { location } = renderCart();
    const phone = await screen.findByLabelText(PHONE_LABEL);
    await user.clear(phone);
    await user.type(phone, '555-CALL-ME');
    expect(phone).toBeInvalid();
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    expect(location()).toBe(paths.cart);
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("shows the account's refusal under the field, keeps what was typed and claims nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rememberPickedItem(BAMBOO);
    const api = approvedApi(recipient('approved'), {
      'PATCH /api/accounts/70/': { status: 400, body: { phone_number: ['Ensure this field has no more than 40 characters.'] } },
    });
    const user = userEvent.setup();
    const { location } = renderCart();
    const address = await screen.findByLabelText(cartTexts.t('address'));
    await user.clear(address);
    await user.type(address, '9 Oak Ave');
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    const phone = screen.getByLabelText(PHONE_LABEL);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Ensure this field has no more than 40 characters.'));
    expect(phone).toHaveFocus();
    expect(screen.getByText(`${cartTexts.t('saveFailed')} ${cartTexts.t('checkFields')}`)).toBeInTheDocument();
    expect(address).toHaveValue('9 Oak Ave');
    expect(api.callsTo('POST', '/api/claims/')).toHaveLength(0);
    expect(location()).toBe(paths.cart);
  });

  it("says the details were saved but the claim was refused, in the server's words, keeping the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rememberPickedItem(BAMBOO);
    const reply = deferredReply();
    approvedApi(recipient('approved'), { 'POST /api/claims/': reply.handler });
    const user = userEvent.setup();
    const { location } = renderCart();
    const address = await screen.findByLabelText(cartTexts.t('address'));
    await user.clear(address);
    await user.type(address, '9 Oak Ave');
    await user.click(screen.getByRole('button', { name: cartTexts.t('submit') }));
    expect(await screen.findByRole('button', { name: cartTexts.t('submitting') })).toBeDisabled();
    reply.resolve({ status: 400, body: { glasses_id: ['This item is out of stock.'] } });
    expect(await screen.findByText(`${cartTexts.t('claimFailed')} This item is out of stock.`)).toHaveAttribute('role', 'alert');
    expect(address).toHaveValue('9 Oak Ave');
    expect(screen.getByRole('button', { name: cartTexts.t('submit') })).toBeEnabled();
    expect(location()).toBe(paths.cart);
    // Still picked, to try again or pick another.
    expect(readLastPickedItem()).toEqual(BAMBOO);
  });

  it('offers no form when the picked item came without its catalogue id', async () => {
    rememberPickedItem({ name: 'Bamboo Harmony' });
    approvedApi();
    renderCart();
    expect(await screen.findByText(cartTexts.t('pickAgain'))).toBeInTheDocument();
    expect(screen.queryByLabelText(cartTexts.t('name'))).toBeNull();
  });
});

describe('the cart page in Spanish', () => {
  inSpanish();

  it('says in Spanish why a visitor cannot claim yet, the price still in dollars', async () => {
    mockApi({});
    rememberPickedItem({ ...BAMBOO, price: 1250 });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Finalizar pedido y registrarse' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-item')).toHaveTextContent('Precio: $1,250.00');
    expect(screen.getByTestId('cart-notice')).toHaveTextContent('Solo los receptores pueden pedir un par.');
    expect(screen.getByRole('button', { name: 'Crear una cuenta para pedir este par' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya tengo una cuenta' })).toBeInTheDocument();
  });
});
