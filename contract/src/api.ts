/**
 * The shapes of the HTTP API (see docs/api.md): the server validates and documents with these
 * schemas, the web app types its client with the same `Static` types.
 */
import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';
import { Tribute } from './tributes.js';
import { Language } from './languages.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';
import { MAX_ID, OPTIONAL_PHONE_PATTERN } from './rules.js';
import { ApplicationStatus, Claim, MAX_HOUSEHOLD_SIZE, NullableReviewReason } from './fulfilment.js';
import { CYLINDER_LIMIT, SPHERE_LIMIT } from './prescriptions.js';
import { PairCount, PUBLIC_NAME_MAX_LENGTH } from './donor-privacy.js';
import { PERSON_NAME_MAX_LENGTH } from './person-names.js';

/**
 * A value or null, as one JSON-schema type list (`type: ['number', 'null']`) rather than a
 * union: a wrong value gets one message (the value's type's), and in a multipart form, whose
 * fields are coerced from text, an empty field becomes null.
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** Text a request may carry: any string without NUL characters (no database stores them). */
export const TextField = (options: StringOptions = {}) => Type.String({ ...options, pattern: NO_NULL_CHARACTERS });

/** The longest postal address the database keeps, field by field. */
export const ADDRESS_MAX_LENGTH = { address: 255, city: 100, state: 100, zip_code: 20 } as const;

/** A postal address that must be given whole: an organisation's, a partner's client's. */
export const PostalAddressFields = {
  address: TextField({ maxLength: ADDRESS_MAX_LENGTH.address }),
  city: TextField({ maxLength: ADDRESS_MAX_LENGTH.city }),
  state: TextField({ maxLength: ADDRESS_MAX_LENGTH.state }),
  zip_code: TextField({ maxLength: ADDRESS_MAX_LENGTH.zip_code }),
};

/* ---------- errors (Django REST Framework's shapes) ---------- */

export const ErrorDetail = Type.Object({ detail: Type.String() });
export type ErrorDetail = Static<typeof ErrorDetail>;
/** `{"field": ["message", ...]}`, or `non_field_errors` for the whole request. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));
export type FieldErrors = Static<typeof FieldErrors>;
/** A 400 is either field errors or, for an unreadable body, `{"detail": ...}`. */
export const BadRequest = Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]));
export type BadRequest = Static<typeof BadRequest>;

/* ---------- read shapes ---------- */

export const Donation = Type.Object({
  donation_id: Type.Integer(),
  amount: Type.Number(),
  date: Type.String({ format: 'date' }),
  region: Type.Integer(),
  /** The donor's user id, as older clients of the API read it (docs/api.md, Compatibility). */
  donator: Type.Integer(),
  donator_id: Type.Integer(),
});
export type Donation = Static<typeof Donation>;

export const Donator = Type.Object({
  donator_id: Type.Integer(),
  has_donated: Type.Boolean(),
  total_amount_donated: Type.Number(),
  /** Oldest first, as older clients of the API expect them (docs/api.md, Compatibility). */
  donations: Type.Array(Donation),
  account: Type.Integer(),
  /** The name public lists show when the donor is not anonymous; the username until they choose. */
  public_name: Type.String(),
  /** Public lists show "Anonymous" instead of the public name. */
  is_anonymous: Type.Boolean(),
});
export type Donator = Static<typeof Donator>;

export const Donatee = Type.Object({
  donatee_id: Type.Integer(),
  has_applied_for_account: Type.Boolean(),
  has_claimed: Type.Boolean(),
  monthly_income: Nullable(Type.Number()),
  average_household_income: Nullable(Type.Number()),
  current_bank_balance: Nullable(Type.Number()),
  is_dependent: Type.Boolean(),
  /** Address of the uploaded prescription under /media/, or null. */
  prescription: Nullable(Type.String()),
  claimed_glasses: Nullable(Type.Integer()),
  claimed_at: Nullable(Type.String()),
  account: Type.Integer(),
  /** Where the application stands; `has_applied_for_account` stays true once it was submitted. */
  application_status: ApplicationStatus,
  /** What staff wrote with their last decision (a reason, or the information they need), or null. */
  decision_message: Nullable(Type.String()),
  /** Why the application is waiting for review again without a new submission, or null. */
  review_reason: NullableReviewReason,
  household_size: Nullable(Type.Integer()),
  /** The prescription's figures in dioptres, and the date of the eye exam (YYYY-MM-DD). */
  prescription_sphere_right: Nullable(Type.Number()),
  prescription_cylinder_right: Nullable(Type.Number()),
  prescription_sphere_left: Nullable(Type.Number()),
  prescription_cylinder_left: Nullable(Type.Number()),
  prescription_exam_date: Nullable(Type.String()),
  /** The active claim, or else the latest cancelled one; null before the first claim. */
  claim: Nullable(Claim),
});
export type Donatee = Static<typeof Donatee>;

