import { Link } from 'react-router';

import { CHECKOUT_LINK_KEY, donorTexts } from '@/components/donor/texts';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { rememberPickedItem, type CartItem } from '@/lib/last-picked-item';

export interface CheckoutLinkProps {
  item: CartItem;
  className?: string;
}

/** A link to /cart ('Check Out This Pair') that first remembers `item` as the last picked one. */
export function CheckoutLink({ item, className = '' }: CheckoutLinkProps) {
  const t = useTexts(donorTexts);
  return (
    <Link
      to={paths.cart}
      onClick={() => rememberPickedItem(item)}
      className={`inline-flex min-h-10 items-center justify-center rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
    >
      {t(CHECKOUT_LINK_KEY)}
    </Link>
  );
}
