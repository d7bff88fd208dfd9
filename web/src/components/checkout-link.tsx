import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { rememberPickedItem, type CartItem } from '@/lib/last-picked-item';

export interface CheckoutLinkProps {
  item: CartItem;
  className?: string;
}

export const CHECKOUT_LINK_TEXT = 'Check Out This Pair';

/** A link to /cart that first remembers `item` as the last picked one. */
export function CheckoutLink({ item, className = '' }: CheckoutLinkProps) {
  return (
    <Link
      to={paths.cart}
      onClick={() => rememberPickedItem(item)}
      className={`inline-flex min-h-10 items-center justify-center rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
    >
      {CHECKOUT_LINK_TEXT}
    </Link>
  );
}