/** The prescription's figures a donatee record carries, by their names in the API. */
export const PRESCRIPTION_FIGURE_FIELDS = [
  'prescription_sphere_right',
  'prescription_cylinder_right',
  'prescription_sphere_left',
  'prescription_cylinder_left',
] as const;

export const Account = Type.Object({
  account_id: Type.Integer(),
  user: Type.Integer(),
  phone_number: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Type.String(),
  donator: Donator,
  donatee: Donatee,
  /** The language the person chose: the one mail to them is written in (last: fields are only ever added at the end). */
  language: Language,
});
export type Account = Static<typeof Account>;

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  /** The person's names, as on their mail; empty until given (a recipient gives them for shipping). */
  first_name: Type.String(),
  last_name: Type.String(),
  is_staff: Type.Boolean(),
  account: Account,
});
export type User = Static<typeof User>;

/** What anyone may read of another user. */
export const PublicUser = Type.Object({ id: Type.Integer(), username: Type.String() });
export type PublicUser = Static<typeof PublicUser>;

/** What describes a glasses item, the same in the public catalogue and in the staff's (`StaffGlasses`). */
export const glassesDescriptionFields = {
  glasses_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  size: Nullable(Type.Number()),
  color: Type.String(),
  prescription_range_upper: Nullable(Type.Number()),
  prescription_range_lower: Nullable(Type.Number()),
};

export const Glasses = Type.Object({
  ...glassesDescriptionFields,
  /** Old names of the range and the image, still in every reply for older clients (docs/api.md, Compatibility). */
  perscription_range_upper: Nullable(Type.Number()),
  perscription_range_lower: Nullable(Type.Number()),
  image: Type.String(),
  img: Type.String(),
  inventory: Type.Integer(),
  /** Only on an item's own address, once it was retired: it is no longer listed or claimable. */
  retired_at: Type.Optional(Type.String()),
});
export type Glasses = Static<typeof Glasses>;
/** A glasses item under its correct names only, as the server handles it and new code reads it. */
export type GlassesItem = Omit<Glasses, 'perscription_range_upper' | 'perscription_range_lower' | 'img'>;

export const RegionRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
});
export type RegionRecord = Static<typeof RegionRecord>;

/**
 * `username` is the donor's public name or "Anonymous", never their account's username unless they
 * chose it; `user_id` is 0 for an anonymous donor. `is_sample`: one of the seeded sample donors.
 */
export const TopDonor = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  total: Type.Number(),
  is_sample: Type.Boolean(),
});
export type TopDonor = Static<typeof TopDonor>;

export const RegionStats = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  donation_count: Type.Integer(),
  total: Type.Number(),
  top_donors: Type.Array(TopDonor),
  /** Pairs delivered to recipients in the region, or "fewer than 3". */
  pairs_delivered: PairCount,
});
export type RegionStats = Static<typeof RegionStats>;

export const DonationStats = Type.Object({ regions: Type.Array(RegionStats), total: Type.Number() });
export type DonationStats = Static<typeof DonationStats>;

/** The social networks the footer can link to, each configured on its own (SOCIAL_FACEBOOK_URL, …). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The organisation's page on each social network, an https address, or null when not configured (the footer then leaves it out). */
export const SocialLinks = Type.Object({
  facebook: Type.Union([Type.String(), Type.Null()]),
  instagram: Type.Union([Type.String(), Type.Null()]),
  x: Type.Union([Type.String(), Type.Null()]),
});
export type SocialLinks = Static<typeof SocialLinks>;

