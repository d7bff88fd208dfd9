import { CancelBody } from '@onepair/contract';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/i18n';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import type { StaffClaimRow } from '../../lib/types';
import { useCancelClaim } from '../api/claim-actions';
import { personLabel } from '../../lib/person-label';
import { staffClaimsTexts } from '../texts';

export interface CancelClaimDialogProps {
  claim: StaffClaimRow | null;
  onClose: () => void;
}

/** Cancels a claim with a reason; the server returns its unit to stock. */
export function CancelClaimDialog({ claim, onClose }: CancelClaimDialogProps) {
  const t = useTexts(staffClaimsTexts);
  return (
    <Modal open={claim !== null} onClose={onClose} title={claim ? t('cancelClaimOf', { person: personLabel(claim) }) : t('cancelAClaim')}>
      {claim && <CancelForm key={claim.id} claim={claim} onDone={onClose} />}
    </Modal>
  );
}

function CancelForm({ claim, onDone }: { claim: StaffClaimRow; onDone: () => void }) {
  const t = useTexts(staffClaimsTexts);
  const cancel = useCancelClaim();
  const form = useSchemaForm(CancelBody, { defaultValues: { reason: '' } });
  async function submit(values: CancelBody) {
    try {
      await cancel.mutateAsync({ claimId: claim.id, body: { reason: values.reason.trim() } });
      onDone();
    } catch (error) {
      showServerErrors(form, error);
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-slate-700">{t('cancelExplanation')}</p>
      <FormTextField name="reason" label={t('reason')} required />
      <FormRootMessage />
      <div className="flex flex-wrap gap-2">
        <FormSubmitButton variant="danger">{t('cancelClaim')}</FormSubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t('keepIt')}
        </Button>
      </div>
    </Form>
  );
}
