/**
 * The shapes of the HTTP API (DESIGN.md §2): the server validates and documents with these
 * schemas, the web app types its client with the same `Static` types.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * A value or null, as one JSON-schema type list (`type: ['number', 'null']`) rather than a
 * union. The server validates with type coercion on (DRF takes "12" for 12), and coercion
 * inside a union changes the value while trying branches: a null branch first turned 0 into
 * null, a number branch first turned null into 0. A type list coerces only a value that
 * matches neither type.
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

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
  /** The donor's user id, as the original API returned it. */
  donator: Type.Integer(),
  donator_id: Type.Integer(),
});
export type Donation = Static<typeof Donation>;

export const Donator = Type.Object({
  donator_id: Type.Integer(),
  has_donated: Type.Boolean(),
  total_amount_donated: Type.Number(),
  /** Oldest first, as the original API returned them. */
  donations: Type.Array(Donation),
  account: Type.Integer(),
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
});
export type Donatee = Static<typeof Donatee>;

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
});
export type Account = Static<typeof Account>;

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  is_staff: Type.Boolean(),
  account: Account,
});
export type User = Static<typeof User>;

/** What anyone may read of another user. */
export const PublicUser = Type.Object({ id: Type.Integer(), username: Type.String() });
export type PublicUser = Static<typeof PublicUser>;

export const Glasses = Type.Object({
  glasses_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  size: Nullable(Type.Number()),
  color: Type.String(),
  prescription_range_upper: Nullable(Type.Number()),
  prescription_range_lower: Nullable(Type.Number()),
  /** The spelling the first sample items used; kept for old clients. */
  perscription_range_upper: Nullable(Type.Number()),
  perscription_range_lower: Nullable(Type.Number()),
  image: Type.String(),
  img: Type.String(),
  inventory: Type.Integer(),
});
export type Glasses = Static<typeof Glasses>;

export const RegionRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
});
export type RegionRecord = Static<typeof RegionRecord>;

export const TopDonor = Type.Object({ user_id: Type.Integer(), username: Type.String(), total: Type.Number() });
export type TopDonor = Static<typeof TopDonor>;

export const RegionStats = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  donation_count: Type.Integer(),
  total: Type.Number(),
  top_donors: Type.Array(TopDonor),
});
export type RegionStats = Static<typeof RegionStats>;

export const DonationStats = Type.Object({ regions: Type.Array(RegionStats), total: Type.Number() });
export type DonationStats = Static<typeof DonationStats>;

/* ---------- auth ---------- */

export const SignUpBody = Type.Object({
  username: Type.String(),
  email: Type.String(),
  password: Type.String(),
});
export type SignUpBody = Static<typeof SignUpBody>;
export const SignUpResponse = Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() });
export type SignUpResponse = Static<typeof SignUpResponse>;

export const LoginBody = Type.Object({ username: Type.String(), password: Type.String() });
export type LoginBody = Static<typeof LoginBody>;
export const LoginResponse = Type.Object({ auth_token: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

/* ---------- write shapes ---------- */

/** The largest value an integer column holds on both engines. */
const MAX_INT = 2_147_483_647;

/** A reference to a stored record by its id: anything else could not name one. */
const RecordId = Type.Integer({ minimum: 1, maximum: MAX_INT });

export const UserWrite = Type.Object({
  username: Type.String(),
  email: Type.String(),
  is_staff: Type.Optional(Type.Boolean()),
});
export type UserWrite = Static<typeof UserWrite>;

/** Contact details; the lengths are the database columns'. */
export const AccountWrite = Type.Object({
  user: RecordId,
  phone_number: Type.Optional(Type.String({ maxLength: 40 })),
  address: Type.Optional(Type.String({ maxLength: 255 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 100 })),
  zip_code: Type.Optional(Type.String({ maxLength: 20 })),
});
export type AccountWrite = Static<typeof AccountWrite>;

export const DonateeWrite = Type.Object({
  account: Type.Optional(RecordId),
  has_applied_for_account: Type.Optional(Type.Boolean()),
  has_claimed: Type.Optional(Type.Boolean()),
  monthly_income: Type.Optional(Nullable(Type.Number())),
  average_household_income: Type.Optional(Nullable(Type.Number())),
  current_bank_balance: Type.Optional(Nullable(Type.Number())),
  /** The misspelling the original client sends; an alias of current_bank_balance. */
  current_bank_ballance: Type.Optional(Nullable(Type.Number())),
  is_dependent: Type.Optional(Type.Boolean()),
  /** Which item a claim takes from stock; the original client does not send it. */
  claimed_glasses: Type.Optional(Nullable(RecordId)),
});
export type DonateeWrite = Static<typeof DonateeWrite>;

export const DonatorWrite = Type.Object({
  account: RecordId,
});
export type DonatorWrite = Static<typeof DonatorWrite>;

export const DonationCreate = Type.Object({
  amount: Type.Number(),
  /** YYYY-MM-DD; today when missing. */
  date: Type.Optional(Type.String()),
  region: Type.Optional(Type.Integer()),
  /** The donator_id of the caller's own donator record. */
  donator: RecordId,
});
export type DonationCreate = Static<typeof DonationCreate>;

/** A dioptre value of a prescription range. */
const Dioptres = Type.Number({ minimum: -30, maximum: 30 });

export const GlassesWrite = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  /** Frame width in mm. */
  size: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
  color: Type.Optional(Type.String({ maxLength: 50 })),
  prescription_range_upper: Type.Optional(Nullable(Dioptres)),
  prescription_range_lower: Type.Optional(Nullable(Dioptres)),
  perscription_range_upper: Type.Optional(Nullable(Dioptres)),
  perscription_range_lower: Type.Optional(Nullable(Dioptres)),
  /** An address: `/media/<id>` or http(s)://…; staff may upload a file instead (multipart). */
  image: Type.Optional(Type.String({ maxLength: 500 })),
  img: Type.Optional(Type.String({ maxLength: 500 })),
  inventory: Type.Integer({ minimum: 0, maximum: MAX_INT }),
});
export type GlassesWrite = Static<typeof GlassesWrite>;
