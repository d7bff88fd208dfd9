import { ANONYMOUS_NAME, PUBLIC_NAME_MAX_LENGTH, checkPublicName, publicDonorName, type Donator } from '@onepair/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';
import { fieldErrors, formError } from '@/lib/api-errors';
import { showServerErrors } from '@/lib/forms';

import { donorTexts } from './texts';
import { useUpdateDonorPrivacy } from './update-donor-privacy';

interface ChoiceValues {
  shown: 'name' | 'anonymous';
  public_name: string;
}

export interface PublicNameChoiceProps {
  donator: Pick<Donator, 'donator_id' | 'public_name' | 'is_anonymous'>;
  className?: string;
}

/**
 * The donor's choice of how the map and the top-donor lists show them: a public name they
 * choose, or "Anonymous" (which they are until they choose one). Offered on the donation form
 * and the account page; the input stays after a refused save.
 */
export function PublicNameChoice({ donator, className = '' }: PublicNameChoiceProps) {
  const t = useTexts(donorTexts);
  const form = useForm<ChoiceValues>({
    defaultValues: { shown: donator.is_anonymous || !donator.public_name ? 'anonymous' : 'name', public_name: donator.public_name ?? '' },
  });
  const save = useUpdateDonorPrivacy();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const anonymous = form.watch('shown') === 'anonymous';

  async function submit(values: ChoiceValues) {
    setSavedAs(null);
    const checked = checkPublicName(values.public_name);
    if ('problem' in checked && values.shown === 'name') {
      form.setError('public_name', { type: 'validate', message: checked.problem }, { shouldFocus: true });
      return;
    }
    const body = { is_anonymous: values.shown === 'anonymous', ...('value' in checked ? { public_name: checked.value } : {}) };
    try {
      const saved = await save.mutateAsync({ donatorId: donator.donator_id, body });
      setSavedAs(publicDonorName({ publicName: saved.public_name, isAnonymous: saved.is_anonymous }));
    } catch (error) {
      showServerErrors(
        form,
        error,
        (failure) => formError(failure) ?? (Object.keys(fieldErrors(failure)).length > 0 ? undefined : t('saveFailed')),
      );
    }
  }

  return (
    <Panel title={t('publicNameTitle')} className={className}>
      <p className="mt-1 text-slate-700">{t('publicNameIntro')}</p>
      <Form form={form} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('publicNameTitle')}</legend>
          <label className="flex min-h-10 items-center gap-2 text-slate-900">
            <input type="radio" value="name" {...form.register('shown')} className="h-5 w-5" />
            {t('showPublicName')}
          </label>
          <label className="flex min-h-10 items-center gap-2 text-slate-900">
            <input type="radio" value="anonymous" {...form.register('shown')} className="h-5 w-5" />
            {t('showAnonymous')}
          </label>
        </fieldset>
        <FormTextField
          name="public_name"
          label={t('publicNameLabel')}
          maxLength={PUBLIC_NAME_MAX_LENGTH}
          autoComplete="nickname"
          // Typing a name means showing it: a donor who is Anonymous by default need not find the radio first.
          options={{ onChange: () => form.setValue('shown', 'name') }}
          hint={anonymous ? t('publicNameKept') : undefined}
        />
        <FormRootMessage />
        <div className="flex flex-wrap items-center gap-3">
          <FormSubmitButton busy={save.isPending} busyLabel={t('saving')}>
            {t('save')}
          </FormSubmitButton>
          <p role="status" className="text-green-800" data-testid="public-name-saved">
            {savedAs === null ? '' : savedAs === ANONYMOUS_NAME ? t('savedAnonymous') : t('saved', { shown: savedAs })}
          </p>
        </div>
      </Form>
    </Panel>
  );
}
