/**
 * Partner organisations (docs/api.md, Partner organisations): clinics, schools, shelters and
 * social services that apply for their clients. A signed-in user registers one and is its first
 * member; staff approve, turn down or suspend it; members of an approved one invite colleagues by
 * e-mail, who join by accepting the invitation once signed in.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PostalAddressFields, TextField } from './api.js';
import { PHONE_PATTERN } from './rules.js';

import { PartnerKind, PartnerStatus } from './partner-kinds.js';

export { APPLIED_THROUGH, type AppliedThrough, PARTNER_KINDS, PARTNER_STATUSES, PartnerKind, PartnerStatus } from './partner-kinds.js';

export const PARTNER_DECISIONS = ['approve', 'reject', 'suspend'] as const;
export type PartnerDecision = (typeof PARTNER_DECISIONS)[number];

/** The status a decision leads to, and the statuses it may be taken from. */
export const PARTNER_DECISION_RULES: Readonly<Record<PartnerDecision, { to: PartnerStatus; from: readonly PartnerStatus[] }>> = {
  approve: { to: 'approved', from: ['pending', 'suspended'] },
  reject: { to: 'rejected', from: ['pending', 'suspended'] },
  suspend: { to: 'suspended', from: ['approved'] },
};

export const PARTNER_NAME_MAX_LENGTH = 150;
export const PARTNER_WEBSITE_MAX_LENGTH = 200;
export const PARTNER_DECISION_MESSAGE_MAX_LENGTH = 2000;

export const PartnerWrite = Type.Object(
  {
    name: TextField({ maxLength: PARTNER_NAME_MAX_LENGTH }),
    kind: PartnerKind,
    ...PostalAddressFields,
    /** A phone number as people write it (PHONE_PATTERN). */
    phone: Type.String({ maxLength: 40, pattern: `^(?:${PHONE_PATTERN})$` }),
    /** The organisation's web site, `http://` or `https://`; may be left empty. */
    website: Type.Optional(TextField({ maxLength: PARTNER_WEBSITE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type PartnerWrite = Static<typeof PartnerWrite>;

export const PartnerCreated = Type.Object({ partner_id: Type.Integer(), status: PartnerStatus });
export type PartnerCreated = Static<typeof PartnerCreated>;

export const PartnerMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  /** The member's names, else the username. */
  name: Type.String(),
  email: Type.String(),
  /** False until a colleague invited by e-mail chose a password. */
  has_password: Type.Boolean(),
});
export type PartnerMember = Static<typeof PartnerMember>;

/** An invitation as the organisation's members see it: the address they typed, and when. */
export const PartnerInvitation = Type.Object({ email: Type.String(), invited_at: Type.String({ format: 'date-time' }) });
export type PartnerInvitation = Static<typeof PartnerInvitation>;

export const Partner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: PartnerKind,
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Type.String(),
  phone: Type.String(),
  website: Type.String(),
  status: PartnerStatus,
  /** Staff's message with the last decision (why it was turned down or suspended); null for none. */
  decision_message: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
  members: Type.Array(PartnerMember),
  /** Colleagues invited who have not accepted yet. */
  invitations: Type.Array(PartnerInvitation),
});
export type Partner = Static<typeof Partner>;

/** An invitation as the person invited sees it. */
export const InvitationToJoin = Type.Object({
  partner_id: Type.Integer(),
  name: Type.String(),
  kind: PartnerKind,
  city: Type.String(),
  state: Type.String(),
  /** Who invited them: the member's names, else their username; empty once that member is gone. */
  invited_by: Type.String(),
  invited_at: Type.String({ format: 'date-time' }),
});
export type InvitationToJoin = Static<typeof InvitationToJoin>;

export const PartnerList = Type.Object({ results: Type.Array(Partner) });
export type PartnerList = Static<typeof PartnerList>;

/** `GET /api/partners/mine/`: the caller's organisations, and the invitations waiting for them. */
export const MyPartners = Type.Object({ results: Type.Array(Partner), invitations: Type.Array(InvitationToJoin) });
export type MyPartners = Static<typeof MyPartners>;

export const StaffPartnerQuery = Type.Object({ status: Type.Optional(PartnerStatus) });
export type StaffPartnerQuery = Static<typeof StaffPartnerQuery>;

export const PartnerDecisionBody = Type.Object(
  {
    decision: Type.Union(PARTNER_DECISIONS.map((decision) => Type.Literal(decision))),
    /** Required to turn down or suspend: the members read it. */
    message: Type.Optional(TextField({ maxLength: PARTNER_DECISION_MESSAGE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type PartnerDecisionBody = Static<typeof PartnerDecisionBody>;

export const PartnerInvite = Type.Object({ email: TextField({ maxLength: 254 }) }, { additionalProperties: false });
export type PartnerInvite = Static<typeof PartnerInvite>;

/** Organisations a user may have waiting for review at once. */
export const PENDING_PARTNERS_PER_USER = 1;
/** Colleagues one member may invite in an hour. */
export const PARTNER_INVITES_PER_HOUR = 20;
/** Invitations one organisation may send in a day, whoever sends them. */
export const PARTNER_INVITES_PER_DAY = 50;
/** Invitations one address may get in a day, from every organisation together. */
export const INVITES_PER_ADDRESS_PER_DAY = 3;

export const PARTNER_MESSAGES = {
  blank: 'This field may not be blank.',
  website: 'Enter the address of a web site, starting with http:// or https://.',
  onePending: 'You already have an organisation waiting for review. You can register another once staff have decided on it.',
  messageNeeded: 'Write a message saying why: the members read it.',
  notDecidable: (decision: PartnerDecision, status: PartnerStatus) =>
    `An organisation that is ${status} cannot be given the decision "${decision}".`,
  oneLine: 'Write this on one line.',
  notApproved: (status: PartnerStatus) =>
    status === 'pending'
      ? 'Your organisation can add colleagues once our team has approved it.'
      : `This organisation is ${status}: its members cannot add anyone.`,
  noInvitation: 'There is no invitation to this organisation for you.',
  ownOrganisation: 'You belong to this organisation: another member of staff must decide on it.',
  alreadyMember: 'This person is already a member of the organisation.',
  tooManyInvites: 'We cannot send more invitations from you or your organisation right now. Try again later.',
  addressInvitedEnough: 'This address has had as many invitations as we send in a day. Try again tomorrow.',
} as const;
