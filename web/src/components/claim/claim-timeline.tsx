import { CLAIM_STATUS_LABELS, type Claim } from '@onepair/contract';

import { Button } from '@/components/ui/button';
import { allErrorMessages } from '@/lib/api-client';

import { useConfirmDelivery } from './confirm-delivery';

/** What the recipient's donatee record tells of the claim once the server sends it (older servers do not). */
export interface ClaimWithReason extends Claim {
  cancelled_at?: string | null;
  reason?: string | null;
}

export const CLAIM_TIMELINE_TEXTS = {
  title: 'Your pair',
  confirm: 'Confirm it arrived',
  confirmFailed: 'Your confirmation did not go through.',
  tracking: 'Tracking number',
  confirmationNumber: 'Confirmation number',
  steps: 'Steps of your claim',
} as const;

function when(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

interface Step {
  label: string;
  done: boolean;
  date?: string;
  detail?: string;
}

function stepsOf(claim: ClaimWithReason): Step[] {
  const claimed: Step = { label: CLAIM_STATUS_LABELS.claimed, done: true, date: when(claim.claimed_at) };
  if (claim.status === 'cancelled') {
    return [
      claimed,
      { label: CLAIM_STATUS_LABELS.cancelled, done: true, date: when(claim.cancelled_at), detail: claim.reason ?? undefined },
    ];
  }
  const shipped = claim.status === 'shipped' || claim.status === 'delivered';
  return [
    claimed,
    {
      label: CLAIM_STATUS_LABELS.shipped,
      done: shipped,
      date: when(claim.shipped_at),
      detail:
        shipped && claim.tracking_number
          ? `${claim.carrier ?? ''} ${CLAIM_TIMELINE_TEXTS.tracking.toLowerCase()} ${claim.tracking_number}`.trim()
          : undefined,
    },
    { label: CLAIM_STATUS_LABELS.delivered, done: claim.status === 'delivered', date: when(claim.delivered_at) },
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
  const confirm = useConfirmDelivery();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const steps = stepsOf(claim);
  return (
    <section aria-labelledby={`claim-${claim.id}-title`} className="rounded-2xl bg-white p-5 text-left shadow-sm">
      <Heading id={`claim-${claim.id}-title`} className="text-lg font-bold text-slate-900">
        {CLAIM_TIMELINE_TEXTS.title}: <span data-testid="claim-status">{CLAIM_STATUS_LABELS[claim.status]}</span>
      </Heading>
      {/* Kept here, since the confirmation page moves on after a few seconds (older servers send none). */}
      {claim.confirmation_number !== undefined && (
        <p className="mt-1 text-slate-700">
          {CLAIM_TIMELINE_TEXTS.confirmationNumber}:{' '}
          <span className="font-semibold text-slate-900" data-testid="claim-confirmation-number">
            {claim.confirmation_number}
          </span>
        </p>
      )}
      <ol aria-label={CLAIM_TIMELINE_TEXTS.steps} className="mt-3 flex flex-col gap-3">
        {steps.map((step) => (
          <li
            key={step.label}
            className="flex gap-3"
            aria-current={step.done && step.label === CLAIM_STATUS_LABELS[claim.status] ? 'step' : undefined}
          >
            <span
              aria-hidden="true"
              className={`mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${step.done ? 'border-blue-700 bg-blue-700' : 'border-slate-400 bg-white'}`}
            />
            <div>
              <p className={`font-semibold ${step.done ? 'text-slate-900' : 'text-slate-600'}`}>
                {step.label}
                {!step.done && <span className="sr-only"> (not yet)</span>}
                {step.date && <span className="ml-2 font-normal text-slate-600">{step.date}</span>}
              </p>
              {step.detail && (
                <p className="text-slate-700" data-testid={`claim-step-${step.label.toLowerCase()}-detail`}>
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
              {CLAIM_TIMELINE_TEXTS.confirm}
            </Button>
          </div>
          {confirm.isError && (
            <p role="alert" className="text-sm text-red-700">
              {allErrorMessages(confirm.error).join(' ') || CLAIM_TIMELINE_TEXTS.confirmFailed}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
