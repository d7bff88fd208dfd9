/**
 * Table types for Kysely. Booleans are written as 1/0 (SQLite has no boolean type and
 * PostgreSQL accepts '1'/'0' for its boolean columns) and read through `toBool`.
 * Money columns hold integer cents; PostgreSQL's bigint arrives as a string, so reads go
 * through `toNumber`.
 */
import type { ColumnType, Generated } from 'kysely';
import type {
  ApplicationStatus,
  Language,
  MailTemplateKey,
  ClaimStatus,
  DonationMethod,
  DonationStatus,
  MonthlyGiftStatus,
  PartnerKind,
  PartnerStatus,
  ReviewReason,
  StockMovementKind,
  SupportAuthor,
  TributeKind,
} from '@onepair/contract';

type Bool = ColumnType<number | boolean, number, number>;
type BigInt = ColumnType<number | string | bigint, number, number>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  /** The address in lower case, unique; null for no address, and for accounts that shared one before it was (migration 027). */
  email_key: string | null;
  /** Empty until the person gives them (migration 031). */
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  password_hash: string;
  is_staff: Bool;
  is_active: Bool;
  created_at: string;
}

export interface AuthTokensTable {
  key_hash: string;
  user_id: number;
  created_at: string;
  /** Null until first seen after it was created; updated at most hourly. */
  last_used_at: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

export interface AccountsTable {
  account_id: Generated<number>;
  user_id: number;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  /** The language the person chose, `en` or `es` (migration 037). */
  language: ColumnType<Language, Language | undefined, Language>;
}

export interface DonatorsTable {
  donator_id: Generated<number>;
  account_id: number;
  has_donated: Bool;
  total_cents: BigInt;
  /** The name public lists show; null means the username (migration 016). */
  public_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** `nameKey(public_name)` (contract), what names are compared by; null with it (migration 022). */
  public_name_key: ColumnType<string | null, string | null | undefined, string | null>;
  is_anonymous: ColumnType<number | boolean, number | undefined, number>;
  /** One of the sample donors a new database is seeded with. */
  is_sample: ColumnType<number | boolean, number | undefined, number>;
}

export interface DonateesTable {
  donatee_id: Generated<number>;
  account_id: number;
  has_applied_for_account: Bool;
  has_claimed: Bool;
  monthly_income_cents: BigInt | null;
  average_household_income_cents: BigInt | null;
  current_bank_balance_cents: BigInt | null;
  is_dependent: Bool;
  prescription_media_id: number | null;
  claimed_glasses_id: number | null;
  claimed_at: string | null;
  application_status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  decision_message: string | null;
  /** Why the application waits for review again without a new submission. */
  review_reason: ColumnType<ReviewReason | null, ReviewReason | null | undefined, ReviewReason | null>;
  household_size: number | null;
  prescription_sphere_right: number | null;
  prescription_cylinder_right: number | null;
  prescription_sphere_left: number | null;
  prescription_cylinder_left: number | null;
  prescription_exam_date: string | null;
  /** When the application was last submitted: the staff queue's order. */
  submitted_at: string | null;
  decided_at: string | null;
}

export interface DonationsTable {
  donation_id: Generated<number>;
  /** Null once the donor's user was deleted: the donation still counts, under nobody's name. */
  donator_id: number | null;
  amount_cents: BigInt;
  date: string;
  region_id: number;
  created_at: string;
  status: ColumnType<DonationStatus, DonationStatus | undefined, DonationStatus>;
  /** The provider that took the money (`stripe`), or null when nothing was charged. */
  payment_provider: ColumnType<string | null, string | null | undefined, string | null>;
  /** The processing fee the donor chose to add on top of the gift; 0 when not covered. */
  fee_cents: ColumnType<number | string | bigint, number | undefined, number>;
  /** What the donor was charged: the gift plus the covered fee; null when nothing was charged. */
  charged_cents: ColumnType<number | string | bigint | null, number | null | undefined, number | null>;
  checkout_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's invoice of one paid month of a monthly gift. */
  invoice_id: ColumnType<string | null, string | null | undefined, string | null>;
  customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The monthly gift (payment_subscriptions) this donation is one month of. */
  subscription_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** How much of a confirmed gift was given back (a partial refund); the totals count the rest. */
  refunded_cents: ColumnType<number | string | bigint, number | undefined, number>;
  /** When the donor finished the provider's checkout; a gift still pending then is paid by a bank debit that settles later. */
  checkout_completed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the money came (`card`, `none`, or a staff-recorded way); only money received gets a receipt. */
  method: ColumnType<DonationMethod, DonationMethod | undefined, DonationMethod>;
  /** A staff-recorded gift's cheque number or transfer reference, and staff's note (migration 035). */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** A gift in honor or in memory of someone (migration 036): `honor` or `memory`, the name, and where the notice goes. */
  tribute_kind: ColumnType<TributeKind | null, TributeKind | null | undefined, TributeKind | null>;
  tribute_name: ColumnType<string | null, string | null | undefined, string | null>;
  tribute_notify_email: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A donor's monthly gift through the payment provider (payments/). */
export interface PaymentSubscriptionsTable {
  id: Generated<number>;
  donator_id: number | null;
  region_id: number;
  amount_cents: BigInt;
  fee_cents: BigInt;
  /** `past_due` from a failed charge until a month is paid again (or the provider ends the gift). */
  status: MonthlyGiftStatus;
  checkout_session_id: string | null;
  provider_subscription_id: string | null;
  customer_id: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** As on donations: when the donor finished the checkout, whose first payment may settle later. */
  checkout_completed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the provider last failed to charge the card; null once a month is paid again. */
  payment_failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** A gift in honor or in memory of someone (migration 036): `honor` or `memory`, the name, and where the notice goes. */
  tribute_kind: ColumnType<TributeKind | null, TributeKind | null | undefined, TributeKind | null>;
  tribute_name: ColumnType<string | null, string | null | undefined, string | null>;
  tribute_notify_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the tribute's one notice went, with the first month confirmed; null before. */
  tribute_notified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Provider webhook events already handled: a replay finds its id here and changes nothing. */
export interface PaymentEventsTable {
  event_id: string;
  type: string;
  received_at: string;
}

/** Kept with every donation insert (donations/repository.ts); read by the statistics. */
export interface RegionTotalsTable {
  region_id: number;
  donation_count: BigInt;
  total_cents: BigInt;
}

/** Confirmed money per month (YYYY-MM of the donation's date) and region, kept like region_totals. */
export interface MonthlyRegionTotalsTable {
  month: string;
  region_id: number;
  donation_count: BigInt;
  total_cents: BigInt;
}

/** One donor's donations in one region; rows go with the donator (ON DELETE CASCADE). */
export interface DonorRegionTotalsTable {
  donator_id: number;
  region_id: number;
  total_cents: BigInt;
  donation_count: BigInt;
}

export interface RegionsTable {
  region_id: number;
  name: string;
  lat: number;
  lon: number;
}

export interface GlassesTable {
  glasses_id: Generated<number>;
  name: string;
  description: string;
  size: number | null;
  color: string;
  prescription_range_upper: number | null;
  prescription_range_lower: number | null;
  image: string;
  inventory: number;
  /** When staff retired the item (migration 013); null while it is in the public catalogue. */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The stock ledger: `glasses.inventory` is the sum of an item's `change` (stock/service.ts). */
export interface StockMovementsTable {
  id: Generated<number>;
  glasses_id: number;
  change: number;
  kind: StockMovementKind;
  reason: string;
  by_user_id: number | null;
  /** Who made it, kept as the audit log keeps `actor_username`: "[erased]" once erased (migration 032). */
  by_username: ColumnType<string | null, string | null | undefined, string | null>;
  at: string;
  /** Frames given in kind (`donated`): the donor, if a user, and the name and address the receipt went to (migration 034). */
  donor_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  donor_name: ColumnType<string | null, string | null | undefined, string | null>;
  donor_email: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Appended by every staff write (audit/service.ts); never updated or deleted. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null once the staff user was deleted; `actor_username` still says who it was. */
  actor_id: number | null;
  actor_username: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text, or null when the record did not exist before (or does not after). */
  before: string | null;
  after: string | null;
  at: string;
}

export interface MediaTable {
  media_id: Generated<number>;
  bytes: Buffer;
  content_type: string;
  filename: string;
  owner_user_id: number | null;
  sha256: string;
  is_private: Bool;
  created_at: string;
}

export interface ClaimsTable {
  id: Generated<number>;
  donatee_id: number;
  /** null until staff pick a frame for a claim that named none. */
  glasses_id: number | null;
  status: ClaimStatus;
  carrier: string | null;
  tracking_number: string | null;
  claimed_at: string;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  reason: string | null;
  /** What the confirmation page shows, 0 to 999999; drawn at random when the claim is made. */
  confirmation_number: number;
  /** The partner organisation the pair ships to instead of the recipient's address (migration 039). */
  ship_to_partner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The partner member who claimed for their client; null for a recipient's own claim (migration 039). */
  claimed_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ClaimMessagesTable {
  id: Generated<number>;
  claim_id: number;
  /** null once a staff author's user has been deleted. */
  author_user_id: number | null;
  author_role: SupportAuthor;
  body: string;
  created_at: string;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  /** When the sender may try (again); ISO time. */
  next_attempt_at: string;
  /** A sender's claim on the row while it delivers; null or past means free. */
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** The user the message is for; null for mail to staff or support addresses and to people without an account. */
  user_id: number | null;
  /** Set when the body holds OUTBOX_LINK_PLACEHOLDER: the sender mints that password link when it sends. */
  link_kind: 'reset' | 'welcome' | null;
  /** The user whose words the mail quotes (a support message to staff), erased with them (migration 029). */
  quotes_user_id: number | null;
  /** The claim whose support conversation a staff mail reports: one such mail while staff have not answered (migration 029). */
  support_claim_id: number | null;
}

/** The first answer to a request sent with an Idempotency-Key (migration 008). */
export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  /** SHA-256 of the request's meaningful fields: the same key with another request is refused. */
  request_hash: string;
  status_code: number;
  /** The reply's JSON, sent again as it was. */
  response_body: string;
  created_at: string;
}

/** The one row (id 1) holding the last receipt number given (receipts/repository.ts). */
export interface ReceiptCounterTable {
  id: number;
  last_number: BigInt;
  /** Every confirmed donation up to this id has its receipt (migration 021). */
  checked_through: Generated<number>;
}

/** A donation's receipt, as issued; only `voided_at` and `void_reason` are ever set later. */
export interface ReceiptsTable {
  id: Generated<number>;
  number: BigInt;
  donation_id: number;
  issued_at: string;
  org_name: string;
  org_tax_id: string;
  org_address: string;
  donor_name: string;
  donor_address: string;
  amount_cents: BigInt;
  donation_date: string;
  voided_at: string | null;
  void_reason: string | null;
  /** The number of the receipt this one replaces (after a partial refund); null for a first receipt. */
  replaces_number: ColumnType<number | string | bigint | null, number | null | undefined, number | null>;
  /** The tribute line the receipt printed ("In memory of …"), or null (migration 036). */
  tribute: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A mail text staff changed (migration 037); kinds of mail without a row use their default. */
export interface MailTemplatesTable {
  template: MailTemplateKey;
  language: Language;
  subject: string;
  body: string;
  updated_at: string;
}

/** A partner organisation (migration 038). */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  kind: PartnerKind;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  website: string;
  status: PartnerStatus;
  decision_message: string | null;
  created_at: string;
  decided_at: string | null;
}

/** An invitation to join a partner organisation, for one user, until they accept or decline it (migration 038). */
export interface PartnerInvitationsTable {
  partner_id: number;
  user_id: number;
  /** The address as the member typed it: what the members' list shows. */
  email: string;
  invited_by_user_id: number | null;
  invited_at: string;
}

/** A person a partner organisation applies for: a donatee without a login of its own (migration 039). */
export interface PartnerClientsTable {
  id: Generated<number>;
  partner_id: number;
  donatee_id: number;
  email: string;
  consent_recorded_by_user_id: number | null;
  consent_recorded_at: string;
}

/** A user who acts for a partner organisation (migration 038). */
export interface PartnerMembersTable {
  partner_id: number;
  user_id: number;
  added_at: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  accounts: AccountsTable;
  donators: DonatorsTable;
  donatees: DonateesTable;
  donations: DonationsTable;
  region_totals: RegionTotalsTable;
  donor_region_totals: DonorRegionTotalsTable;
  monthly_region_totals: MonthlyRegionTotalsTable;
  regions: RegionsTable;
  glasses: GlassesTable;
  stock_movements: StockMovementsTable;
  audit_log: AuditLogTable;
  media: MediaTable;
  claims: ClaimsTable;
  claim_messages: ClaimMessagesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  receipt_counter: ReceiptCounterTable;
  receipts: ReceiptsTable;
  payment_subscriptions: PaymentSubscriptionsTable;
  payment_events: PaymentEventsTable;
  mail_templates: MailTemplatesTable;
  partners: PartnersTable;
  partner_members: PartnerMembersTable;
  partner_invitations: PartnerInvitationsTable;
  partner_clients: PartnerClientsTable;
}

export const toBool = (value: number | boolean | null | undefined): boolean => value === true || value === 1;
export const toNumber = (value: number | string | bigint): number => Number(value);
/** A nullable numeric column (PostgreSQL sends numeric and bigint as text) as a number, or null. */
export const toNumberOrNull = (value: number | string | bigint | null): number | null => (value === null ? null : Number(value));
export const centsToAmount = (value: number | string | bigint | null): number | null => (value === null ? null : Number(value) / 100);
