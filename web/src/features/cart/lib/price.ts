import { formatMoney } from '@/lib/format-number';
import type { CartItem } from '@/lib/last-picked-item';

/**
 * The picked item's price in the page's language ($0.00 when there is none, or it is not a
 * price), as `cartItemPrice` reads it. Call it while rendering, in a component that uses `useTexts`.
 */
export function cartPrice(item: CartItem | null): string {
  const price = item?.price;
  const amount = typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : 0;
  return formatMoney(amount);
}