/** GET /api/config/: the public settings the web app reads at run time. */
export const ClientConfig = Type.Object({
  tile_url: Type.String(),
  /** The oldest eye exam, in months, whose prescription an application accepts. */
  prescription_max_age_months: Type.Integer({ minimum: 1 }),
  /** `none`: gifts are recorded without a card payment; `stripe`: the donor pays through Stripe Checkout. */
  payment_provider: Type.Union([Type.Literal('none'), Type.Literal('stripe')]),
  /** The processing fee a donor may choose to cover: this percentage of the charge… */
  payment_fee_percent: Type.Number({ minimum: 0 }),
  /** …plus this many dollars. */
  payment_fee_fixed: Type.Number({ minimum: 0 }),
  /** What one pair of glasses costs, in dollars: money is shown as the pairs it provides. */
  cost_per_pair: Type.Number({ exclusiveMinimum: 0 }),
  /** The fundraising goal in dollars per `goal_period`, or null when none is set. */
  goal_amount: Nullable(Type.Number()),
  goal_period: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  /** The income line applications are compared with (`incomeLimit`): who qualifies, as the "Get free glasses" page says. */
  income_guideline: Type.Object({
    year: Type.Integer(),
    base_per_year: Type.Number({ minimum: 0 }),
    per_extra_person_per_year: Type.Number({ minimum: 0 }),
    percent: Type.Number({ exclusiveMinimum: 0 }),
  }),
  /** The footer's social links: only those configured are shown, none at all when every one is null. */
  social_links: SocialLinks,
  /** Where the public writes to the charity (CONTACT_EMAIL), as the accessibility statement says; null when unset. */
  contact_email: Nullable(Type.String()),
});
export type ClientConfig = Static<typeof ClientConfig>;

/** OpenStreetMap's community tiles: the server's default TILE_URL and the web app's fallback. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/* ---------- auth ---------- */

export const SignUpBody = Type.Object({
  username: TextField(),
  email: TextField(),
  password: TextField(),
  /** The language of the page the person signs up on: their `account.language` from the start (English if not sent). */
  language: Type.Optional(Language),
});
export type SignUpBody = Static<typeof SignUpBody>;
export const SignUpResponse = Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() });
export type SignUpResponse = Static<typeof SignUpResponse>;

