import { DecisionBody } from '@onepair/contract';

import { Form, FormRootMessage, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useDecideApplication } from '../api/decide-application';

export const DECISION_LABELS = {
  approve: 'Approve',
  reject: 'Reject (give the reason)',
  request_info: 'Ask for information (say what is needed)',
} as const;

export const MESSAGE_REQUIRED = 'Write the recipient a message: the reason, or the information you need.';

export interface DecisionFormProps {
  donateeId: number;
  /** Called once the server took the decision (the form then makes way for the decision's outcome). */
  onDecided?: () => void;
}

/** Approve, reject with a reason, or ask for information with a message: the recipient reads the message. */
export function DecisionForm({ donateeId, onDecided }: DecisionFormProps) {
  const decide = useDecideApplication(donateeId);
  const form = useSchemaForm(DecisionBody, {
    defaultValues: { decision: 'approve', message: '' },
    check: (values) => ({ message: values.decision !== 'approve' && !values.message?.trim() ? MESSAGE_REQUIRED : undefined }),
  });
  async function submit(values: DecisionBody) {
    const message = values.message?.trim();
    try {
      await decide.mutateAsync({ decision: values.decision, ...(message ? { message } : {}) });
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    onDecided?.();
  }
  return (
    <Panel title="Decision" size="compact">
      <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Decision</legend>
          {(Object.keys(DECISION_LABELS) as (keyof typeof DECISION_LABELS)[]).map((decision) => (
            <label key={decision} className="flex items-center gap-2">
              <input type="radio" value={decision} {...form.register('decision')} className="h-4 w-4" />
              {DECISION_LABELS[decision]}
            </label>
          ))}
        </fieldset>
        <FormTextField name="message" label="Message to the recipient" />
        <FormRootMessage />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send the decision
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
