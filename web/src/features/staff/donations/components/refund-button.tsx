import { formatDollars, type StaffDonationRow } from '@onepair/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formError } from '@/lib/api-errors';

import { keptAmount } from '../../components/donation-amount';
import { useRefundDonation } from '../api/refund-donation';
import { REFUND_TEXTS } from '../lib/texts';
import { personLabel } from '../../lib/person-label';

/** A confirmed donation's Refund button, which asks before it calls the refund. */
export function RefundButton({ donation }: { donation: StaffDonationRow }) {
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
        aria-label={REFUND_TEXTS.refundLabel(donation.donation_id)}
        onClick={() => setOpen(true)}
      >
        {REFUND_TEXTS.refund}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={REFUND_TEXTS.title}
        // Only what the donation still keeps goes back now: a partial refund gave the rest already.
        explanation={REFUND_TEXTS.explain(
          formatDollars(keptAmount(donation)),
          donation.donor ? personLabel(donation.donor) : REFUND_TEXTS.erasedDonor,
        )}
        error={refund.isError ? (formError(refund.error) ?? REFUND_TEXTS.failed) : undefined}
        cancelLabel={REFUND_TEXTS.keep}
        confirmLabel={REFUND_TEXTS.confirm}
        busyLabel={REFUND_TEXTS.refunding}
        busy={refund.isPending}
        onConfirm={() => refund.mutate(donation.donation_id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
