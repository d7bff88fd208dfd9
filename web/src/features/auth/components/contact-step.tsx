import { useState, type FormEvent, type ReactElement } from 'react';

import { Button } from '@/components/ui/button';
import { HomeIcon, PhoneIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { fieldError, formError } from '@/lib/api-client';
import type { AccountType } from '@/session';

import { AUTH_TEXTS, moreInformationTitle } from '../lib/texts';

import { FormMessage } from './form-message';

export interface ContactDetails {
  phone_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

export const EMPTY_CONTACT: ContactDetails = { phone_number: '', address: '', city: '', state: '', zip_code: '' };

export interface ContactStepProps {
  type: AccountType;
  initial: ContactDetails;
  busy: boolean;
  error: unknown;
  onSubmit: (details: ContactDetails) => void;
  onBack: (details: ContactDetails) => void;
}

/** Step 2 'Some More Information for the {type}': Next for a donatee, Submit for a donator, Back. */
export function ContactStep({ type, initial, busy, error, onSubmit, onBack }: ContactStepProps) {
  const [values, setValues] = useState<ContactDetails>(initial);
  const set = (field: keyof ContactDetails) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(values);
  }

  const field = (name: keyof ContactDetails, label: string, extra: { autoComplete?: string; icon?: ReactElement; type?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={fieldError(error, name)}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="contact-title">
      <h2 id="contact-title" className="text-center text-xl font-bold text-slate-900 sm:text-2xl">
        {moreInformationTitle(type)}
      </h2>
      {field('phone_number', 'Phone Number', { autoComplete: 'tel', icon: <PhoneIcon />, type: 'tel' })}
      {field('address', 'Address', { autoComplete: 'street-address', icon: <HomeIcon /> })}
      {field('city', 'City', { autoComplete: 'address-level2' })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('zip_code', 'Zip Code', { autoComplete: 'postal-code' })}
      </div>
      <FormMessage message={formError(error)} />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? AUTH_TEXTS.loading : type === 'donatee' ? AUTH_TEXTS.next : AUTH_TEXTS.submit}
      </Button>
      <p className="text-center">
        <Button variant="link" onClick={() => onBack(values)} disabled={busy}>
          {AUTH_TEXTS.back}
        </Button>
      </p>
    </form>
  );
}
