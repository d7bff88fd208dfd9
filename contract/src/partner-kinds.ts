/**
 * The kinds and statuses of partner organisation, and who applied as the transparency figures
 * cut them: a module of its own, since the staff queues' and dashboard's types name them too.
 */
import { Type } from '@sinclair/typebox';

export const PARTNER_KINDS = ['clinic', 'school', 'shelter', 'social_services', 'other'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PartnerKind = Type.Union(PARTNER_KINDS.map((kind) => Type.Literal(kind)));

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PartnerStatus = Type.Union(PARTNER_STATUSES.map((status) => Type.Literal(status)));

/**
 * Who applied, as the transparency figures can be cut: through a partner organisation of one
 * kind, or `none`, people who applied on their own.
 */
export const APPLIED_THROUGH = [...PARTNER_KINDS, 'none'] as const;
export type AppliedThrough = (typeof APPLIED_THROUGH)[number];
export const AppliedThrough = Type.Union(APPLIED_THROUGH.map((kind) => Type.Literal(kind)));

export const TransparencyQuery = Type.Object(
  {
    /** Only the pairs of recipients who applied this way; money is never cut, being given to everyone. */
    applied_through: Type.Optional(AppliedThrough),
  },
  { additionalProperties: false },
);
