/**
 * People in the staff console: finding a user, reading what they did with OnePair (donations,
 * application, claim), and the four changes staff make to a user (deactivate, reactivate,
 * grant or revoke staff), plus the dashboard's figures.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ApplicationStatus, Claim } from './fulfilment.js';
import { AuditEntry } from './audit.js';
import { staffDonationFields } from './donations-ledger.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';
import { DisplayName } from './person-names.js';
import { PartnerKind, PartnerStatus } from './partner-kinds.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** One user in the people list. */
export const StaffPersonRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: DisplayName,
  email: Type.String(),
  is_staff: Type.Boolean(),
  is_active: Type.Boolean(),
  date_joined: Type.String(),
});
export type StaffPersonRow = Static<typeof StaffPersonRow>;

export const StaffPeopleQuery = Type.Object({
  after: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  q: Type.Optional(
    Type.String({
      maxLength: 150,
      pattern: NO_NULL_CHARACTERS,
      description: 'Part of the username, the e-mail address or the name, any case.',
    }),
  ),
});
export type StaffPeopleQuery = Static<typeof StaffPeopleQuery>;

/** One donation as the person's page lists it. */
export const StaffPersonDonation = Type.Object(staffDonationFields);
export type StaffPersonDonation = Static<typeof StaffPersonDonation>;

/** How many donations a person's page shows, newest first; the counts cover all of them. */
export const PERSON_DONATIONS_SHOWN = 50;

/** One user with what they did: their newest donations, their application and their claim. */
export const StaffPerson = Type.Composite([
  StaffPersonRow,
  Type.Object({
    shipping_address: Type.Object({
      address: Type.String(),
      city: Type.String(),
      state: Type.String(),
      zip_code: Type.String(),
      phone_number: Type.String(),
    }),
    donations: Type.Object({
      /** Newest first, at most PERSON_DONATIONS_SHOWN. */
      recent: Type.Array(StaffPersonDonation),
      count: Type.Integer(),
      /** Confirmed donations only, in dollars. */
      confirmed_total: Type.Number(),
    }),
    application: Type.Object({
      donatee_id: Type.Integer(),
      status: ApplicationStatus,
      submitted_at: Nullable(Type.String()),
      decided_at: Nullable(Type.String()),
      decision_message: Nullable(Type.String()),
    }),
    /** The active claim, or else the latest one; null before the first claim. */
    claim: Type.Union([Claim, Type.Null()]),
  }),
]);
export type StaffPerson = Static<typeof StaffPerson>;

export const PEOPLE_ACTIONS = ['deactivate', 'reactivate', 'grant-staff', 'revoke-staff'] as const;
export type PeopleAction = (typeof PEOPLE_ACTIONS)[number];

export const PEOPLE_MESSAGES = {
  notOnYourself: 'Staff cannot change their own access; ask another staff member.',
  lastStaff: 'This is the last active staff user: grant staff to someone else first.',
  alreadyInactive: 'This user is already deactivated.',
  alreadyActive: 'This user is already active.',
  alreadyStaff: 'This user is already staff.',
  notStaff: 'This user is not staff.',
} as const;

/** What the staff dashboard adds to the counts: money this month, items running low, the latest audit entries, monthly gifts failing. */
export const StaffDashboard = Type.Object({
  donations_this_month: Type.Object({
    /** The first day of the month counted, YYYY-MM-DD (UTC). */
    since: Type.String(),
    count: Type.Integer(),
    /** Confirmed donations only, in dollars. */
    total: Type.Number(),
  }),
  low_stock: Type.Array(Type.Object({ glasses_id: Type.Integer(), name: Type.String(), inventory: Type.Integer() })),
  recent_audit: Type.Array(AuditEntry),
  /**
   * Approved applicants still waiting for a pair whom no frame in stock fits, by the band of lens
   * power they need (prescriptionBand), most people first; those who gave no figures (a photo of
   * the prescription only) are counted apart, as staff must read theirs.
   */
  unmet_need: Type.Object({
    people: Type.Integer(),
    without_figures: Type.Integer(),
    bands: Type.Array(
      Type.Object({
        sphere_weakest: Type.Number(),
        sphere_strongest: Type.Number(),
        cylinder_least: Type.Number(),
        cylinder_most: Type.Number(),
        people: Type.Integer(),
      }),
    ),
  }),
  /** Monthly gifts whose card the provider could not charge: how many, and the longest failing first. */
  failing_monthly_gifts: Type.Object({
    count: Type.Integer(),
    gifts: Type.Array(
      Type.Object({
        id: Type.Integer(),
        /** Dollars a month. */
        amount: Type.Number(),
        failed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        /** The donor: user id, username and the name they gave (the username when none); null once erased. */
        donor: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String(), name: Type.String() }), Type.Null()]),
      }),
    ),
  }),
  /** The partner organisations that applied for people, the most applications first, with where those stand. */
  applications_by_partner: Type.Array(
    Type.Object({
      partner_id: Type.Integer(),
      name: Type.String(),
      kind: PartnerKind,
      status: PartnerStatus,
      total: Type.Integer(),
      /** Waiting for review, or for the information staff asked for. */
      waiting: Type.Integer(),
      approved: Type.Integer(),
      not_approved: Type.Integer(),
    }),
  ),
});
export type StaffDashboard = Static<typeof StaffDashboard>;

/** How many low-stock items and audit entries the dashboard shows; each list has its own page. */
export const DASHBOARD_LIST_SIZE = 10;
