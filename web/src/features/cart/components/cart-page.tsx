import { CheckoutFields, PHONE_LABEL, PHONE_PATTERN } from '@onepair/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Form, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { FormContainer } from '@/components/ui/form-container';
import { HomeIcon, MailIcon, PersonIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms';
import { cartItemImage, cartItemPrice, readLastPickedItem } from '@/lib/last-picked-item';

export const CART_TEXTS = {
  title: 'Checkout and Sign Up',
  yourItem: 'Your item',
  nothingPicked: 'You have not picked a pair yet.',
  browse: 'Browse the glasses',
  name: 'Name',
  email: 'Email',
  address: 'Address',
  submit: 'Submit',
} as const;

/**
 * /cart: the item the user last picked (image, name, price, $0.00 by default) and the
 * 'Checkout and Sign Up' form; all fields required, the phone as ddd-ddd-dddd. Submit goes to
 * /confirmation. No payment is processed.
 */
export default function CartPage() {
  const navigate = useNavigate();
  const [item] = useState(readLastPickedItem);
  const form = useSchemaForm(CheckoutFields, { defaultValues: { name: '', email: '', phone: '', address: '' } });

  const image = item ? cartItemImage(item) : undefined;
  return (
    <FormContainer className="min-h-[70vh]">
      <h1 className="text-2xl font-bold text-slate-900">{CART_TEXTS.title}</h1>
      <section aria-label={CART_TEXTS.yourItem} className="mt-4 flex items-center gap-4 rounded-xl bg-slate-50 p-3" data-testid="cart-item">
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
              {CART_TEXTS.nothingPicked}{' '}
              <Link to={paths.home} className="font-semibold text-blue-700 underline">
                {CART_TEXTS.browse}
              </Link>
            </p>
          )}
          <p className="text-slate-700">
            Price: <strong data-testid="cart-price">{cartItemPrice(item)}</strong>
          </p>
        </div>
      </section>
      <Form form={form} onSubmit={() => navigate(paths.confirmation)} className="mt-5 flex flex-col gap-4" aria-label={CART_TEXTS.title}>
        <FormTextField name="name" label={CART_TEXTS.name} icon={<PersonIcon />} required autoComplete="name" />
        <FormTextField name="email" label={CART_TEXTS.email} type="email" icon={<MailIcon />} required autoComplete="email" />
        <FormTextField
          name="phone"
          label={PHONE_LABEL}
          type="tel"
          icon={<PhoneIcon />}
          required
          pattern={PHONE_PATTERN}
          title="Three digits, three digits and four digits, separated by dashes: 100-100-1000"
          autoComplete="tel"
        />
        <FormTextField name="address" label={CART_TEXTS.address} icon={<HomeIcon />} required autoComplete="street-address" />
        <Button type="submit" fullWidth>
          {CART_TEXTS.submit}
        </Button>
      </Form>
    </FormContainer>
  );
}
