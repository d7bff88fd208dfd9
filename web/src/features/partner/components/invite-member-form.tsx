import { PartnerInvite } from '@onepair/contract';
import { useState } from 'react';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { FormMessage } from '@/components/ui/form-message';
import { MailIcon } from '@/components/ui/icons';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useInviteMember } from '../api/partners';
import { partnerTexts } from '../texts';

/** Adds a colleague by e-mail; the field empties once they are added, and keeps the address when refused. */
export function InviteMemberForm({ partnerId }: { partnerId: number }) {
  const t = useTexts(partnerTexts);
  const invite = useInviteMember(partnerId);
  const [added, setAdded] = useState<string>();
  const form = useSchemaForm(PartnerInvite, { defaultValues: { email: '' } });

  async function submit({ email }: PartnerInvite) {
    setAdded(undefined);
    try {
      await invite.mutateAsync({ email: email.trim() });
      form.reset({ email: '' });
      setAdded(email.trim());
    } catch (error) {
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : t('inviteFailed')));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3" noValidate aria-label={t('inviteTitle')}>
      <FormTextField
        name="email"
        label={t('inviteEmail')}
        type="email"
        required
        autoComplete="off"
        icon={<MailIcon />}
        maxLength={254}
        sayLimit={false}
      />
      <FormRootMessage />
      {added && <FormMessage tone="success" message={t('invited', { email: added })} />}
      <div>
        <FormSubmitButton variant="secondary" busyLabel={t('inviting')}>
          {t('invite')}
        </FormSubmitButton>
      </div>
    </Form>
  );
}
