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
  const field = (name: keyof typeof ADDRESS_MAX_LENGTH, label: string, autoComplete: string, fieldIcon?: ReactNode) => (
    <FormTextField
      name={name}
      label={label}
      required={required}
      maxLength={ADDRESS_MAX_LENGTH[name]}
      sayLimit={false}
      autoComplete={someoneElses ? 'off' : autoComplete}
      icon={fieldIcon}
    />
  );
  const city = field('city', t('city'), 'address-level2');
  return (
    <>
      {field('address', t('address'), 'street-address', icon)}
      {!cityInRow && city}
      <div className={`grid grid-cols-1 gap-4 ${cityInRow ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {cityInRow && city}
        {field('state', t('state'), 'address-level1')}
        {field('zip_code', t('zipCode'), 'postal-code')}
      </div>
    </>
  );
}
