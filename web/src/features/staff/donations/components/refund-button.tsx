import { formatDollars, type StaffDonationRow } from '@onepair/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTexts } from '@/i18n';
import { formError } from '@/lib/api-errors';

import { keptAmount } from '../../components/donation-amount';
import { useRefundDonation } from '../api/refund-donation';
import { personLabel } from '../../lib/person-label';
import { staffDonationsTexts } from '../texts';

/** A confirmed donation's Refund button, which asks before it calls the refund. */
export function RefundButton({ donation }: { donation: StaffDonationRow }) {
  const t = useTexts(staffDonationsTexts);
  const [open, setOpen] = useState(false);
  const refund = useRefundDonation();

  function close() {
    setOpen(false);
    refund.reset();
  }

  return (
    <>
      <Button
        variant="secondary"
        className="px-3"
        aria-label={t('refundLabel', { id: donation.donation_id })}
        onClick={() => setOpen(true)}
      >
        {t('refund')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={t('refundTitle')}
        // Only what the donation still keeps goes back now: a partial refund gave the rest already.
        explanation={t('refundExplain', {
          amount: formatDollars(keptAmount(donation)),
          donor: donation.donor ? personLabel(donation.donor) : t('refundErasedDonor'),
        })}
        error={refund.isError ? (formError(refund.error) ?? t('refundFailed')) : undefined}
        cancelLabel={t('refundKeep')}
        confirmLabel={t('refundConfirm')}
        busyLabel={t('refunding')}
        busy={refund.isPending}
        onConfirm={() => refund.mutate(donation.donation_id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
