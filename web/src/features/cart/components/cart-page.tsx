import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { cartItemImage, forgetPickedItem, readLastPickedItem } from '@/lib/last-picked-item';
import { useSession } from '@/session';

import { cartStateOf, type CartState } from '../lib/cart-state';
import { cartPrice } from '../lib/price';
import { cartTexts } from '../texts';

import { CheckoutForm } from './checkout-form';

export interface CartPageProps {
  /** A visitor asks to sign up (or sign in) to claim the pair; the app shows that screen and brings them back here. */
  onVisitorSignIn: (mode: 'sign-up' | 'sign-in') => void;
  /** Whether that screen is open over the page. */
  signInOpen?: boolean;
}

const linkClass = 'font-semibold text-blue-700 underline';

/**
 * /cart: the item the user last picked (image, name, price, $0.00 by default) and 'Checkout and
 * Sign Up'. A receiver who may claim fills in the form, which saves their details and claims the
 * pair, then goes to /confirmation. Everyone else is told why they cannot claim and where to go.
 */
export function CartPage({ onVisitorSignIn, signInOpen = false }: CartPageProps) {
  const t = useTexts(cartTexts);
  const navigate = useNavigate();
  const { role, user } = useSession();
  const [item] = useState(readLastPickedItem);
  // The claim changes the session's user before the page moves on: the form stays until then.
  const [checkingOut, setCheckingOut] = useState(false);
  const state: CartState = checkingOut ? 'ready' : cartStateOf(role, user);
  const glassesId = item?.glassesId;
  const heading = useRef<HTMLHeadingElement>(null);
  // A visitor who signed in (or up) in the dialog returns to a page that changed under it, and
  // the control that opened the dialog is gone: the focus goes to the page's heading.
  const wasVisitor = useRef(state === 'visitor');
  useEffect(() => {
    if (wasVisitor.current && state !== 'visitor' && !signInOpen) {
      wasVisitor.current = false;
      heading.current?.focus();
    }
  });

  const image = item ? cartItemImage(item) : undefined;
  return (
    <FormContainer className="min-h-[70vh]">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {t('title')}
      </h1>
      <section aria-label={t('yourItem')} className="mt-4 flex items-center gap-4 rounded-xl bg-slate-50 p-3" data-testid="cart-item">
        {image ? (
          <img src={image} alt={item!.name} className="h-16 w-24 shrink-0 rounded-lg bg-white object-contain" />
        ) : (
          <span aria-hidden="true" className="h-16 w-24 shrink-0 rounded-lg bg-slate-200" />
        )}
        <div className="min-w-0 flex-1">
          {item ? (
            <p className="truncate font-semibold text-slate-900">{item.name}</p>
          ) : (
            <p className="text-slate-700">
              {t('nothingPicked')}{' '}
              <Link to={paths.home} className={linkClass}>
                {t('browse')}
              </Link>
            </p>
          )}
          <p className="text-slate-700">
            {t('price')} <strong data-testid="cart-price">{cartPrice(item)}</strong>
          </p>
        </div>
      </section>
      {state === 'ready' ? (
        user &&
        glassesId !== undefined && (
          <CheckoutForm
            user={user}
            glassesId={glassesId}
            onBusyChange={setCheckingOut}
            onClaimed={() => {
              forgetPickedItem();
              navigate(paths.confirmation);
            }}
          />
        )
      ) : (
        <CartNotice state={state} onVisitorSignIn={onVisitorSignIn} />
      )}
      {state === 'ready' && item && glassesId === undefined && (
        <p className="mt-5 text-slate-700" data-testid="cart-notice">
          {t('pickAgain')}{' '}
          <Link to={paths.home} className={linkClass}>
            {t('browse')}
          </Link>
        </p>
      )}
    </FormContainer>
  );
}

/** Why this user cannot claim here, and the way to where they can go on. */
function CartNotice({ state, onVisitorSignIn }: { state: Exclude<CartState, 'ready'> } & Pick<CartPageProps, 'onVisitorSignIn'>) {
  const t = useTexts(cartTexts);
  let body: ReactNode;
  switch (state) {
    case 'visitor':
      body = (
        <>
          <p>{t('visitor')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => onVisitorSignIn('sign-up')}>{t('signUp')}</Button>
            <Button variant="secondary" onClick={() => onVisitorSignIn('sign-in')}>
              {t('signIn')}
            </Button>
          </div>
        </>
      );
      break;
    case 'donor':
      body = (
        <>
          <p>{t('donor')}</p>
          <p className="flex flex-col gap-2 sm:flex-row sm:gap-4">
            <Link to={paths.donate} className={linkClass}>
              {t('donate')}
            </Link>
            <Link to={paths.apply} className={linkClass}>
              {t('donorApply')}
            </Link>
          </p>
        </>
      );
      break;
    case 'not-applied':
      body = <Notice text={t('notApplied')} to={paths.apply} link={t('apply')} />;
      break;
    case 'waiting':
      body = <Notice text={t('waiting')} to={paths.account} link={t('toAccount')} />;
      break;
    case 'info-requested':
      body = <Notice text={t('infoRequested')} to={paths.apply} link={t('answer')} />;
      break;
    case 'rejected':
      body = <Notice text={t('rejected')} to={paths.account} link={t('toAccount')} />;
      break;
    case 'claimed':
      body = <Notice text={t('claimed')} to={paths.account} link={t('toClaim')} />;
      break;
  }
  return (
    <div className="mt-5 flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-slate-800" data-testid="cart-notice">
      {body}
    </div>
  );
}

function Notice({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <>
      <p>{text}</p>
      <p>
        <Link to={to} className={linkClass}>
          {link}
        </Link>
      </p>
    </>
  );
}
