/**
 * Applications, claims and the mail they cause: the shapes both sides share and the rules both
 * apply. The life of an application and a claim is told in docs/architecture.md (Applications
 * and fulfilment).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CONFIRMATION_NUMBER_MAX, MAX_ID } from './rules.js';
import { DisplayName } from './person-names.js';
import { PartnerKind } from './partner-kinds.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';

/** Text a request may carry: no NUL characters, which no database stores. (api.ts's TextField does the same, but api.ts imports this module.) */
const Text = (options: { minLength?: number; maxLength: number }) => Type.String({ ...options, pattern: NO_NULL_CHARACTERS });

/* ---------- applications ---------- */

export const APPLICATION_STATUSES = ['not_submitted', 'submitted', 'approved', 'rejected', 'info_requested'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const ApplicationStatus = Type.Union(APPLICATION_STATUSES.map((status) => Type.Literal(status)));

/** What staff decide about a submitted application. */
export const DECISIONS = ['approve', 'reject', 'request_info'] as const;
export type Decision = (typeof DECISIONS)[number];

export const DecisionBody = Type.Object(
  {
    decision: Type.Union(DECISIONS.map((decision) => Type.Literal(decision))),
    /** Shown to the recipient; required when rejecting or asking for information. */
    message: Type.Optional(Text({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type DecisionBody = Static<typeof DecisionBody>;

/** The status a decision leads to. */
export const STATUS_AFTER_DECISION: Record<Decision, ApplicationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  request_info: 'info_requested',
};

/** Statuses in which the recipient may still edit and (re)submit the application. */
export const EDITABLE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['not_submitted', 'info_requested', 'rejected'];

/**
 * Why an application waits for review again without the recipient having submitted it:
 * `changed_after_approval` when, under manual review, they changed an answer that decides
 * whether they qualify (income, bank balance, household, prescription) after it was approved.
 */
export const REVIEW_REASONS = ['changed_after_approval'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
/**
 * The field as the API states it: a string or null. Declared as a plain string (its values
 * named in the description) because OpenAPI 3.0 writes an enum that may be null as
 * `nullable` beside an `enum` without null, which validators then refuse.
 */
export const NullableReviewReason = Type.Unsafe<ReviewReason | null>(
  Type.Union([Type.String(), Type.Null()], {
    description: `Why the application waits for review again: ${REVIEW_REASONS.join(', ')}; null otherwise.`,
  }),
);

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  not_submitted: 'Not submitted',
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
  info_requested: 'More information needed',
};

/* ---------- eligibility ---------- */

/**
 * The income line an application is compared with, by household size: a base for one person
 * and a step for each further person, times a percentage. The defaults are the 2025 federal
 * poverty guidelines for the 48 contiguous states at 200%; staff see the year with the hint.
 */
export interface IncomeGuideline {
  year: number;
  basePerYear: number;
  perExtraPersonPerYear: number;
  percent: number;
}

export const DEFAULT_INCOME_GUIDELINE: IncomeGuideline = {
  year: 2025,
  basePerYear: 15_650,
  perExtraPersonPerYear: 5_500,
  percent: 200,
};

export const MAX_HOUSEHOLD_SIZE = 20;

/** The poverty guideline itself (100%) for a household of `householdSize` people, in dollars a year. */
export function povertyLine(guideline: IncomeGuideline, householdSize: number): number {
  const people = Math.max(1, Math.floor(householdSize));
  return guideline.basePerYear + (people - 1) * guideline.perExtraPersonPerYear;
}

/** The yearly income limit for a household of `householdSize` people, in dollars. */
export function incomeLimit(guideline: IncomeGuideline, householdSize: number): number {
  return Math.round((povertyLine(guideline, householdSize) * guideline.percent) / 100);
}

export const Eligibility = Type.Object({
  year: Type.Integer(),
  percent: Type.Number(),
  household_size: Type.Union([Type.Integer(), Type.Null()]),
  yearly_income: Type.Union([Type.Number(), Type.Null()]),
  yearly_limit: Type.Union([Type.Number(), Type.Null()]),
  /** null when the application lacks the income or the household size. */
  within_limit: Type.Union([Type.Boolean(), Type.Null()]),
});
export type Eligibility = Static<typeof Eligibility>;

/** The hint staff see: monthly income times twelve against the limit for the household. */
export function eligibilityHint(guideline: IncomeGuideline, monthlyIncome: number | null, householdSize: number | null): Eligibility {
  const base = { year: guideline.year, percent: guideline.percent, household_size: householdSize };
  if (monthlyIncome === null || householdSize === null) {
    return { ...base, yearly_income: monthlyIncome === null ? null : monthlyIncome * 12, yearly_limit: null, within_limit: null };
  }
  const yearlyIncome = Math.round(monthlyIncome * 12 * 100) / 100;
  const yearlyLimit = incomeLimit(guideline, householdSize);
  return { ...base, yearly_income: yearlyIncome, yearly_limit: yearlyLimit, within_limit: yearlyIncome <= yearlyLimit };
}

/* ---------- claims ---------- */

export const CLAIM_STATUSES = ['claimed', 'shipped', 'delivered', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const ClaimStatus = Type.Union(CLAIM_STATUSES.map((status) => Type.Literal(status)));

/** A claim that still holds the recipient's one pair: they may not claim another. */
export const ACTIVE_CLAIM_STATUSES: readonly ClaimStatus[] = ['claimed', 'shipped', 'delivered'];
/** Once the pair has left (shipped or delivered) the recipient's answers and prescription are final. */
export const PAIR_SENT_CLAIM_STATUSES: readonly ClaimStatus[] = ['shipped', 'delivered'];

export function pairHasLeft(status: ClaimStatus | null | undefined): boolean {
  return status != null && PAIR_SENT_CLAIM_STATUSES.includes(status);
}

/** Staff can ship a claim that still waits and has a frame picked. */
export function isShippable(claim: { status: ClaimStatus; glasses: number | null }): boolean {
  return claim.status === 'claimed' && claim.glasses !== null;
}

/** Staff may cancel only before delivery. */
export const CANCELLABLE_CLAIM_STATUSES: readonly ClaimStatus[] = ['claimed', 'shipped'];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  claimed: 'Claimed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The recipient's own claim, as `GET /auth/users/me/` nests it in the donatee. */
export const Claim = Type.Object({
  id: Type.Integer(),
  /** null until staff pick a frame for a claim that named none. */
  glasses: Type.Union([Type.Integer(), Type.Null()]),
  status: ClaimStatus,
  carrier: Type.Union([Type.String(), Type.Null()]),
  tracking_number: Type.Union([Type.String(), Type.Null()]),
  claimed_at: Type.String(),
  shipped_at: Type.Union([Type.String(), Type.Null()]),
  delivered_at: Type.Union([Type.String(), Type.Null()]),
  /** The server always sends these two; clients written before them may leave them out. */
  cancelled_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Why staff cancelled it, or null. */
  reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The number the confirmation page shows (0 to 999999), stored with the claim. */
  confirmation_number: Type.Optional(Type.Integer({ minimum: 0, maximum: CONFIRMATION_NUMBER_MAX })),
});
export type Claim = Static<typeof Claim>;

/* ---------- the recipient's next step ---------- */

/**
 * Where a recipient stands, as the pages that guide them name it: apply, wait for the review,
 * answer staff's question, read why it was not approved, choose a pair, then the pair's stage.
 */
export const RECIPIENT_STEPS = ['apply', 'wait', 'answer', 'not_approved', 'choose', 'being_prepared', 'shipped', 'arrived'] as const;
export type RecipientStep = (typeof RECIPIENT_STEPS)[number];

/** What the next step is read from: the donatee record of `GET /auth/users/me/`. */
export interface RecipientRecord {
  has_applied_for_account: boolean;
  has_claimed: boolean;
  application_status?: ApplicationStatus | null;
  claim?: Pick<Claim, 'status'> | null;
}

const STEP_OF_CLAIM: Record<ClaimStatus, RecipientStep | null> = {
  claimed: 'being_prepared',
  shipped: 'shipped',
  delivered: 'arrived',
  cancelled: null,
};

const STEP_OF_APPLICATION: Record<ApplicationStatus, RecipientStep> = {
  not_submitted: 'apply',
  submitted: 'wait',
  info_requested: 'answer',
  rejected: 'not_approved',
  approved: 'choose',
};

/** The recipient's next step. A record without a status (older servers) reads as the spec's flags say. */
export function recipientNextStep(donatee: RecipientRecord): RecipientStep {
  const fromClaim = donatee.claim ? STEP_OF_CLAIM[donatee.claim.status] : null;
  if (fromClaim) return fromClaim;
  if (donatee.has_claimed && !donatee.claim) return 'being_prepared';
  if (donatee.application_status) return STEP_OF_APPLICATION[donatee.application_status];
  return donatee.has_applied_for_account ? 'choose' : 'apply';
}

/**
 * `POST /api/claims/`: the signed-in recipient claims one pair for themselves, naming the item.
 * The reply is the claim as `Claim` above (201).
 */
export const ClaimBody = Type.Object(
  { glasses_id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'The item to claim (`glasses_id` of the catalogue).' }) },
  { additionalProperties: false },
);
export type ClaimBody = Static<typeof ClaimBody>;

export const ShipBody = Type.Object(
  {
    carrier: Text({ minLength: 1, maxLength: 60 }),
    tracking_number: Text({ minLength: 1, maxLength: 80 }),
  },
  { additionalProperties: false },
);
export type ShipBody = Static<typeof ShipBody>;

export const CancelBody = Type.Object({ reason: Text({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type CancelBody = Static<typeof CancelBody>;

export const AssignFrameBody = Type.Object({ glasses: Type.Integer({ minimum: 1, maximum: MAX_ID }) }, { additionalProperties: false });
export type AssignFrameBody = Static<typeof AssignFrameBody>;

/** The shipping address a claim goes to: the recipient's account, complete. */
export const SHIPPING_ADDRESS_FIELDS = ['address', 'city', 'state', 'zip_code'] as const;

export const ShippingAddress = Type.Object({
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Type.String(),
  phone_number: Type.String(),
});
export type ShippingAddress = Static<typeof ShippingAddress>;

/** Which shipping fields an account still lacks (empty when it can receive a pair). */
export function missingShippingFields(account: Record<(typeof SHIPPING_ADDRESS_FIELDS)[number], string>): string[] {
  return SHIPPING_ADDRESS_FIELDS.filter((field) => account[field].trim() === '');
}

/* ---------- staff lists ---------- */

/** A page of a list that grows: `next` is the cursor for the following page, or null. */
export const Page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ results: Type.Array(item), next: Type.Union([Type.String(), Type.Null()]) });

export const STAFF_PAGE_SIZE = 50;

export const StaffListQuery = Type.Object({
  after: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

/* ---------- staff: applications ---------- */

/** One row of the staff queue of applications. */
export const StaffApplicationRow = Type.Object({
  donatee_id: Type.Integer(),
  username: Type.String(),
  name: DisplayName,
  status: ApplicationStatus,
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  household_size: Type.Union([Type.Integer(), Type.Null()]),
  monthly_income: Type.Union([Type.Number(), Type.Null()]),
  /** The eligibility hint's verdict (`Eligibility.within_limit`): null when the income or the household size is missing. */
  within_limit: Type.Union([Type.Boolean(), Type.Null()]),
  /** The partner organisation that applied for the person, if one did. */
  partner_name: Type.Union([Type.String(), Type.Null()]),
});
export type StaffApplicationRow = Static<typeof StaffApplicationRow>;

/** The most applications one bulk approval takes. */
export const BULK_APPROVE_MAX = 100;

/** `POST /api/staff/applications/approve/`: submitted applications the hint marks within the limit, approved at once. */
export const BulkApproveBody = Type.Object(
  {
    donatee_ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { minItems: 1, maxItems: BULK_APPROVE_MAX }),
  },
  { additionalProperties: false },
);
export type BulkApproveBody = Static<typeof BulkApproveBody>;

/** Why one id of a bulk action was refused, in DRF's shape (`{"status": ["…"]}`), or null when it went through. */
const RowErrors = Type.Union([Type.Record(Type.String(), Type.Array(Type.String())), Type.Null()]);

export const BulkApproveResult = Type.Object({
  donatee_id: Type.Integer(),
  approved: Type.Boolean(),
  errors: RowErrors,
});
export type BulkApproveResult = Static<typeof BulkApproveResult>;

/** One result per id sent (an id sent twice, once), in the order sent. */
export const BulkApproveReply = Type.Object({ results: Type.Array(BulkApproveResult) });
export type BulkApproveReply = Static<typeof BulkApproveReply>;

export const BULK_APPROVE_MESSAGES = {
  notWithinLimit: 'The eligibility hint does not mark this application within the income limit: decide it on its own page.',
} as const;

export const StaffApplicationListQuery = Type.Composite([StaffListQuery, Type.Object({ status: Type.Optional(ApplicationStatus) })]);
export type StaffApplicationListQuery = Static<typeof StaffApplicationListQuery>;

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** One application as staff review it: the answers, where a pair would go, the hint and the prescription. */
export const StaffApplication = Type.Object({
  donatee_id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  name: DisplayName,
  email: Type.String(),
  status: ApplicationStatus,
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  decided_at: Type.Union([Type.String(), Type.Null()]),
  decision_message: Type.Union([Type.String(), Type.Null()]),
  /** Why it waits for review again without a new submission, or null. */
  review_reason: NullableReviewReason,
  monthly_income: NullableNumber,
  average_household_income: NullableNumber,
  current_bank_balance: NullableNumber,
  is_dependent: Type.Boolean(),
  household_size: Type.Union([Type.Integer(), Type.Null()]),
  shipping_address: ShippingAddress,
  eligibility: Eligibility,
  /** The uploaded prescription under /media/ (private: its owner and staff may fetch it), or null. */
  prescription: Type.Union([Type.Object({ url: Type.String(), content_type: Type.String() }), Type.Null()]),
  prescription_figures: Type.Object({
    sphere_right: NullableNumber,
    cylinder_right: NullableNumber,
    sphere_left: NullableNumber,
    cylinder_left: NullableNumber,
    exam_date: Type.Union([Type.String(), Type.Null()]),
  }),
  /** The partner organisation that applied for the person, if one did. */
  partner: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), kind: PartnerKind }), Type.Null()]),
  /**
   * Others who may be the same person: the same names at the same street address and ZIP code,
   * or the same e-mail. A flag for staff, never a refusal.
   */
  possible_duplicates: Type.Array(
    Type.Object({
      donatee_id: Type.Integer(),
      name: Type.String(),
      status: ApplicationStatus,
      /** The organisation that applied for them, or null for someone who applied alone. */
      partner: Type.Union([Type.String(), Type.Null()]),
      same_email: Type.Boolean(),
    }),
  ),
});
export type StaffApplication = Static<typeof StaffApplication>;

/** The counts on the staff dashboard. */
export const StaffSummary = Type.Object({
  applications_waiting: Type.Integer(),
  claims_to_ship: Type.Integer(),
  /** Claims whose latest support message is the recipient's: they wait for an answer. */
  support_waiting: Type.Integer(),
});
export type StaffSummary = Static<typeof StaffSummary>;

/* ---------- staff: claims ---------- */

/** One claim in the staff list (and the reply to a staff action on it): the claim, its recipient and where the pair goes. */
export const StaffClaimRow = Type.Composite([
  Claim,
  Type.Object({
    donatee: Type.Integer(),
    username: Type.String(),
    name: DisplayName,
    shipping_address: ShippingAddress,
    glasses_name: Type.Union([Type.String(), Type.Null()]),
    /** The partner organisation whose client the recipient is, if any. */
    partner: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    /** The pair goes to that organisation, in care of it, rather than to the recipient's address. */
    ships_to_partner: Type.Boolean(),
    /** The latest support message is the recipient's: the conversation waits for staff. */
    support_waiting: Type.Boolean(),
    /** How many support messages the claim has. */
    support_messages: Type.Integer(),
  }),
]);
export type StaffClaimRow = Static<typeof StaffClaimRow>;

export const StaffClaimListQuery = Type.Composite([
  StaffListQuery,
  Type.Object({
    status: Type.Optional(ClaimStatus),
    /** `waiting`: only claims whose latest support message is the recipient's. */
    support: Type.Optional(Type.Literal('waiting')),
    /** Only the clients of this partner organisation. */
    partner: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  }),
]);
export type StaffClaimListQuery = Static<typeof StaffClaimListQuery>;

/** The most claims one packing-slip PDF or one bulk shipment takes. */
export const PACKING_SLIPS_MAX = 100;
export const SHIP_MANY_MAX = 100;

/** `GET /api/staff/claims/packing-slips.pdf?ids=1,2,3`: claim ids, comma-separated. */
export const PackingSlipsQuery = Type.Object({
  ids: Type.String({
    minLength: 1,
    // 100 ids of at most 10 digits, with their commas.
    maxLength: PACKING_SLIPS_MAX * 11,
    pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    description: `Claim ids, comma-separated (at most ${PACKING_SLIPS_MAX}).`,
  }),
});
export type PackingSlipsQuery = Static<typeof PackingSlipsQuery>;

export const Shipment = Type.Composite([Type.Object({ claim_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) }), ShipBody], {
  additionalProperties: false,
});
export type Shipment = Static<typeof Shipment>;

/** `POST /api/staff/claims/ship/`: several claims shipped at once, each with its carrier and tracking number. */
export const ShipManyBody = Type.Object(
  { shipments: Type.Array(Shipment, { minItems: 1, maxItems: SHIP_MANY_MAX }) },
  { additionalProperties: false },
);
export type ShipManyBody = Static<typeof ShipManyBody>;

export const ShipManyResult = Type.Object({
  claim_id: Type.Integer(),
  shipped: Type.Boolean(),
  /** Why this line was refused (nothing of it was stored), or null. */
  errors: RowErrors,
  /** The claim as shipped, or null when refused. */
  claim: Type.Union([StaffClaimRow, Type.Null()]),
});
export type ShipManyResult = Static<typeof ShipManyResult>;

/** One result per shipment, in the order sent. */
export const ShipManyReply = Type.Object({ results: Type.Array(ShipManyResult) });
export type ShipManyReply = Static<typeof ShipManyReply>;

/* ---------- mail ---------- */

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.Union(OUTBOX_STATUSES.map((status) => Type.Literal(status))),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** `POST /api/staff/outbox/{id}/resend/` refuses mail that has not failed. */
export const OUTBOX_MESSAGES = {
  notFailed: (status: OutboxStatus) => `Only failed mail can be sent again; this message is ${status}.`,
} as const;
