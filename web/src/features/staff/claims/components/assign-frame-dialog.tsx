import { AssignFrameBody } from '@onepair/contract';
import { useId } from 'react';

import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import type { StaffClaimRow } from '../../lib/types';
import { useAssignFrame } from '../api/claim-actions';
import { useFrames } from '../api/get-frames';
import { personLabel } from '../../lib/person-label';
import { staffClaimsTexts } from '../texts';

export interface AssignFrameDialogProps {
  claim: StaffClaimRow | null;
  onClose: () => void;
}

/** Picks the frame for a claim that named none; its unit leaves stock then. */
export function AssignFrameDialog({ claim, onClose }: AssignFrameDialogProps) {
  const t = useTexts(staffClaimsTexts);
  return (
    <Modal open={claim !== null} onClose={onClose} title={claim ? t('pickFrameFor', { person: personLabel(claim) }) : t('pickFrame')}>
      {claim && <AssignForm key={claim.id} claim={claim} onDone={onClose} />}
    </Modal>
  );
}

function AssignForm({ claim, onDone }: { claim: StaffClaimRow; onDone: () => void }) {
  const t = useTexts(staffClaimsTexts);
  const frames = useFrames(true);
  const assign = useAssignFrame();
  const form = useSchemaForm(AssignFrameBody, { defaultValues: {} });
  const selectId = useId();
  const messageId = `${selectId}-message`;
  const error = form.formState.errors.glasses?.message;
  async function submit(values: AssignFrameBody) {
    try {
      await assign.mutateAsync({ claimId: claim.id, body: { glasses: values.glasses } });
      onDone();
    } catch (failure) {
      showServerErrors(form, failure);
    }
  }
  if (frames.isPending) return <Spinner label={t('framesLoading')} />;
  if (frames.isError) return <p role="alert">{t('framesFailed')}</p>;
  const inStock = frames.data.filter((frame) => frame.inventory > 0);
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-semibold">
          {t('frame')}
        </label>
        <select
          id={selectId}
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="rounded-md border border-slate-300 bg-white px-3 py-2"
          {...form.register('glasses', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
        >
          <option value="" disabled>
            {t('chooseFrame')}
          </option>
          {inStock.map((frame) => (
            <option key={frame.glasses_id} value={frame.glasses_id}>
              {t('frameInStock', { name: frame.name, count: frame.inventory })}
            </option>
          ))}
        </select>
        {error && (
          <p id={messageId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <FormRootMessage />
      <div>
        <FormSubmitButton>{t('assignFrame')}</FormSubmitButton>
      </div>
    </Form>
  );
}
