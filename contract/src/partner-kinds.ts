/**
 * The kinds and statuses of partner organisation, and who applied as the funder report reads
 * the pairs: a module of its own, since the staff queues' and dashboard's types name them too.
 */
import { Type } from '@sinclair/typebox';

export const PARTNER_KINDS = ['clinic', 'school', 'shelter', 'social_services', 'other'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PartnerKind = Type.Union(PARTNER_KINDS.map((kind) => Type.Literal(kind)));

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PartnerStatus = Type.Union(PARTNER_STATUSES.map((status) => Type.Literal(status)));

/**
 * Who applied, as the funder report reads the pairs: through a partner organisation of one kind,
 * or `none`, people who applied on their own.
 */
export const APPLIED_THROUGH = [...PARTNER_KINDS, 'none'] as const;
export type AppliedThrough = (typeof APPLIED_THROUGH)[number];
