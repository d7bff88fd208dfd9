import { DecisionFormFields, type Decision } from '@onepair/contract';
import { useState } from 'react';

import { Form, FormRadioGroup, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';
import { formError } from '@/lib/api-errors';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useDecideApplication } from '../api/decide-application';
import { staffApplicationsTexts, type StaffApplicationsTextKey } from '../texts';

/** The decisions, in the order the form offers them, with their labels. */
const DECISION_KEYS: Record<Decision, StaffApplicationsTextKey> = {
  approve: 'decisionApprove',
  reject: 'decisionReject',
  request_info: 'decisionRequestInfo',
};

export interface DecisionFormProps {
  donateeId: number;
  /** Who applied, as the console names them ("Rosa Parkes (rosa_p)"): the approval's confirmation names them. */
  person: string;
  /** Called once the server took the decision (the form then makes way for the decision's outcome). */
  onDecided?: () => void;
}

const needsMessage = (decision: Decision | null | undefined) => decision === 'reject' || decision === 'request_info';

/**
 * Approve, reject with a reason, or ask for information with a message: nothing is chosen at
 * first, a rejection or a question needs the message the recipient reads, and an approval is
 * confirmed in a dialog that names the person.
 */
export function DecisionForm({ donateeId, person, onDecided }: DecisionFormProps) {
  const decide = useDecideApplication(donateeId);
  const t = useTexts(staffApplicationsTexts);
  const [confirming, setConfirming] = useState(false);
  const [approvalError, setApprovalError] = useState<string>();
  const form = useSchemaForm(DecisionFormFields, {
    defaultValues: { message: '' },
    check: (values) => ({
      decision: values.decision ? undefined : t('chooseDecision'),
      message: needsMessage(values.decision) && !values.message?.trim() ? t('messageRequired') : undefined,
    }),
  });
  const decision = form.watch('decision');

  async function send(values: DecisionFormFields): Promise<boolean> {
    const message = values.message?.trim();
    try {
      await decide.mutateAsync({ decision: values.decision!, ...(message ? { message } : {}) });
    } catch (error) {
      if (values.decision === 'approve') setApprovalError(formError(error) ?? t('decisionFailed'));
      else showServerErrors(form, error);
      return false;
    }
    onDecided?.();
    return true;
  }

  async function submit(values: DecisionFormFields) {
    if (values.decision === 'approve') {
      setApprovalError(undefined);
      setConfirming(true);
      return;
    }
    await send(values);
  }

  return (
    <Panel title={t('decisionTitle')} size="compact">
      <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <FormRadioGroup
          name="decision"
          legend={t('decisionTitle')}
          legendHidden
          direction="column"
          options={(Object.keys(DECISION_KEYS) as Decision[]).map((value) => ({ value, label: t(DECISION_KEYS[value]) }))}
        />
        <FormTextField
          name="message"
          label={t('messageLabel')}
          hint={t(needsMessage(decision) ? 'messageNeeded' : 'messageOptional')}
          required={needsMessage(decision)}
        />
        <FormRootMessage />
        <div>
          <FormSubmitButton>{t('send')}</FormSubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle')}
        explanation={t('confirmApproval', { person })}
        error={approvalError}
        cancelLabel={t('keepReviewing')}
        confirmLabel={t('approve')}
        busyLabel={t('approving')}
        busy={decide.isPending}
        onConfirm={() => {
          setApprovalError(undefined);
          void send(form.getValues()).then((done) => done && setConfirming(false));
        }}
      />
    </Panel>
  );
}
