import { GIFT_DONOR_EMAIL_MAX_LENGTH, GIFT_DONOR_NAME_MAX_LENGTH } from '@onepair/contract';
import { useEffect, useId, useState } from 'react';
import { get, useFormContext, useFormState, type FieldError, type FieldValues } from 'react-hook-form';

import { FormRadioGroup, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTexts } from '@/i18n';

import { useDonorSearch } from '../api/gifts';
import { personLabel } from '../../lib/person-label';
import { staffDonationsTexts } from '../texts';

/** Who gave: a user picked from a search, or a new donor by name and address. */
export interface DonorValues {
  donorKind: 'existing' | 'new';
  /** The picked user's id, as text; empty until one is picked. */
  donor: string;
  donorName: string;
  donorEmail: string;
}

/**
 * The donor of a gift staff record, inside a Form whose values include DonorValues: someone with
 * an account, found by part of their name, username or address and picked from the matches, or
 * someone new, by name and e-mail address (an account that has the address gets the gift).
 */
export function DonorPicker() {
  const t = useTexts(staffDonationsTexts);
  const { register, watch, clearErrors, setValue } = useFormContext<DonorValues>();
  const kind = watch('donorKind');
  // A message about the picked user means nothing once the gift is for someone new, and would hold the form back.
  useEffect(() => clearErrors('donor'), [kind, clearErrors]);
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const matches = useDonorSearch(searched);
  const { errors } = useFormState({ name: 'donor' });
  const donorFieldError: FieldError | undefined = get(errors, 'donor');
  const donorError = donorFieldError?.message || undefined;
  const donorErrorId = useId();

  // A new search forgets the person picked before: they may not be among its matches, and a
  // gift must never go to someone no longer shown as chosen.
  const search = () => {
    setValue('donor', '');
    setSearched(typed.trim());
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold text-slate-900">{t('donor')}</legend>
      <FormRadioGroup
        name="donorKind"
        legend={t('donorKindLegend')}
        legendHidden
        options={[
          { value: 'existing', label: t('existingDonor') },
          { value: 'new', label: t('newDonor') },
        ]}
      />
      {kind === 'existing' ? (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <TextField
              label={t('donorSearch')}
              hint={t('donorSearchHint')}
              value={typed}
              type="search"
              autoComplete="off"
              maxLength={150}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Enter searches here rather than sending the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  search();
                }
              }}
            />
            <Button variant="secondary" className="sm:mt-1" onClick={search} disabled={typed.trim() === ''}>
              {t('donorSearchButton')}
            </Button>
          </div>
          <div aria-live="polite">
            {searched !== '' && matches.isPending && <p className="text-slate-700">{t('donorSearching')}</p>}
            {matches.isError && <p className="text-red-800">{t('donorSearchFailed')}</p>}
            {matches.data?.results.length === 0 && <p className="text-slate-700">{t('donorNoMatches')}</p>}
            {matches.data && matches.data.results.length > 0 && (
              <p className="text-slate-700">{t('donorsFound', { count: matches.data.results.length })}</p>
            )}
          </div>
          {matches.data && matches.data.results.length > 0 && (
            <fieldset aria-describedby={donorError ? donorErrorId : undefined} className="flex flex-col gap-1">
              <legend className="font-semibold text-slate-800">{t('chooseDonor')}</legend>
              {matches.data.results.map((person) => (
                <label key={person.id} className="flex min-h-11 items-center gap-2 break-all text-slate-800">
                  <input
                    type="radio"
                    value={String(person.id)}
                    {...register('donor', {
                      validate: (value, all) => all.donorKind !== 'existing' || value !== '' || t('donorRequired'),
                    })}
                  />
                  <span>
                    {personLabel(person)} <span className="text-slate-600">{person.email}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {donorError && (
            <p id={donorErrorId} role="alert" className="text-sm text-red-800">
              {donorError}
            </p>
          )}
        </>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormTextField
            name="donorName"
            label={t('donorName')}
            required
            maxLength={GIFT_DONOR_NAME_MAX_LENGTH}
            autoComplete="off"
            options={{
              validate: (value: string, all: FieldValues) => all.donorKind !== 'new' || value.trim() !== '' || t('donorNameRequired'),
            }}
          />
          <FormTextField
            name="donorEmail"
            label={t('donorEmail')}
            hint={t('donorEmailHint')}
            type="email"
            required
            maxLength={GIFT_DONOR_EMAIL_MAX_LENGTH}
            autoComplete="off"
            options={{
              validate: (value: string, all: FieldValues) => all.donorKind !== 'new' || value.trim() !== '' || t('donorEmailRequired'),
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