export const LoginBody = Type.Object({ username: TextField(), password: TextField() });
export type LoginBody = Static<typeof LoginBody>;
export const LoginResponse = Type.Object({ auth_token: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

/** Account self-service, in Djoser's shapes (docs/api.md, Accounts). */
export const SetPasswordBody = Type.Object({ current_password: TextField(), new_password: TextField() });
export type SetPasswordBody = Static<typeof SetPasswordBody>;
export const ResetPasswordBody = Type.Object({ email: TextField() });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ResetPasswordConfirmBody = Type.Object({ uid: TextField(), token: TextField(), new_password: TextField() });
export type ResetPasswordConfirmBody = Static<typeof ResetPasswordConfirmBody>;
export const DeleteMeBody = Type.Object({ current_password: TextField() });
export type DeleteMeBody = Static<typeof DeleteMeBody>;

/* ---------- write shapes ---------- */

/** A reference to a stored record by its id: anything else could not name one. */
const RecordId = Type.Integer({ minimum: 1, maximum: MAX_ID });

export const UserWrite = Type.Object({
  username: TextField(),
  email: TextField(),
  first_name: Type.Optional(TextField({ maxLength: PERSON_NAME_MAX_LENGTH })),
  last_name: Type.Optional(TextField({ maxLength: PERSON_NAME_MAX_LENGTH })),
  is_staff: Type.Optional(Type.Boolean()),
});
export type UserWrite = Static<typeof UserWrite>;

/** Contact details; the lengths are the database columns'. */
export const AccountWrite = Type.Object({
  user: RecordId,
  /** Empty, or a phone number as people write it (PHONE_PATTERN): the same rule as the cart's checkout. */
  phone_number: Type.Optional(Type.String({ maxLength: 40, pattern: OPTIONAL_PHONE_PATTERN })),
  address: Type.Optional(PostalAddressFields.address),
  city: Type.Optional(PostalAddressFields.city),
  state: Type.Optional(PostalAddressFields.state),
  zip_code: Type.Optional(PostalAddressFields.zip_code),
  language: Type.Optional(Language),
});
export type AccountWrite = Static<typeof AccountWrite>;

/** The server also takes `current_bank_ballance`, the name older clients send (docs/api.md, Compatibility). */
/** Sphere and cylinder of one eye, in dioptres, in quarter steps. */
export const Sphere = Type.Number({ minimum: -SPHERE_LIMIT, maximum: SPHERE_LIMIT, multipleOf: 0.25 });
export const Cylinder = Type.Number({ minimum: -CYLINDER_LIMIT, maximum: CYLINDER_LIMIT, multipleOf: 0.25 });

export const DonateeWrite = Type.Object({
  account: Type.Optional(RecordId),
  has_applied_for_account: Type.Optional(Type.Boolean()),
  has_claimed: Type.Optional(Type.Boolean()),
  monthly_income: Type.Optional(Nullable(Type.Number())),
  average_household_income: Type.Optional(Nullable(Type.Number())),
  current_bank_balance: Type.Optional(Nullable(Type.Number())),
  is_dependent: Type.Optional(Type.Boolean()),
  /** Which item a claim takes from stock; older clients claim without naming one. */
  claimed_glasses: Type.Optional(Nullable(RecordId)),
  household_size: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_HOUSEHOLD_SIZE }))),
  prescription_sphere_right: Type.Optional(Nullable(Sphere)),
  prescription_cylinder_right: Type.Optional(Nullable(Cylinder)),
  prescription_sphere_left: Type.Optional(Nullable(Sphere)),
  prescription_cylinder_left: Type.Optional(Nullable(Cylinder)),
  /** YYYY-MM-DD, not older than the configured number of months (`prescriptionTooOldMessage`). */
  prescription_exam_date: Type.Optional(Nullable(TextField({ maxLength: 10 }))),
});
export type DonateeWrite = Static<typeof DonateeWrite>;

export const DonatorWrite = Type.Object({
  account: RecordId,
});
export type DonatorWrite = Static<typeof DonatorWrite>;

/** PATCH of a donator record: the donor chooses how public lists show them. */
export const DonatorChange = Type.Object({
  account: Type.Optional(RecordId),
  public_name: Type.Optional(TextField({ maxLength: PUBLIC_NAME_MAX_LENGTH })),
  is_anonymous: Type.Optional(Type.Boolean()),
});
export type DonatorChange = Static<typeof DonatorChange>;

export const DonationCreate = Type.Object({
  amount: Type.Number(),
  /** YYYY-MM-DD; today when missing. */
  date: Type.Optional(TextField()),
  region: Type.Optional(Type.Integer()),
  /** The donator_id of the caller's own donator record. */
  donator: RecordId,
  /** A gift in honor or in memory of someone; the spec's client never sends it. */
  tribute: Type.Optional(Tribute),
});
export type DonationCreate = Static<typeof DonationCreate>;

/** A dioptre value of a prescription range. */
const Dioptres = Type.Number({ minimum: -30, maximum: 30 });

/** The server also takes `perscription_range_*` and `img`, the names older clients send (docs/api.md, Compatibility). */
export const GlassesWrite = Type.Object({
  name: TextField({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(TextField({ maxLength: 5000 })),
  /** Frame width in mm. */
  size: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
  color: Type.Optional(TextField({ maxLength: 50 })),
  prescription_range_upper: Type.Optional(Nullable(Dioptres)),
  prescription_range_lower: Type.Optional(Nullable(Dioptres)),
  /** An address: `/media/<id>` or http(s)://…; staff may upload a file instead (multipart). */
  image: Type.Optional(TextField({ maxLength: 500 })),
  inventory: Type.Integer({ minimum: 0, maximum: MAX_ID }),
});
export type GlassesWrite = Static<typeof GlassesWrite>;
