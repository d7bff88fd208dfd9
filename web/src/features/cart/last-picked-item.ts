/**
 * The cart's "last picked item" (SPEC.md §3 "Cart item": name, price, img or imageUrl). A page that
 * lets the user pick something calls `rememberPickedItem`; the cart page reads it back. It is kept
 * in this browser's local storage, so it survives a reload and a sign-in.
 */
export interface CartItem {
  name: string;
  /** Dollars; the cart shows $0.00 when missing (the glasses are free to those who need them). */
  price?: number;
  img?: string;
  imageUrl?: string;
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
    return item as CartItem;
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

/** The item's picture address, whichever of the two spellings it has. */
export function cartItemImage(item: CartItem): string | undefined {
  return item.img || item.imageUrl || undefined;
}

/** The price with two decimals, $0.00 by default. */
export function cartItemPrice(item: CartItem | null): string {
  const price = item?.price;
  return `$${(typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : 0).toFixed(2)}`;
}
