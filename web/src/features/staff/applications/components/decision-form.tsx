import { DecisionFormFields, type Decision } from '@onepair/contract';
import { useState } from 'react';

import { Form, FormRootMessage, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { formError } from '@/lib/api-errors';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useDecideApplication } from '../api/decide-application';
import { DECISION_TEXTS } from '../lib/texts';

export const DECISION_LABELS = DECISION_TEXTS.labels;
export const MESSAGE_REQUIRED = DECISION_TEXTS.messageRequired;

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
  const [confirming, setConfirming] = useState(false);
  const [approvalError, setApprovalError] = useState<string>();
  const form = useSchemaForm(DecisionFormFields, {
    defaultValues: { message: '' },
    check: (values) => ({
      decision: values.decision ? undefined : DECISION_TEXTS.chooseDecision,
      message: needsMessage(values.decision) && !values.message?.trim() ? MESSAGE_REQUIRED : undefined,
    }),
  });
  const decision = form.watch('decision');
  const decisionError = form.formState.errors.decision?.message;

  async function send(values: DecisionFormFields): Promise<boolean> {
    const message = values.message?.trim();
    try {
      await decide.mutateAsync({ decision: values.decision!, ...(message ? { message } : {}) });
    } catch (error) {
      if (values.decision === 'approve') setApprovalError(formError(error) ?? DECISION_TEXTS.failed);
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
    <Panel title="Decision" size="compact">
      <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2" aria-describedby={decisionError ? 'decision-error' : undefined}>
          <legend className="sr-only">Decision</legend>
          {(Object.keys(DECISION_LABELS) as Decision[]).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                value={value}
                {...form.register('decision')}
                className="h-4 w-4"
                aria-invalid={decisionError ? true : undefined}
              />
              {DECISION_LABELS[value]}
            </label>
          ))}
          {decisionError && (
            <p id="decision-error" className="text-sm text-red-700">
              {decisionError}
            </p>
          )}
        </fieldset>
        <FormTextField
          name="message"
          label={DECISION_TEXTS.messageLabel}
          hint={needsMessage(decision) ? DECISION_TEXTS.messageNeeded : DECISION_TEXTS.messageOptional}
          required={needsMessage(decision)}
        />
        <FormRootMessage />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {DECISION_TEXTS.send}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={DECISION_TEXTS.confirmTitle}
        explanation={DECISION_TEXTS.confirmApproval(person)}
        error={approvalError}
        cancelLabel={DECISION_TEXTS.keepReviewing}
        confirmLabel={DECISION_TEXTS.approve}
        busyLabel={DECISION_TEXTS.approving}
        busy={decide.isPending}
        onConfirm={() => {
          setApprovalError(undefined);
          void send(form.getValues()).then((done) => done && setConfirming(false));
        }}
      />
    </Panel>
  );
}
