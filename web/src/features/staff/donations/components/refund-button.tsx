import { formatDollars, type StaffDonationRow } from '@onepair/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { formError } from '@/lib/api-client';

import { keptAmount } from '../../components/donation-amount';
import { useRefundDonation } from '../api/refund-donation';
import { REFUND_TEXTS } from '../lib/texts';

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
      <Modal open={open} onClose={close} title={REFUND_TEXTS.title}>
        <div className="flex flex-col gap-4 p-5">
          <p className="text-slate-800">
            {/* Only what the donation still keeps goes back now: a partial refund gave the rest already. */}
            {REFUND_TEXTS.explain(formatDollars(keptAmount(donation)), donation.donor?.username ?? REFUND_TEXTS.erasedDonor)}
          </p>
          {refund.isError && <FormMessage message={formError(refund.error) ?? REFUND_TEXTS.failed} />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="px-4" onClick={close}>
              {REFUND_TEXTS.keep}
            </Button>
            <Button
              className="px-4"
              disabled={refund.isPending}
              aria-busy={refund.isPending || undefined}
              onClick={() => refund.mutate(donation.donation_id, { onSuccess: () => setOpen(false) })}
            >
              {refund.isPending ? REFUND_TEXTS.refunding : REFUND_TEXTS.confirm}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
