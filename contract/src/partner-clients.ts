/**
 * A partner organisation's clients (docs/api.md, Partner organisations): people a member applies
 * for, who have no login of their own. Each is a donatee like any other, reviewed the same way;
 * the member records the client's consent, may claim a pair for them and choose whether it ships
 * to the client or to the organisation.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Cylinder, Nullable, PostalAddressFields, Sphere, TextField } from './api.js';
import {
  ApplicationStatus,
  ClaimStatus,
  MAX_HOUSEHOLD_SIZE,
  type ApplicationStatus as Status,
  type ClaimStatus as ClaimState,
} from './fulfilment.js';
import { Language } from './languages.js';
import { PHONE_PATTERN } from './rules.js';

export const CLIENT_NAME_MAX_LENGTH = 150;
/** The most a month's income may be, in dollars: anything higher is a typing mistake. */
export const CLIENT_MONTHLY_INCOME_MAX = 1_000_000;

export const PartnerClientWrite = Type.Object(
  {
    first_name: TextField({ maxLength: CLIENT_NAME_MAX_LENGTH }),
    last_name: TextField({ maxLength: CLIENT_NAME_MAX_LENGTH }),
    /** Given, the client is mailed a link to choose a password and follow their application. */
    email: Type.Optional(TextField({ maxLength: 254 })),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: `^(?:${PHONE_PATTERN})?$` })),
    ...PostalAddressFields,
    household_size: Type.Integer({ minimum: 1, maximum: MAX_HOUSEHOLD_SIZE }),
    /** In dollars, cents at most. */
    monthly_income: Type.Number({ minimum: 0, maximum: CLIENT_MONTHLY_INCOME_MAX }),
    is_dependent: Type.Boolean(),
    prescription_sphere_right: Type.Optional(Nullable(Sphere)),
    prescription_cylinder_right: Type.Optional(Nullable(Cylinder)),
    prescription_sphere_left: Type.Optional(Nullable(Sphere)),
    prescription_cylinder_left: Type.Optional(Nullable(Cylinder)),
    /** YYYY-MM-DD, not in the future nor older than the configured number of months. */
    prescription_exam_date: Type.Optional(Nullable(TextField({ maxLength: 10 }))),
    /** The language of the client's mail; English when not given. */
    language: Type.Optional(Language),
    /** The client agreed that the organisation applies for them and that OnePair keeps their details. */
    consent: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type PartnerClientWrite = Static<typeof PartnerClientWrite>;

/**
 * A member answers staff's request for information (or sends a turned-down application again):
 * the client's answers that decide whether they qualify, any of them; the application is
 * submitted again with them.
 */
export const PartnerClientChange = Type.Partial(
  Type.Pick(PartnerClientWrite, [
    'household_size',
    'monthly_income',
    'is_dependent',
    'prescription_sphere_right',
    'prescription_cylinder_right',
    'prescription_sphere_left',
    'prescription_cylinder_left',
    'prescription_exam_date',
  ]),
  { additionalProperties: false },
);
export type PartnerClientChange = Static<typeof PartnerClientChange>;

export const PartnerClientCreated = Type.Object({
  client_id: Type.Integer(),
  donatee_id: Type.Integer(),
  application_status: ApplicationStatus,
});
export type PartnerClientCreated = Static<typeof PartnerClientCreated>;

export const SHIP_TO = ['client', 'partner'] as const;
export type ShipTo = (typeof SHIP_TO)[number];
export const ShipTo = Type.Union(SHIP_TO.map((place) => Type.Literal(place)));

export const PartnerClientClaimBody = Type.Object(
  { glasses_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), ship_to: ShipTo },
  { additionalProperties: false },
);
export type PartnerClientClaimBody = Static<typeof PartnerClientClaimBody>;

/** What a client's case waits for, from the application's and the claim's status. */
export const CLIENT_STAGES = ['review', 'information', 'not_approved', 'choose_pair', 'shipping', 'delivery', 'delivered'] as const;
export type ClientStage = (typeof CLIENT_STAGES)[number];
export const ClientStage = Type.Union(CLIENT_STAGES.map((stage) => Type.Literal(stage)));

export const CLIENT_STAGE_LABELS: Record<ClientStage, string> = {
  review: "Waiting for our team's review",
  information: 'Our team needs more information',
  not_approved: 'Not approved',
  choose_pair: 'Approved: choose a pair',
  shipping: 'Pair being prepared',
  delivery: 'Pair on its way',
  delivered: 'Delivered',
};

