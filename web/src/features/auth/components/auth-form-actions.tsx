import { FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';

import { authTexts } from '../texts';

export interface AuthFormActionsProps {
  busy: boolean;
  submitLabel: string;
  /** The link to the other form: 'Need an Account?' under sign-in, 'Already have an Account?' under sign-up. */
  switchLabel: string;
  onSwitch: () => void;
}

/** The end of the sign-in and sign-up forms: the form's message, the submit button ('Loading...' while busy) and the switch link. */
export function AuthFormActions({ busy, submitLabel, switchLabel, onSwitch }: AuthFormActionsProps) {
  const t = useTexts(authTexts);
  return (
    <>
      <FormRootMessage />
      <FormSubmitButton busy={busy} fullWidth busyLabel={t('loading')}>
        {submitLabel}
      </FormSubmitButton>
      <p className="text-center">
        <Button variant="link" onClick={onSwitch}>
          {switchLabel}
        </Button>
      </p>
    </>
  );
}
