import { PHONE_LABEL } from '@onepair/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';

import { LAST_PICKED_ITEM_KEY, cartItemPrice, readLastPickedItem, rememberPickedItem } from '@/lib/last-picked-item';

import CartPage, { CART_TEXTS } from './cart-page';
import { CHECKOUT_LINK_TEXT, CheckoutLink } from '@/components/checkout-link';

beforeEach(() => {
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByLabelText(CART_TEXTS.name), 'Sam Doe');
  await user.type(screen.getByLabelText(CART_TEXTS.email), 'sam@example.org');
  await user.type(screen.getByLabelText(PHONE_LABEL), phone);
  await user.type(screen.getByLabelText(CART_TEXTS.address), '1 Main St');
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
    expect(cartItemPrice(null)).toBe('$0.00');
    expect(cartItemPrice({ name: 'x' })).toBe('$0.00');
    expect(cartItemPrice({ name: 'x', price: 12.5 })).toBe('$12.50');
  });
});

describe('the cart page', () => {
  it("shows 'Checkout and Sign Up' with the picked item's image, name and $0.00 price", () => {
    rememberPickedItem({ name: 'Bamboo Harmony', image: '/media/8' });
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('heading', { name: CART_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText('Bamboo Harmony')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bamboo Harmony' })).toHaveAttribute('src', '/media/8');
    expect(screen.getByTestId('cart-price')).toHaveTextContent('$0.00');
  });

  it('says when nothing is picked and links to the catalogue', () => {
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByText(CART_TEXTS.nothingPicked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CART_TEXTS.browse })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('cart-price')).toHaveTextContent('$0.00');
  });

  it('requires name, email, phone (ddd-ddd-dddd) and address', () => {
    renderPage(<CartPage />, { route: '/cart' });
    for (const label of [CART_TEXTS.name, CART_TEXTS.email, PHONE_LABEL, CART_TEXTS.address])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(CART_TEXTS.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number (100-100-1000)')).toHaveAttribute('pattern', '\\d{3}-\\d{3}-\\d{4}');
  });

  it('does not submit an empty form or a phone in the wrong shape', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<CartPage />, { route: '/cart' });
    await user.click(screen.getByRole('button', { name: CART_TEXTS.submit }));
    expect(location()).toBe('/cart');
    await fillForm(user, '1001001000');
    expect(screen.getByLabelText(PHONE_LABEL)).toBeInvalid();
    await user.click(screen.getByRole('button', { name: CART_TEXTS.submit }));
    expect(location()).toBe('/cart');
  });

  it('goes to /confirmation on Submit', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<CartPage />, { route: '/cart' });
    await fillForm(user, '100-100-1000');
    expect(screen.getByLabelText(PHONE_LABEL)).toBeValid();
    await user.click(screen.getByRole('button', { name: CART_TEXTS.submit }));
    await waitFor(() => expect(location()).toBe('/confirmation'));
  });

  it('is reached through the checkout link, which remembers the item', async () => {
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route index element={<CheckoutLink item={{ name: 'Cat Eye Chic', image: '/media/9', glassesId: 9 }} />} />
        <Route path="cart" element={<CartPage />} />
      </Routes>,
      { route: '/*', at: '/' },
    );
    await user.click(screen.getByRole('link', { name: CHECKOUT_LINK_TEXT }));
    expect(await screen.findByRole('heading', { name: CART_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText('Cat Eye Chic')).toBeInTheDocument();
  });
});
