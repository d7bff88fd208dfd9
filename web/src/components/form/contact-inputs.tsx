import { PHONE_HINT, PHONE_PATTERN } from '@onepair/contract';

import { HomeIcon, PhoneIcon } from '@/components/ui/icons';

import { FormTextField } from './form';

export interface ContactInputsProps {
  /** City, state and zip code side by side on wide screens (the account page); else the city has a line of its own. */
  cityInRow?: boolean;
}

/**
 * An account's five contact fields (`ContactFields` in the contract) inside a Form: phone number,
 * address, city, state and zip code, as sign-up's contact step and the account page ask for them.
 */
export function ContactInputs({ cityInRow = false }: ContactInputsProps) {
  const city = <FormTextField name="city" label="City" autoComplete="address-level2" />;
  return (
    <>
      <FormTextField
        name="phone_number"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        icon={<PhoneIcon />}
        pattern={PHONE_PATTERN}
        title={PHONE_HINT}
      />
      <FormTextField name="address" label="Address" autoComplete="street-address" icon={<HomeIcon />} />
      {!cityInRow && city}
      <div className={`grid grid-cols-1 gap-4 ${cityInRow ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {cityInRow && city}
        <FormTextField name="state" label="State" autoComplete="address-level1" />
        <FormTextField name="zip_code" label="Zip Code" autoComplete="postal-code" />
      </div>
    </>
  );
}
