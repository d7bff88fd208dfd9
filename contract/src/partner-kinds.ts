/** The kinds of partner organisation: a module of its own, since the staff queues' types name it too. */
import { Type } from '@sinclair/typebox';

export const PARTNER_KINDS = ['clinic', 'school', 'shelter', 'social_services', 'other'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PartnerKind = Type.Union(PARTNER_KINDS.map((kind) => Type.Literal(kind)));
