/**
 * The audit log: every staff write leaves one entry saying who did what to which record, with
 * the record before and after. Entries are only ever added.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The kinds of record an entry can name. */
export const AUDIT_TARGET_TYPES = ['glasses', 'application', 'claim', 'user', 'donation', 'outbox', 'claim_message'] as const;
export const AuditTargetType = Type.Union(AUDIT_TARGET_TYPES.map((type) => Type.Literal(type)));
export type AuditTargetType = Static<typeof AuditTargetType>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: Type.Union([Type.Integer(), Type.Null()], { description: 'The staff user; null once that user was deleted.' }),
  actor_username: Type.String(),
  action: Type.String({ description: 'What was done, as `area.verb`, e.g. `claim.ship`.' }),
  target_type: AuditTargetType,
  target_id: Type.String(),
  before: Type.Unknown({ description: 'The record before the change; null for a creation.' }),
  after: Type.Unknown({ description: 'The record after the change; null for a removal.' }),
  at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;
