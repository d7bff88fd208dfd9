import { HomeIcon, PhoneIcon } from '@/components/ui/icons';
import { useTexts } from '@/i18n';

import { AddressInputs } from './address-inputs';
import { FormPhoneField } from './phone-field';
import { formTexts } from './texts';

export interface ContactInputsProps {
  /** City, state and zip code side by side on wide screens (the account page); else the city has a line of its own. */
  cityInRow?: boolean;
}

/**
 * An account's five contact fields (`ContactFields` in the contract) inside a Form: phone number,
 * address, city, state and zip code, as sign-up's contact step and the account page ask for them.
 * The phone number is a `FormPhoneField`, with its hint under it.
 */
export function ContactInputs({ cityInRow = false }: ContactInputsProps) {
  const t = useTexts(formTexts);
  return (
    <>
      <FormPhoneField name="phone_number" label={t('phoneNumber')} icon={<PhoneIcon />} />
      <AddressInputs cityInRow={cityInRow} icon={<HomeIcon />} />
    </>
  );
}
