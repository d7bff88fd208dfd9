import { DEFAULT_REGION_ID, MESSAGES, todayIsoDate, type Donation } from '@onepair/contract';
import { useForm } from 'react-hook-form';

import {
  NO_TRIBUTE,
  TributeFields,
  otherFieldMessages,
  showTributeError,
  tributeBody,
  type TributeValues,
} from '@/components/donor/tribute-fields';
import { parseAmount } from '@/components/donor/donation-amount-field';
import { Form, FormSubmitButton } from '@/components/form/form';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';

import { useCreateDonation } from '../api/create-donation';
import { DonationAmountFields, type DonationAmountValues } from './donation-amount-fields';
import { DonationProblem } from './donation-problem';
import { donateTexts } from '../texts';

export interface AmountStepProps {
  /** The donator_id of the signed-in user's account, if it has one. */
  donatorId: number | null | undefined;
  /** Called only once the server has accepted the donation. */
  onDonated: (donation: Donation) => void;
}

/**
 * Step 1: a quick amount ($10, $20, $50, highlighted when picked) or a typed one (which clears the
 * highlight), a region (West by default), and Donate, which posts the donation.
 */
export function AmountStep({ donatorId, onDonated }: AmountStepProps) {
  const t = useTexts(donateTexts);
  const message = useContractMessage();
  // The amount is checked on Donate only (see DonationAmountFields).
  const form = useForm<DonationAmountValues & TributeValues>({
    defaultValues: { amount: '', region: DEFAULT_REGION_ID, ...NO_TRIBUTE },
    reValidateMode: 'onSubmit',
  });
  const donation = useCreateDonation();

  function donate(values: DonationAmountValues & TributeValues) {
    const { amount, region } = values;
    const tribute = tributeBody(values);
    if (donation.isPending) return;
    if (!donatorId) {
      form.setError('root', { type: 'account', message: MESSAGES.mustBeLoggedInToDonate });
      return;
    }
    donation.mutate(
      { amount: parseAmount(amount)!, date: todayIsoDate(), region, donator: donatorId, ...(tribute && { tribute }) },
      {
        onSuccess: (created) => onDonated(created),
        onError: (error) => {
          // A limit the server names (too many gifts, too many notices) says so in its own words.
          const limited = isApiError(error) && error.status === 429 ? formError(error) : undefined;
          form.setError('root', { type: 'server', message: limited ?? MESSAGES.donationFailed });
          showTributeError(form, error, message);
        },
      },
    );
  }

  const problem = form.formState.errors.root?.message;
  // The other fields' messages are listed under the problem; a tribute's shows under its field.
  const serverDetails = problem === MESSAGES.donationFailed ? otherFieldMessages(donation.error) : [];
  const busy = donation.isPending;

  return (
    <Form form={form} onSubmit={donate} noValidate className="flex flex-col gap-5">
      <DonationAmountFields />
      <TributeFields />
      <DonationProblem problem={problem} details={serverDetails} />
      <FormSubmitButton busy={busy} fullWidth busyLabel={t('processing')}>
        {t('donate')}
      </FormSubmitButton>
    </Form>
  );
}