/** Where a client's case stands: the claim's stage once there is an active or delivered one, else the application's. */
export function clientStage(application: Status, claim: ClaimState | null): ClientStage {
  if (claim === 'delivered') return 'delivered';
  if (claim === 'shipped') return 'delivery';
  if (claim === 'claimed') return 'shipping';
  if (application === 'approved') return 'choose_pair';
  if (application === 'info_requested') return 'information';
  if (application === 'rejected') return 'not_approved';
  return 'review';
}

export const PartnerClientClaim = Type.Object({
  id: Type.Integer(),
  status: ClaimStatus,
  glasses: Nullable(Type.Integer()),
  glasses_name: Nullable(Type.String()),
  ship_to: ShipTo,
  carrier: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  confirmation_number: Type.Integer(),
  claimed_at: Type.String({ format: 'date-time' }),
  shipped_at: Nullable(Type.String({ format: 'date-time' })),
  delivered_at: Nullable(Type.String({ format: 'date-time' })),
});
export type PartnerClientClaim = Static<typeof PartnerClientClaim>;

export const PartnerClient = Type.Object({
  client_id: Type.Integer(),
  donatee_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Type.String(),
  household_size: Nullable(Type.Integer()),
  /** In dollars. */
  monthly_income: Nullable(Type.Number()),
  is_dependent: Type.Boolean(),
  prescription_sphere_right: Nullable(Type.Number()),
  prescription_cylinder_right: Nullable(Type.Number()),
  prescription_sphere_left: Nullable(Type.Number()),
  prescription_cylinder_left: Nullable(Type.Number()),
  prescription_exam_date: Nullable(Type.String()),
  has_prescription_file: Type.Boolean(),
  application_status: ApplicationStatus,
  /** Staff's message with the last decision (what information they need, or why not). */
  decision_message: Nullable(Type.String()),
  /** The latest claim, if any. */
  claim: Nullable(PartnerClientClaim),
  stage: ClientStage,
  /** The member who recorded the client's consent (their names, else username); empty once they are gone. */
  consent_recorded_by: Type.String(),
  consent_recorded_at: Type.String({ format: 'date-time' }),
});
export type PartnerClient = Static<typeof PartnerClient>;

export const PartnerClientList = Type.Object({ results: Type.Array(PartnerClient), next: Nullable(Type.String()) });
export type PartnerClientList = Static<typeof PartnerClientList>;

export const CLIENT_PAGE_SIZE = 50;

export const PartnerClientQuery = Type.Object(
  {
    /** Part of the client's first or last name or e-mail, any letter case. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    after: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type PartnerClientQuery = Static<typeof PartnerClientQuery>;

/** The columns of the clients' outcomes CSV, in order. */
export const PARTNER_CLIENT_CSV_COLUMNS = [
  'client_id',
  'first_name',
  'last_name',
  'city',
  'state',
  'zip_code',
  'household_size',
  'added_at',
  'application_status',
  'submitted_at',
  'decided_at',
  'claim_status',
  'frame',
  'ship_to',
  'claimed_at',
  'shipped_at',
  'delivered_at',
] as const;

/** Clients one member may add in an hour: a caseworker's day, not a script's. */
export const PARTNER_CLIENTS_PER_HOUR = 60;
/** Clients one organisation may add in a day, whoever adds them. */
export const PARTNER_CLIENTS_PER_DAY = 300;

export const CLIENT_MESSAGES = {
  noPrescription: 'Give the prescription figures, or upload a photo or PDF of the prescription.',
  notApproved: (status: string) =>
    status === 'pending'
      ? 'Your organisation can add clients once our team has approved it.'
      : `This organisation is ${status}: its members cannot add clients or choose glasses for them.`,
  tooMany: 'You or your organisation have added many clients lately. Try again later.',
  replaceFile: 'Upload a new photo or PDF to replace the prescription; it cannot be taken away.',
  badFile: 'Upload a JPEG, PNG, WebP or PDF file.',
  fileAsForm: 'Upload the prescription as a file in a multipart/form-data request.',
  badMoney: 'Enter the amount in dollars and cents.',
  nothingShipped: 'No pair has been sent to this client yet.',
} as const;
