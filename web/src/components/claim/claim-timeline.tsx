import type { Claim, ClaimStatus } from '@onepair/contract';

import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { allErrorMessages } from '@/lib/api-errors';
import { formatDay } from '@/lib/format-date';

import { useConfirmDelivery } from './confirm-delivery';
import { CLAIM_STATUS_KEYS, claimTexts } from './texts';

/** What the recipient's donatee record tells of the claim once the server sends it (older servers do not). */
export interface ClaimWithReason extends Claim {
  cancelled_at?: string | null;
  reason?: string | null;
}

/** A day of the timeline in the page's language ("Nov 28, 2026"), or nothing when the step has none. */
function when(value: string | null | undefined): string | undefined {
  return value ? formatDay(value) : undefined;
}

interface Step {
  status: ClaimStatus;
  done: boolean;
  date?: string;
  detail?: string;
}

/** How to follow the pair on its way, in words: "USPS tracking number 9400 …". */
function trackingDetail(carrier: string | null, trackingNumber: string): string {
  const number = trackingNumber.trim();
  const by = carrier?.trim();
  return by ? claimTexts.t('trackingWithCarrier', { carrier: by, number }) : claimTexts.t('trackingNumber', { number });
}

function stepsOf(claim: ClaimWithReason): Step[] {
  const claimed: Step = { status: 'claimed', done: true, date: when(claim.claimed_at) };
  if (claim.status === 'cancelled') {
    return [claimed, { status: 'cancelled', done: true, date: when(claim.cancelled_at), detail: claim.reason ?? undefined }];
  }
  const shipped = claim.status === 'shipped' || claim.status === 'delivered';
  return [
    claimed,
    {
      status: 'shipped',
      done: shipped,
      date: when(claim.shipped_at),
      detail: shipped && claim.tracking_number ? trackingDetail(claim.carrier, claim.tracking_number) : undefined,
    },
    { status: 'delivered', done: claim.status === 'delivered', date: when(claim.delivered_at) },
  ];
}

export interface ClaimTimelineProps {
  claim: ClaimWithReason;
  /** Heading level of the timeline's title within the page. */
  headingLevel?: 2 | 3;
}

/**
 * Where the recipient's pair is: Claimed → Shipped (carrier and tracking number) → Delivered, or
 * Cancelled with the reason. Once shipped, the recipient confirms it arrived.
 */
export function ClaimTimeline({ claim, headingLevel = 2 }: ClaimTimelineProps) {
  const t = useTexts(claimTexts);
  const message = useContractMessage();
  const confirm = useConfirmDelivery();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const steps = stepsOf(claim);
  return (
    <section aria-labelledby={`claim-${claim.id}-title`} className="rounded-2xl bg-white p-5 text-left shadow-sm">
      <Heading id={`claim-${claim.id}-title`} className="text-lg font-bold text-slate-900">
        {t('timelineTitle')}: <span data-testid="claim-status">{t(CLAIM_STATUS_KEYS[claim.status])}</span>
      </Heading>
      {/* Kept here, since the confirmation page moves on after a few seconds (older servers send none). */}
      {claim.confirmation_number !== undefined && (
        <p className="mt-1 text-slate-700">
          {t('confirmationNumber')}:{' '}
          <span className="font-semibold text-slate-900" data-testid="claim-confirmation-number">
            {claim.confirmation_number}
          </span>
        </p>
      )}
      <ol aria-label={t('steps')} className="mt-3 flex flex-col gap-3">
        {steps.map((step) => (
          <li key={step.status} className="flex gap-3" aria-current={step.done && step.status === claim.status ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${step.done ? 'border-blue-700 bg-blue-700' : 'border-slate-400 bg-white'}`}
            />
            <div>
              <p className={`font-semibold ${step.done ? 'text-slate-900' : 'text-slate-600'}`}>
                {t(CLAIM_STATUS_KEYS[step.status])}
                {!step.done && <span className="sr-only"> {t('notYet')}</span>}
                {step.date && <span className="ml-2 font-normal text-slate-600">{step.date}</span>}
              </p>
              {step.detail && (
                <p className="text-slate-700" data-testid={`claim-step-${step.status}-detail`}>
                  {step.detail}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {claim.status === 'shipped' && (
        <div className="mt-4 flex flex-col gap-2">
          <div>
            <Button onClick={() => confirm.mutate(claim.id)} disabled={confirm.isPending}>
              {t('confirmArrived')}
            </Button>
          </div>
          {confirm.isError && (
            <p role="alert" className="text-sm text-red-700">
              {allErrorMessages(confirm.error).map(message).join(' ') || t('confirmFailed')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
