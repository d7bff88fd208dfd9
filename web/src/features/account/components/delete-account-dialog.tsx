import { DeleteMeBody, VALIDATION_MESSAGES } from '@onepair/contract';
import { useNavigate } from 'react-router';

import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-fields';
import { Button } from '@/components/ui/button';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { Modal } from '@/components/ui/modal';
import { withNotice } from '@/components/ui/route-notice';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { deleteAccount } from '../api/delete-account';
import { accountTexts } from '../texts';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Says what erasing the account removes and what stays, and asks for the password. On success
 * the client has already forgotten the token (see api-client); the home page says it is done.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const t = useTexts(accountTexts);
  const form = useSchemaForm(DeleteMeBody, {
    defaultValues: { current_password: '' },
    // The contract's English: the field shows it in the page's language, and follows a switch.
    check: (values) => ({ current_password: values.current_password ? undefined : VALIDATION_MESSAGES.blank }),
  });

  async function erase(body: DeleteMeBody) {
    try {
      await deleteAccount(body);
      navigate(paths.home, { replace: true, state: withNotice(t('accountDeleted')) });
    } catch (caught) {
      showServerErrors(form, caught);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('deleteConfirmTitle')}>
      <Form
        form={form}
        onSubmit={erase}
        noValidate
        className="flex flex-col gap-4 p-5"
        aria-describedby="delete-account-erased delete-account-donations"
      >
        <p id="delete-account-erased" className="text-slate-800">
          {t('deleteErased')}
        </p>
        <p id="delete-account-donations" className="text-slate-800">
          {t('deleteDonations')}
        </p>
        <PasswordField name="current_password" label={t('deletePasswordLabel')} purpose="current" />
        <FormRootMessage />
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <FormSubmitButton variant="danger" busyLabel={t('deleting')}>
            {t('deleteConfirm')}
          </FormSubmitButton>
        </DialogButtons>
      </Form>
    </Modal>
  );
}
