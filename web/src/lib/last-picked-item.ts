/**
 * The cart's "last picked item": name, price and picture. A page that lets the user pick something
 * calls `rememberPickedItem`; the cart page reads it back. It is kept in this browser's local
 * storage, so it survives a reload and a sign-in.
 */
export interface CartItem {
  name: string;
  /** Dollars; the cart shows $0.00 when missing (the glasses are free to those who need them). */
  price?: number;
  /** The picture's address. */
  image?: string;
  /** The glasses item it came from, when it came from the catalogue. */
  glassesId?: number;
}

export const LAST_PICKED_ITEM_KEY = 'onepair.cart.lastPickedItem';

export function rememberPickedItem(item: CartItem): void {
  try {
    localStorage.setItem(LAST_PICKED_ITEM_KEY, JSON.stringify(item));
  } catch {
    // Storage can be unavailable; the cart then shows that nothing is picked.
  }
}

export function readLastPickedItem(): CartItem | null {
  try {
    const stored = localStorage.getItem(LAST_PICKED_ITEM_KEY);
    if (!stored) return null;
    const item: unknown = JSON.parse(stored);
    if (typeof item !== 'object' || item === null || typeof (item as CartItem).name !== 'string') return null;
    // Items stored by earlier versions of the app name the picture `img` or `imageUrl`.
    const { img, imageUrl, ...rest } = item as CartItem & { img?: string; imageUrl?: string };
    const image = rest.image || img || imageUrl;
    return image ? { ...rest, image } : rest;
  } catch {
    return null;
  }
}

export function forgetPickedItem(): void {
  try {
    localStorage.removeItem(LAST_PICKED_ITEM_KEY);
  } catch {
    // nothing to forget
  }
}

/** The item's picture address, if it has one. */
export function cartItemImage(item: CartItem): string | undefined {
  return item.image || undefined;
}

/** The price with two decimals, $0.00 by default. */
export function cartItemPrice(item: CartItem | null): string {
  const price = item?.price;
  return `$${(typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : 0).toFixed(2)}`;
}
