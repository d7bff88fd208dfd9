import { ADDRESS_MAX_LENGTH } from '@onepair/contract';
import type { ReactNode } from 'react';

import { useTexts } from '@/i18n';

import { FormTextField } from './form';
import { formTexts } from './texts';

export interface AddressInputsProps {
  /** Every field must be filled in (the cart, an organisation, a partner's client). */
  required?: boolean;
  /** Someone else's address (a partner's client): the browser must not fill in the user's own. */
  someoneElses?: boolean;
  /** City, state and zip code side by side on wide screens; else the city has a line of its own. */
  cityInRow?: boolean;
  /** Shown in the street address field. */
  icon?: ReactNode;
}

/**
 * A postal address inside a Form: `address`, `city`, `state` and `zip_code`, each limited to the
 * length the database keeps. The account's contact fields, the cart, an organisation and a
 * partner's client ask for it this way.
 */
export function AddressInputs({ required = false, someoneElses = false, cityInRow = false, icon }: AddressInputsProps) {
  const t = useTexts(formTexts);
  const fill = (token: string) => (someoneElses ? 'off' : token);
  const city = (
    <FormTextField
      name="city"
      label={t('city')}
      required={required}
      maxLength={ADDRESS_MAX_LENGTH.city}
      sayLimit={false}
      autoComplete={fill('address-level2')}
    />
  );
  return (
    <>
      <FormTextField
        name="address"
        label={t('address')}
        required={required}
        maxLength={ADDRESS_MAX_LENGTH.address}
        sayLimit={false}
        autoComplete={fill('street-address')}
        icon={icon}
      />
      {!cityInRow && city}
      <div className={`grid grid-cols-1 gap-4 ${cityInRow ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {cityInRow && city}
        <FormTextField
          name="state"
          label={t('state')}
          required={required}
          maxLength={ADDRESS_MAX_LENGTH.state}
          sayLimit={false}
          autoComplete={fill('address-level1')}
        />
        <FormTextField
          name="zip_code"
          label={t('zipCode')}
          required={required}
          maxLength={ADDRESS_MAX_LENGTH.zip_code}
          sayLimit={false}
          autoComplete={fill('postal-code')}
        />
      </div>
    </>
  );
}
